/** Every job kind and its payload. jobs/registry.ts gives each one its handler; the worker refuses to start without one. */
export interface JobPayloads {
  'picture.derivatives': { momentId: number };
  'video.derivatives': { momentId: number };
  'mail.send': { to: string; subject: string; text: string };
  'orphans.sweep': Record<string, never>;
  /** Deletes for good what has waited TRASH_DAYS in the trash (ADR 0015). */
  'trash.purge': Record<string, never>;
  /** Deletes ended sessions, links, puzzles, QR codes and throttle counters. */
  'expired.sweep': Record<string, never>;
}
export type JobKind = keyof JobPayloads;
export const JOB_KINDS: readonly JobKind[] = [
  'picture.derivatives',
  'video.derivatives',
  'mail.send',
  'orphans.sweep',
  'trash.purge',
  'expired.sweep',
];
