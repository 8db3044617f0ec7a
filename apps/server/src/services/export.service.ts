import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { Locale, Permission, Relation } from '@sprout/shared';
import { FORMAT_VERSION, type AlbumDocument } from '../archive/album-document.js';
import { offlineViewerFiles } from '../archive/offline-viewer.js';
import { ZipLayout, type ZipEntry } from '../archive/zip-writer.js';
import type { User } from '../db/schema.js';
import { AppError } from '../errors.js';
import { permits } from '../policies/authorize.js';
import type { Viewer } from '../policies/viewer.js';
import type { AlbumExportRepo, AlbumRows } from '../repositories/album-export.repo.js';
import type { ObjectStorage } from '../storage/object-storage.js';

/** One original as the archive holds it: where it is stored, its entry name, and what the zip headers need. */
export interface PlannedOriginal {
  path: string;
  key: string;
  size: number;
  crc32: number;
}

/**
 * An archive decided: its document and the originals it holds, each already
 * read once for its CRC-32 and SHA-256. From a plan the archive's every byte
 * is fixed (ZipLayout), so it can be streamed again from any offset.
 */
export interface ExportPlan {
  babyId: number;
  exportedAt: number;
  locale: Locale;
  document: string;
  originals: PlannedOriginal[];
}

export type ExportProgress = (done: { bytes: number; totalBytes: number }) => void | Promise<void>;

const extensionOf = (key: string) => /\.([a-z0-9]{1,8})$/i.exec(key)?.[1]?.toLowerCase() ?? 'bin';
const iso = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');

/**
 * Export (docs/EXPORT.md, ADR 0037): a baby as one ZIP of its document,
 * its originals and an offline timeline. With a viewer (every export started
 * through HTTP, an Admin's too, and the CLI's --as) the archive is exactly that
 * member's view, the timeline's own SQL visibility; `viewer` null is the whole
 * baby, every privacy, which only the operator CLI asks for (issue 21).
 */
export class ExportService {
  constructor(
    private readonly rows: AlbumExportRepo,
    private readonly storage: ObjectStorage,
  ) {}

  /** Reads the baby and every original once (CRC-32, SHA-256), telling `progress` as the bytes go by. */
  async prepare(
    babyId: number,
    exporter: { user: User | null; viewer: Viewer | null },
    locale: Locale,
    exportedAt: number,
    progress: ExportProgress = () => undefined,
  ): Promise<ExportPlan> {
    const scope = exporter.viewer ? 'member_view' : 'whole_baby';
    const rows = await this.rows.read(babyId, exporter.viewer);
    if (!rows) throw new AppError(404, 'not_found');
    const media = rows.moments.filter((m) => m.original_key !== null);
    const totalBytes = media.reduce((sum, m) => sum + m.original_bytes, 0);
    const originals: PlannedOriginal[] = [];
    const digests = new Map<number, string>();
    let done = 0;
    await progress({ bytes: 0, totalBytes });
    for (const moment of media) {
      const key = moment.original_key as string;
      const stored = await this.storage.get(key);
      if (!stored) throw new AppError(409, 'export_original_missing');
      const sha = createHash('sha256');
      let crc = 0;
      let size = 0;
      for await (const chunk of stored.stream() as AsyncIterable<Buffer>) {
        sha.update(chunk);
        crc = zlib.crc32(chunk, crc);
        size += chunk.length;
        done += chunk.length;
        await progress({ bytes: done, totalBytes });
      }
      digests.set(moment.id, sha.digest('hex'));
      originals.push({ path: `originals/${moment.id}.${extensionOf(key)}`, key, size, crc32: crc >>> 0 });
    }
    const document = this.document(rows, exporter, scope, exportedAt, digests);
    return { babyId, exportedAt, locale, document: JSON.stringify(document, null, 1), originals };
  }

  /** The archive a plan describes, laid out: its size and any range of its bytes. */
  layout(plan: ExportPlan): ZipLayout {
    const memory = (name: string, data: Buffer): ZipEntry => ({
      name,
      size: data.length,
      crc32: zlib.crc32(data),
      open: ({ start, end }) => Readable.from([data.subarray(start, end + 1)]),
    });
    const files = offlineViewerFiles(plan.document, plan.locale);
    const entries: ZipEntry[] = [
      memory('album.json', Buffer.from(plan.document, 'utf8')),
      ...files.map((f) => memory(f.name, f.data)),
      ...plan.originals.map((o) => ({
        name: o.path,
        size: o.size,
        crc32: o.crc32,
        open: async (range: { start: number; end: number }) => {
          const stored = await this.storage.get(o.key);
          if (!stored) throw new Error(`original ${o.key} is gone`);
          return stored.stream(range);
        },
      })),
    ];
    return new ZipLayout(entries, plan.exportedAt);
  }

  private document(
    rows: AlbumRows,
    exporter: { user: User | null; viewer: Viewer | null },
    scope: 'whole_baby' | 'member_view',
    exportedAt: number,
    digests: Map<number, string>,
  ): AlbumDocument {
    const viewer = exporter.viewer;
    const adminCount = rows.members.filter((m) => m.permission === 'can_manage').length;
    // A deleted account's row keeps only a placeholder address: it is nobody's to match on import.
    const showsEmail = (m: AlbumRows['members'][number]) =>
      m.user_deleted_at === null &&
      (viewer === null ||
        permits(viewer, 'member.see_email', {
          user_id: m.user_id,
          permission: m.permission as Permission,
          relation: m.relation as Relation,
          adminCount,
        }));
    const audience = new Map<number, number[]>();
    for (const v of rows.visibleFor) audience.set(v.moment_id, [...(audience.get(v.moment_id) ?? []), v.user_id]);
    const places = new Map(
      rows.tagValues
        .filter((v) => v.moment_id !== null && v.flag === 'footprint_map')
        .map((v) => [v.moment_id as number, { name: v.place_name, latitude: v.latitude, longitude: v.longitude }]),
    );
    const idsOf = (value: string | null) =>
      value
        ? value
            .split(',')
            .map(Number)
            .filter((n) => Number.isSafeInteger(n) && n > 0)
        : [];
    return {
      format: 'sprout-album',
      format_version: FORMAT_VERSION,
      exported_at: exportedAt,
      exported_by: {
        user_id: exporter.user?.id ?? rows.baby.created_by,
        email: exporter.user?.email ?? null,
      },
      scope,
      baby: {
        id: rows.baby.id,
        name: rows.baby.name,
        birthday: rows.baby.birthday,
        gender: rows.baby.gender as AlbumDocument['baby']['gender'],
        is_baby: rows.baby.is_baby === 1,
        created_by: rows.baby.created_by,
        created_at: rows.baby.created_at,
      },
      members: rows.members.map((m) => ({
        user_id: m.user_id,
        email: showsEmail(m) ? m.user_email : null,
        name: m.user_name,
        relation: m.relation as Relation,
        relation_name: m.relation_name,
        permission: m.permission as Permission,
      })),
      events: rows.events.map((e) => ({
        id: e.id,
        author_id: e.author_id,
        local_date: e.local_date,
        taken_at_gmt: e.taken_at_gmt,
        layout: e.layout as AlbumDocument['events'][number]['layout'],
        caption: e.caption,
        draft: e.draft === 1,
        draft_privacy: (e.draft === 1 ? e.draft_privacy : null) as AlbumDocument['events'][number]['draft_privacy'],
        draft_visible_for: e.draft === 1 ? idsOf(e.draft_visible_for) : [],
        created_at: e.created_at,
        updated_at: e.updated_at,
      })),
      moments: rows.moments.map((m) => ({
        id: m.id,
        event_id: m.event_id,
        author_id: m.author_id,
        type: m.type as AlbumDocument['moments'][number]['type'],
        content: m.content,
        taken_at_gmt: m.taken_at_gmt,
        taken_at_iso: iso(m.taken_at_gmt),
        privacy: m.privacy as AlbumDocument['moments'][number]['privacy'],
        visible_for: m.privacy === 'custom' ? (audience.get(m.id) ?? []) : [],
        place: places.get(m.id) ?? null,
        original:
          m.original_key === null
            ? null
            : {
                path: `originals/${m.id}.${extensionOf(m.original_key)}`,
                mime: m.original_mime ?? 'application/octet-stream',
                bytes: m.original_bytes,
                sha256: digests.get(m.id) as string,
                filename: m.original_filename,
                width: m.picture_width,
                height: m.picture_height,
                duration: m.duration,
              },
        created_at: m.created_at,
        updated_at: m.updated_at,
      })),
      tags: rows.tags.map((t) => ({
        id: t.id,
        name: t.name,
        flag: t.flag,
        created_by: t.created_by,
        created_at: t.created_at,
      })),
      taggings: rows.taggings.map((t) => ({
        tag_id: t.tag_id,
        moment_id: t.moment_id,
        user_id: t.user_id,
        created_at: t.created_at,
      })),
      tag_values: rows.tagValues.map((v) => ({
        id: v.id,
        tag_id: v.tag_id,
        moment_id: v.moment_id,
        flag: v.flag,
        value: v.value,
        measured_on: v.measured_on,
        place_name: v.place_name,
        latitude: v.latitude,
        longitude: v.longitude,
        user_id: v.user_id,
        created_at: v.created_at,
        updated_at: v.updated_at,
      })),
      comments: rows.comments.map((c) => ({
        id: c.id,
        target_type: c.target_type,
        target_id: c.target_id,
        user_id: c.user_id,
        content: c.content,
        created_at: c.created_at,
        updated_at: c.updated_at,
      })),
      likes: rows.likes.map((l) => ({
        target_type: l.target_type as 'event' | 'moment' | 'tag_attr',
        target_id: l.target_id,
        user_id: l.user_id,
        created_at: l.created_at,
      })),
    };
  }
}
