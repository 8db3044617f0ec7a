import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { TAG_ATTR_FLAGS, tagNameKey, type TagAttrFlag } from '@sprout/shared';
import { albumDocumentSchema, FORMAT_VERSION, type AlbumDocument } from '../archive/album-document.js';
import { ArchiveError, ZipReader, type ZipFileEntry } from '../archive/zip-reader.js';
import type { Baby, User } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { JobQueue } from '../jobs/queue.js';
import type { Repos, Transact } from '../repositories/repos.js';
import { importedOriginalKey } from '../storage/keys.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { nowSeconds } from '../util/time.js';
import { MomentWriter } from './moment-writer.js';

const DOCUMENT_MAX_BYTES = 64 * 1024 ** 2;

const STATUS = { archive_damaged: 422, archive_hostile: 422, archive_too_large: 413 } as const;

/** An archive's refusal as the API answers it: a stable code, a 4xx. */
function refusal(error: ArchiveError): AppError {
  return new AppError(STATUS[error.code], error.code);
}

const damaged = () => new AppError(422, 'archive_damaged');

interface Deps {
  repos: Repos;
  transact: Transact;
  storage: ObjectStorage;
  jobs: JobQueue;
  /** The largest original accepted (UPLOAD_MAX_BYTES). */
  maxEntryBytes: number;
}

/**
 * Who joins an imported baby (issue 21, ADR 0037). `add`: the operator CLI's import, the
 * archive's members matched by address to accounts here (or given one) and put in the family.
 * `invite`: any other import (the web's): only the importer is added, nobody is matched or
 * created, and the members with an address come back as `invitees` to be invited by mail.
 */
export type ImportMembers = 'add' | 'invite';

/** A member of an imported archive to invite: their address and what the archive gave them. */
export type Invitee = Pick<AlbumDocument['members'][number], 'email' | 'relation' | 'relation_name' | 'permission'> & {
  email: string;
};

/**
 * Import (docs/EXPORT.md): an archive rebuilt as a new baby owned by `owner`.
 * Everything is checked before anything is kept: the ZIP (zip-reader.ts), the
 * document (its schema and its references), and each original against its
 * SHA-256 as it is copied into storage. Then every row is written in one
 * transaction, moments through the MomentWriter so counts, events and stored
 * bytes are right; a failure anywhere removes every object it stored.
 */
export class ImportService {
  constructor(private readonly d: Deps) {}

  async importFile(
    file: string,
    owner: User,
    members: ImportMembers,
  ): Promise<{ baby: Baby; moments: number; invitees: Invitee[] }> {
    let zip: ZipReader;
    try {
      zip = await ZipReader.open(file, {
        maxEntries: 100_000,
        maxEntryBytes: Math.max(this.d.maxEntryBytes, DOCUMENT_MAX_BYTES),
        maxRatio: 100,
      });
    } catch (error) {
      if (error instanceof ArchiveError) throw refusal(error);
      throw error;
    }
    const stored: string[] = [];
    try {
      const doc = await this.documentOf(zip);
      const keys = await this.storeOriginals(zip, doc, stored);
      return await this.write(doc, owner, keys, members);
    } catch (error) {
      for (const key of stored) await this.d.storage.delete(key).catch(() => undefined);
      if (error instanceof ArchiveError) throw refusal(error);
      throw error;
    } finally {
      await zip.close();
    }
  }

  private async documentOf(zip: ZipReader): Promise<AlbumDocument> {
    const entry = zip.entries.find((e) => e.name === 'album.json');
    if (!entry) throw damaged();
    let raw: unknown;
    try {
      raw = JSON.parse((await zip.read(entry, DOCUMENT_MAX_BYTES)).toString('utf8'));
    } catch (error) {
      if (error instanceof ArchiveError) throw error;
      throw damaged();
    }
    const version = (raw as { format_version?: unknown } | null)?.format_version;
    if (typeof version === 'number' && version > FORMAT_VERSION) throw new AppError(422, 'archive_version_unsupported');
    const parsed = albumDocumentSchema.safeParse(raw);
    if (!parsed.success) throw damaged();
    checkReferences(parsed.data);
    return parsed.data;
  }

  /** Each original copied into storage, its size and SHA-256 checked on the way; answers archive moment id → key. */
  private async storeOriginals(zip: ZipReader, doc: AlbumDocument, stored: string[]): Promise<Map<number, string>> {
    const byName = new Map<string, ZipFileEntry>(zip.entries.map((e) => [e.name, e]));
    const importId = randomUUID();
    const keys = new Map<number, string>();
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'sprout-import-'));
    try {
      for (const moment of doc.moments) {
        const original = moment.original;
        if (!original) continue;
        const entry = byName.get(original.path);
        if (!entry || entry.size !== original.bytes) throw damaged();
        const local = path.join(dir, 'original');
        const sha = createHash('sha256');
        const hashing = new Transform({
          transform(chunk: Buffer, _enc, done) {
            sha.update(chunk);
            done(null, chunk);
          },
        });
        await pipeline(await zip.stream(entry), hashing, fs.createWriteStream(local));
        if (sha.digest('hex') !== original.sha256) throw damaged();
        const ext = /\.([a-z0-9]+)$/.exec(original.path)?.[1] ?? 'bin';
        const key = importedOriginalKey(importId, moment.id, ext);
        stored.push(key);
        await this.d.storage.putFile(key, local);
        await fs.promises.rm(local, { force: true });
        keys.set(moment.id, key);
      }
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
    return keys;
  }

  private write(
    doc: AlbumDocument,
    owner: User,
    keys: Map<number, string>,
    mode: ImportMembers,
  ): Promise<{ baby: Baby; moments: number; invitees: Invitee[] }> {
    return this.d.transact(async (work) => {
      const { repos } = work;
      const now = nowSeconds();
      const baby = await repos.babies.insert({
        name: doc.baby.name,
        birthday: doc.baby.birthday,
        gender: doc.baby.gender,
        is_baby: doc.baby.is_baby ? 1 : 0,
        profile_picture: null,
        background: null,
        background_y: 50,
        personal_domain: null,
        vip_expiration: 0,
        storage_bytes: 0,
        timeline_version: 0,
        created_by: owner.id,
        created_at: doc.baby.created_at,
        updated_at: now,
      });
      const { users, invitees } = await this.members(repos, doc, owner, baby.id, now, mode);
      const userOf = (id: number) => users.get(id) ?? owner.id;
      const audienceOf = (ids: readonly number[]) => [
        ...new Set(ids.map((id) => users.get(id)).filter((id): id is number => id !== undefined)),
      ];

      const write = new MomentWriter(repos, now);
      const events = new Map<number, number>();
      for (const e of doc.events) {
        const made = await write.newEvent({
          baby_id: baby.id,
          author_id: userOf(e.author_id),
          batch_id: null,
          local_date: e.local_date,
          taken_at_gmt: e.taken_at_gmt,
          layout: e.layout,
        });
        events.set(e.id, made.id);
      }
      const moments = new Map<number, { id: number; eventId: number }>();
      for (const m of doc.moments) {
        const eventId = events.get(m.event_id) as number;
        const key = keys.get(m.id) ?? null;
        const made = await write.insert(
          eventId,
          {
            baby_id: baby.id,
            author_id: userOf(m.author_id),
            type: m.type,
            content: m.content,
            taken_at_gmt: m.taken_at_gmt,
            privacy: m.privacy,
            service: 'import',
            original_key: key,
            original_mime: m.original?.mime ?? null,
            original_bytes: m.original?.bytes ?? 0,
            content_sha256: m.original?.sha256 ?? null,
            original_filename: m.original?.filename ?? null,
            picture_width: m.original?.width ?? null,
            picture_height: m.original?.height ?? null,
            duration: m.original?.duration ?? null,
            media_state: m.type === 'picture' || m.type === 'video' ? 'processing' : 'ready',
          },
          m.privacy === 'custom' ? audienceOf(m.visible_for) : [],
        );
        await work.repos.albumExport.keepCreatedAt('moments', made.id, m.created_at);
        moments.set(m.id, { id: made.id, eventId });
        if (m.type === 'picture' || m.type === 'video')
          await this.d.jobs.enqueueIn(
            work,
            m.type === 'picture' ? 'picture.derivatives' : 'video.derivatives',
            { momentId: made.id },
            { dedupeKey: `derivatives:${made.id}` },
          );
      }
      for (const e of doc.events) {
        const id = events.get(e.id) as number;
        await repos.events.update(
          id,
          {
            caption: e.caption,
            draft: e.draft ? 1 : 0,
            draft_privacy: e.draft ? e.draft_privacy : null,
            draft_visible_for: e.draft ? audienceOf(e.draft_visible_for).join(',') || null : null,
          },
          now,
        );
        await repos.albumExport.keepCreatedAt('events', id, e.created_at);
      }

      const tags = new Map<number, { id: number; name: string; flag: string }>();
      for (const t of doc.tags) {
        const made = await repos.tags.insert({
          baby_id: baby.id,
          name: t.name,
          name_key: tagNameKey(t.name),
          flag: t.flag,
          created_by: userOf(t.created_by),
          now,
        });
        if (!made) throw damaged();
        await repos.albumExport.keepCreatedAt('moment_tags', made.id, t.created_at);
        tags.set(t.id, { id: made.id, name: made.name, flag: made.flag });
      }
      for (const t of doc.taggings) {
        const [record] = await repos.tags.tag(
          baby.id,
          [{ tag_id: tags.get(t.tag_id)!.id, moment_id: moments.get(t.moment_id)!.id }],
          userOf(t.user_id),
          now,
        );
        if (record) await repos.albumExport.keepCreatedAt('tagging_records', record.id, t.created_at);
      }
      const attrs = new Map<number, number>();
      for (const v of doc.tag_values) {
        const tag = tags.get(v.tag_id)!;
        const flag = v.flag as TagAttrFlag;
        const row = {
          baby_id: baby.id,
          flag,
          name: tag.name,
          name_key: tagNameKey(tag.name),
          user_id: userOf(v.user_id),
          values: {
            value: v.value,
            measured_on: v.measured_on,
            place_name: v.place_name,
            latitude: v.latitude,
            longitude: v.longitude,
          },
          now,
        };
        const made =
          v.moment_id === null
            ? await repos.tagAttrs.createWithoutMoment(row)
            : (await repos.tagAttrs.create({ ...row, moment_id: moments.get(v.moment_id)!.id }))?.attr;
        if (!made) throw damaged();
        await repos.albumExport.keepCreatedAt('baby_moment_tag_attrs', made.id, v.created_at);
        attrs.set(v.id, made.id);
      }

      for (const c of doc.comments) {
        const userId = userOf(c.user_id);
        const made =
          c.target_type === 'tag_attr'
            ? await repos.tagAttrs.addComment({
                baby_id: baby.id,
                attr_id: attrs.get(c.target_id)!,
                user_id: userId,
                content: c.content,
                now,
              })
            : await repos.comments.insert({
                baby_id: baby.id,
                target_type: c.target_type,
                target_id: c.target_type === 'event' ? events.get(c.target_id)! : moments.get(c.target_id)!.id,
                event_id: c.target_type === 'event' ? events.get(c.target_id)! : moments.get(c.target_id)!.eventId,
                user_id: userId,
                content: c.content,
                now,
              });
        await repos.albumExport.keepCreatedAt('comments', made.id, c.created_at);
      }
      for (const l of doc.likes) {
        const userId = userOf(l.user_id);
        if (l.target_type === 'tag_attr') await repos.tagAttrs.setLike(attrs.get(l.target_id)!, userId, true, now);
        else {
          const target =
            l.target_type === 'event'
              ? { type: 'event' as const, id: events.get(l.target_id)!, eventId: events.get(l.target_id)! }
              : {
                  type: 'moment' as const,
                  id: moments.get(l.target_id)!.id,
                  eventId: moments.get(l.target_id)!.eventId,
                };
          await repos.likes.like(target, userId, now);
        }
        await repos.albumExport.keepLikedAt(
          l.target_type,
          l.target_type === 'tag_attr'
            ? attrs.get(l.target_id)!
            : l.target_type === 'event'
              ? events.get(l.target_id)!
              : moments.get(l.target_id)!.id,
          userId,
          l.created_at,
        );
      }
      return { baby: (await repos.babies.findById(baby.id)) ?? baby, moments: doc.moments.length, invitees };
    });
  }

  /**
   * The family: the owner as Admin (with their relation in the archive, else the creator's), then
   * every member with an address, matched to this Sprout's account of that address or given an
   * account with no password (its owner sets one by "forgot password", which proves the mailbox).
   * That is the operator's import (`add`); any other (`invite`) adds the owner only, and answers
   * the others with an address as invitees: putting an account in a family, or telling the
   * uploader which addresses have one here, is for the owner of that address to decide.
   * Answers archive user id → user id here; whatever is by a member not mapped is the owner's.
   */
  private async members(
    repos: Repos,
    doc: AlbumDocument,
    owner: User,
    babyId: number,
    now: number,
    mode: ImportMembers,
  ): Promise<{ users: Map<number, number>; invitees: Invitee[] }> {
    const users = new Map<number, number>();
    const invitees: Invitee[] = [];
    const mine =
      doc.members.find((m) => m.email?.toLowerCase() === owner.email) ??
      doc.members.find((m) => m.user_id === doc.exported_by.user_id) ??
      doc.members.find((m) => m.user_id === doc.baby.created_by);
    const grant = async (userId: number, m: AlbumDocument['members'][number] | undefined, admin: boolean) => {
      await repos.family.upsert({
        baby_id: babyId,
        user_id: userId,
        relation: m?.relation ?? 'parent',
        relation_name: m?.relation === 'custom' ? m.relation_name : null,
        permission: admin ? 'can_manage' : (m?.permission ?? 'can_view'),
        created_at: now,
        updated_at: now,
      });
      await repos.users.bumpFamilyVersion(userId, now);
    };
    await grant(owner.id, mine, true);
    await repos.users.setLinkedBabyIfEmpty(owner.id, babyId, now);
    if (mine) users.set(mine.user_id, owner.id);
    for (const m of doc.members) {
      if (m === mine || !m.email) continue;
      const email = m.email.trim().toLowerCase();
      if (email === owner.email) continue;
      if (mode === 'invite') {
        if (!invitees.some((i) => i.email === email))
          invitees.push({ email, relation: m.relation, relation_name: m.relation_name, permission: m.permission });
        continue;
      }
      const user =
        (await repos.users.findByEmail(email)) ??
        (await repos.users.insert({
          email,
          password_hash: '!',
          name: m.name,
          gender: null,
          profile_picture: null,
          linked_baby_id: null,
          family_version: 0,
          locale: owner.locale,
          email_verified_at: null,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        }));
      users.set(m.user_id, user.id);
      await grant(user.id, m, false);
    }
    return { users, invitees };
  }
}

/** Every id the document uses points at something it holds, and every original is named once. */
function checkReferences(doc: AlbumDocument): void {
  const ids = <T extends { id: number }>(rows: readonly T[]) => {
    const set = new Set(rows.map((r) => r.id));
    if (set.size !== rows.length) throw damaged();
    return set;
  };
  const events = ids(doc.events);
  const moments = ids(doc.moments);
  const tags = ids(doc.tags);
  const values = ids(doc.tag_values);
  const paths = new Set<string>();
  for (const m of doc.moments) {
    if (!events.has(m.event_id)) throw damaged();
    if ((m.type === 'text') !== (m.original === null)) throw damaged();
    if (m.original) {
      if (paths.has(m.original.path)) throw damaged();
      paths.add(m.original.path);
    }
  }
  const flags = new Set<string>(TAG_ATTR_FLAGS);
  for (const t of doc.tags) if (t.flag !== '' && !flags.has(t.flag)) throw damaged();
  const tagged = new Set<string>();
  for (const t of doc.taggings) {
    if (!tags.has(t.tag_id) || !moments.has(t.moment_id) || tagged.has(`${t.tag_id}:${t.moment_id}`)) throw damaged();
    tagged.add(`${t.tag_id}:${t.moment_id}`);
  }
  const tagById = new Map(doc.tags.map((t) => [t.id, t]));
  for (const v of doc.tag_values) {
    const tag = tagById.get(v.tag_id);
    if (!tag || tag.flag !== v.flag || !flags.has(v.flag)) throw damaged();
    if (v.moment_id !== null && !moments.has(v.moment_id)) throw damaged();
  }
  const target = (type: string, id: number) =>
    type === 'event' ? events.has(id) : type === 'moment' ? moments.has(id) : values.has(id);
  for (const c of doc.comments) if (!target(c.target_type, c.target_id)) throw damaged();
  const liked = new Set<string>();
  for (const l of doc.likes) {
    const key = `${l.target_type}:${l.target_id}:${l.user_id}`;
    if (!target(l.target_type, l.target_id) || liked.has(key)) throw damaged();
    liked.add(key);
  }
}
