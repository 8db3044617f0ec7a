import { isLocale, type Locale, type Permission, type Relation } from '@sprout/shared';
import type { ZipLayout } from '../archive/zip-writer.js';
import { AppError } from '../errors.js';
import type { JobQueue } from '../jobs/queue.js';
import type { Repos, Transact } from '../repositories/repos.js';
import { exportKeys } from '../storage/keys.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { nowSeconds } from '../util/time.js';
import { randomToken } from '../util/tokens.js';
import type { Actor } from './actor.js';
import type { ExportPlan, ExportService } from './export.service.js';

/** What the web polls while an export is prepared (ADR 0037). */
export interface ExportState {
  id: string;
  baby_id: number;
  user_id: number;
  locale: Locale;
  status: 'preparing' | 'ready' | 'failed';
  done_bytes: number;
  total_bytes: number;
  /** The archive's length once ready. */
  size: number | null;
  error: string | null;
  created_at: number;
  expires_at: number;
}

/** How long a prepared export can be downloaded (and downloaded again). */
const KEEP_SECONDS = 2 * 86_400;
/** Progress is written when it moved this much: a few dozen small writes for any album. */
const PROGRESS_STEP = 0.02;

/**
 * An export a member starts in the web (ADR 0037): a job reads the album
 * once (progress kept beside it in storage, where every instance sees it) and
 * writes the archive's plan, a small JSON file; the download then streams the
 * archive from the plan, any byte range again, so a broken download continues.
 * Nothing of the archive's size is ever held in memory or on temp disk.
 */
export class ExportRunService {
  constructor(
    private readonly d: {
      repos: Repos;
      transact: Transact;
      storage: ObjectStorage;
      jobs: JobQueue;
      exports: ExportService;
    },
  ) {}

  async start(actor: Actor, babyId: number, locale: string): Promise<ExportState> {
    await actor.requireMember(babyId);
    const now = nowSeconds();
    const state: ExportState = {
      id: randomToken(),
      baby_id: babyId,
      user_id: actor.id,
      locale: isLocale(locale) ? locale : 'en',
      status: 'preparing',
      done_bytes: 0,
      total_bytes: 0,
      size: null,
      error: null,
      created_at: now,
      expires_at: now + KEEP_SECONDS,
    };
    await this.save(state);
    await this.d.transact((work) => this.d.jobs.enqueueIn(work, 'album.export', { exportId: state.id }));
    return state;
  }

  /** The export's state, to the member who started it while they are still in the family; 404 to anyone else. */
  async status(actor: Actor, exportId: string): Promise<ExportState> {
    const state = await this.load(exportId);
    if (!state || state.user_id !== actor.id || state.expires_at <= nowSeconds()) throw new AppError(404, 'not_found');
    await actor.requireMember(state.baby_id);
    return state;
  }

  /** The archive to stream; 409 while it is prepared. */
  async download(actor: Actor, exportId: string): Promise<{ layout: ZipLayout; state: ExportState; filename: string }> {
    const state = await this.status(actor, exportId);
    if (state.status !== 'ready') throw new AppError(409, 'export_not_ready');
    const stored = await this.d.storage.get(exportKeys(exportId).plan);
    if (!stored) throw new AppError(404, 'not_found');
    const plan = JSON.parse((await streamText(stored.stream())).toString('utf8')) as ExportPlan;
    const baby = await this.d.repos.babies.findById(state.baby_id);
    const day = new Date(state.created_at * 1000).toISOString().slice(0, 10);
    return { layout: this.d.exports.layout(plan), state, filename: `${baby?.name ?? 'album'}-${day}.zip` };
  }

  /** The job: reads the album as the member who asked may see it, writing progress as it goes. */
  async prepare(exportId: string): Promise<void> {
    const state = await this.load(exportId);
    if (!state || state.status !== 'preparing') return;
    const user = await this.d.repos.users.findById(state.user_id);
    const membership = user ? await this.d.repos.family.findMembership(state.baby_id, user.id) : undefined;
    if (!user || !membership) {
      await this.save({ ...state, status: 'failed', error: 'not_found' });
      return;
    }
    const viewer = {
      userId: user.id,
      relation: membership.relation as Relation,
      permission: membership.permission as Permission,
    };
    let written = -1;
    try {
      const plan = await this.d.exports.prepare(
        state.baby_id,
        { user, viewer },
        state.locale,
        state.created_at,
        async ({ bytes, totalBytes }) => {
          const share = totalBytes === 0 ? 1 : bytes / totalBytes;
          if (written >= 0 && share - written < PROGRESS_STEP) return;
          written = share;
          await this.save({ ...state, done_bytes: bytes, total_bytes: totalBytes });
        },
      );
      await this.d.storage.putBuffer(exportKeys(exportId).plan, Buffer.from(JSON.stringify(plan)));
      const size = this.d.exports.layout(plan).size;
      const total = plan.originals.reduce((sum, o) => sum + o.size, 0);
      await this.save({ ...state, status: 'ready', done_bytes: total, total_bytes: total, size });
    } catch (error) {
      const code = error instanceof AppError ? error.code : 'internal';
      await this.save({ ...state, status: 'failed', error: code });
      if (!(error instanceof AppError)) throw error;
    }
  }

  /**
   * Removes the exports whose download days are over (their state and plan; the archive itself
   * was never stored). A state that cannot be read is left for a person to look at. Answers how many.
   */
  async forgetExpired(now: number): Promise<number> {
    const ids = new Set<string>();
    for await (const key of this.d.storage.list('exports/')) {
      const id = /^exports\/([A-Za-z0-9_-]{20,100})\//.exec(key)?.[1];
      if (id) ids.add(id);
    }
    let forgotten = 0;
    for (const id of ids) {
      const state = await this.load(id).catch(() => null);
      if (!state || state.expires_at > now) continue;
      const keys = exportKeys(id);
      await this.d.storage.delete(keys.plan);
      await this.d.storage.delete(keys.state);
      forgotten += 1;
    }
    return forgotten;
  }

  private async save(state: ExportState): Promise<void> {
    await this.d.storage.putBuffer(exportKeys(state.id).state, Buffer.from(JSON.stringify(state)));
  }

  private async load(exportId: string): Promise<ExportState | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(exportId)) return null;
    const stored = await this.d.storage.get(exportKeys(exportId).state);
    if (!stored) return null;
    return JSON.parse((await streamText(stored.stream())).toString('utf8')) as ExportState;
  }
}

async function streamText(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) parts.push(chunk);
  return Buffer.concat(parts);
}
