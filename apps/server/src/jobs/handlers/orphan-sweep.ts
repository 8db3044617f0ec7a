import type { Moment } from '../../db/schema.js';
import type { MomentsRepo } from '../../repositories/moments.repo.js';
import type { OrphansRepo, UploadState } from '../../repositories/orphans.repo.js';
import type { ObjectStorage } from '../../storage/object-storage.js';
import type { UploadStore } from '../../storage/upload-store.js';
import { nowSeconds } from '../../util/time.js';
import type { JobLog } from '../worker.js';

/** An upload with no PATCH for this long is abandoned. */
export const ABANDONED_AFTER_SECONDS = 24 * 3600;
/**
 * An original younger than this may be a `POST /moments` between storing its
 * bytes and committing its row (or a remux between storing the MP4 and
 * recording it): never swept.
 */
export const ORIGINAL_GRACE_SECONDS = 3600;

/** A half-written temp file this old was cut short (a kill mid-write): no store or conversion takes an hour. */
export const TEMP_GRACE_SECONDS = 3600;
/** Where stores write through temp files besides originals/ (whose own sweep takes its temp files). */
const TEMP_PREFIXES = ['derivatives/', 'babies/', 'users/', 'feedback/'];

export interface SweepDeps {
  orphans: OrphansRepo;
  moments: MomentsRepo;
  storage: ObjectStorage;
  uploads: UploadStore;
  log: JobLog;
}

export interface SweepReport {
  uploadsRemoved: { consumed: number; unknown: number; abandoned: number };
  uploadsMarkedAbandoned: number;
  originalsRemoved: number;
  tempFilesRemoved: number;
  momentsMissingOriginal: number;
  /** Feedback screenshots stored by a send that never committed its row (ADR 0039). */
  screenshotsRemoved: number;
}

const isPending = (upload: UploadState | undefined) =>
  upload !== undefined && upload.consumed_at === null && upload.abandoned_at === null;

/**
 * (a) The tus folder: bytes whose upload became a moment (a crash between the
 * commit and the removal), that no upload row claims, or that nobody continued
 * for a day (their rows are stamped abandoned, as are rows a day old that never got bytes).
 */
async function sweepUploads(deps: SweepDeps, now: number, report: SweepReport): Promise<void> {
  const onDisk = await deps.uploads.list();
  const rows = await deps.orphans.uploads(onDisk.map((u) => u.id));
  const abandoned: string[] = [];
  for (const { id, modifiedAt } of onDisk) {
    const row = rows.get(id);
    let reason: keyof SweepReport['uploadsRemoved'] | null = null;
    if (!row) reason = 'unknown';
    else if (!isPending(row)) reason = 'consumed';
    else if (modifiedAt < (now - ABANDONED_AFTER_SECONDS) * 1000) reason = 'abandoned';
    if (!reason) continue;
    await deps.uploads.remove(id);
    deps.log.info({ uploadId: id, reason }, 'sweep: removed the bytes of an upload');
    report.uploadsRemoved[reason] += 1;
    if (reason === 'abandoned') abandoned.push(id);
  }
  const present = new Set(onDisk.map((u) => u.id));
  const withoutBytes = (await deps.orphans.unfinishedUploadsBefore(now - ABANDONED_AFTER_SECONDS)).filter(
    (id) => !present.has(id),
  );
  await deps.orphans.markAbandoned([...abandoned, ...withoutBytes], now);
  report.uploadsMarkedAbandoned = abandoned.length + withoutBytes.length;
}

/** The upload an original (or its temp file) is named by: originals/{baby}/{year}/{upload id}.{ext}[.{uuid}.tmp]. */
const uploadOf = (key: string) => key.split('/').pop()?.split('.')[0] ?? '';

/**
 * (b) Originals no moment references, an hour old or more, whose upload is not
 * still waiting for its moment; half-written temp files of the same age go too.
 * Answers the keys the originals folder holds.
 */
async function sweepOriginals(deps: SweepDeps, now: number, report: SweepReport): Promise<Set<string>> {
  const keys: string[] = [];
  for await (const key of deps.storage.list('originals/')) keys.push(key);
  const referenced = await deps.orphans.referencedOriginals(keys.filter((key) => !key.endsWith('.tmp')));
  const candidates = keys.filter((key) => !referenced.has(key));
  const uploads = await deps.orphans.uploads([...new Set(candidates.map(uploadOf))]);
  for (const key of candidates) {
    if (!key.endsWith('.tmp') && isPending(uploads.get(uploadOf(key)))) continue;
    const object = await deps.storage.get(key);
    if (!object || object.modifiedAt >= (now - ORIGINAL_GRACE_SECONDS) * 1000) continue;
    await deps.storage.delete(key);
    deps.log.warn({ key, bytes: object.size }, 'sweep: removed an original no moment references');
    report.originalsRemoved += 1;
  }
  return new Set(keys);
}

/**
 * (c) Half-written temp files elsewhere: a derivative, a baby's or a user's
 * picture cut short by a kill (`….{uuid}.tmp`), and the upload store's own
 * (a HEIC's JPEG, a bucket upload's staged tail), an hour old or more.
 */
async function sweepTempFiles(deps: SweepDeps, now: number, report: SweepReport): Promise<void> {
  const before = (now - TEMP_GRACE_SECONDS) * 1000;
  for (const prefix of TEMP_PREFIXES) {
    for await (const key of deps.storage.list(prefix)) {
      if (!key.endsWith('.tmp')) continue;
      const object = await deps.storage.get(key);
      if (!object || object.modifiedAt >= before) continue;
      await deps.storage.delete(key);
      deps.log.warn({ key, bytes: object.size }, 'sweep: removed a half-written temp file');
      report.tempFilesRemoved += 1;
    }
  }
  for (const name of await deps.uploads.removeStaleTemp(before)) {
    deps.log.warn({ name }, "sweep: removed a half-written temp file of the uploads' store");
    report.tempFilesRemoved += 1;
  }
}

/**
 * (e) Feedback screenshots no row references, an hour old or more: their bytes are stored before the
 * transaction that writes the feedback, so a send cut short between the two leaves them behind.
 */
async function sweepScreenshots(deps: SweepDeps, now: number, report: SweepReport): Promise<void> {
  const keys: string[] = [];
  for await (const key of deps.storage.list('feedback/')) if (!key.endsWith('.tmp')) keys.push(key);
  const referenced = await deps.orphans.referencedScreenshots(keys);
  for (const key of keys.filter((k) => !referenced.has(k))) {
    const object = await deps.storage.get(key);
    if (!object || object.modifiedAt >= (now - ORIGINAL_GRACE_SECONDS) * 1000) continue;
    await deps.storage.delete(key);
    deps.log.warn({ key, bytes: object.size }, 'sweep: removed a feedback screenshot no feedback references');
    report.screenshotsRemoved += 1;
  }
}

/**
 * (d) Moments whose original is gone: told loudly, and shown as failed rather
 * than forever processing or broken. Rows are never deleted. When the
 * originals folder is empty while moments expect files, it is more likely
 * unmounted than emptied, and nothing is marked.
 */
async function checkMoments(deps: SweepDeps, listed: Set<string>, now: number, report: SweepReport): Promise<void> {
  const missing: Moment[] = [];
  for await (const page of deps.orphans.momentsWithOriginals()) {
    for (const moment of page) {
      // The listing answers for most (a bucket would cost one request per moment); one stored since is asked for.
      const key = moment.original_key;
      if (key && !listed.has(key) && !(await deps.storage.exists(key))) missing.push(moment);
    }
  }
  if (missing.length === 0) return;
  if (listed.size === 0) {
    deps.log.error(
      { missing: missing.length },
      'sweep: no original is on disk at all; is the media folder mounted? no moment was marked failed',
    );
    return;
  }
  for (const seen of missing) {
    // Read again: a remux may have moved the moment to its MP4 (and removed the .mov) meanwhile.
    const moment = await deps.moments.findById(seen.id);
    if (!moment?.original_key || moment.media_state === 'failed' || (await deps.storage.exists(moment.original_key)))
      continue;
    report.momentsMissingOriginal += 1;
    deps.log.error(
      { momentId: moment.id, babyId: moment.baby_id, key: moment.original_key },
      "sweep: a moment's original file is missing; marked failed",
    );
    await deps.moments.setMedia(
      moment,
      {
        thumb_key: moment.thumb_key,
        large_key: moment.large_key,
        xlarge_key: moment.xlarge_key,
        media_state: 'failed',
      },
      now,
    );
  }
}

/**
 * Finds and clears what crashes leave behind: stray upload bytes, unreferenced originals, half-written temp
 * files, moments without their file.
 */
export async function sweepOrphans(deps: SweepDeps): Promise<SweepReport> {
  const now = nowSeconds();
  const report: SweepReport = {
    uploadsRemoved: { consumed: 0, unknown: 0, abandoned: 0 },
    uploadsMarkedAbandoned: 0,
    originalsRemoved: 0,
    tempFilesRemoved: 0,
    momentsMissingOriginal: 0,
    screenshotsRemoved: 0,
  };
  await sweepUploads(deps, now, report);
  const originals = await sweepOriginals(deps, now, report);
  await sweepTempFiles(deps, now, report);
  await sweepScreenshots(deps, now, report);
  await checkMoments(deps, originals, now, report);
  deps.log.info({ ...report }, 'sweep: orphans swept');
  return report;
}

export function orphanSweep(deps: SweepDeps) {
  return async (): Promise<void> => {
    await sweepOrphans(deps);
  };
}
