/** Every job kind and its payload. The worker refuses to start if one lacks a handler. */
export interface JobPayloads {
  'picture.derivatives': { momentId: number };
  'video.derivatives': { momentId: number };
  'mail.send': { to: string; subject: string; text: string };
}
export type JobKind = keyof JobPayloads;
export const JOB_KINDS: readonly JobKind[] = ['picture.derivatives', 'video.derivatives', 'mail.send'];
