/** Every job kind and its payload. jobs/registry.ts gives each one its handler; the worker refuses to start without one. */
export interface JobPayloads {
  'picture.derivatives': { momentId: number };
  'video.derivatives': { momentId: number };
  'mail.send': MailPayload;
  'orphans.sweep': Record<string, never>;
  /** Deletes for good what has waited TRASH_DAYS in the trash (ADR 0015). */
  'trash.purge': Record<string, never>;
  /** Deletes ended sessions, links, puzzles, QR codes and throttle counters. */
  'expired.sweep': Record<string, never>;
  /** Finishes the upload batches nobody added to for BATCH_QUIET_SECONDS, and tells the family (ADR 0030). */
  'batches.finish_quiet': Record<string, never>;
  /** One notification to its recipient's devices (Web Push), made from what they may see when it runs. */
  'push.send': { notificationId: number };
  /** Finds the members whose morning it is and queues their daily or weekly digests. */
  'digest.plan': Record<string, never>;
  /** One member's digest of one baby for one period (`d:`, `w:` or `u:{batch}`); `at` is when it was due. */
  'digest.send': { userId: number; babyId: number; period: string; at: number };
  /** Reads every stored object back against its checksum, and tells the operator of any missing or changed (ADR 0036). */
  'storage.verify': Record<string, never>;
  /** Prepares an album export a member asked for (docs/EXPORT.md): reads every original once, writes its plan. */
  'album.export': { exportId: string };
}

/** A mail as the mail job sends it; embedded images are named by their storage key, read when it is sent. */
export interface MailPayload {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: Array<{ cid: string; key: string; filename: string; contentType: string }>;
}
export type JobKind = keyof JobPayloads;
export const JOB_KINDS: readonly JobKind[] = [
  'picture.derivatives',
  'video.derivatives',
  'mail.send',
  'orphans.sweep',
  'trash.purge',
  'expired.sweep',
  'batches.finish_quiet',
  'push.send',
  'digest.plan',
  'digest.send',
  'storage.verify',
  'album.export',
];
