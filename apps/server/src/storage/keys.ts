import { randomUUID } from 'node:crypto';

/**
 * Every layout of an object key, in one place: a move to S3 or a new
 * derivative changes this file only. Keys are made by the server, never by users.
 */

/**
 * A moment's original, named by the upload it came from: a retried
 * `POST /moments` after a crash finds the bytes it already stored.
 */
export function originalKey(babyId: number, localDay: string, uploadId: string, ext: string): string {
  return `originals/${babyId}/${localDay.slice(0, 4)}/${uploadId}.${ext}`;
}

/** An original brought in by an album import (docs/EXPORT.md), named by the import and the archive's moment id. */
export function importedOriginalKey(importId: string, archiveMomentId: number, ext: string): string {
  return `originals/imported/${importId}/${archiveMomentId}.${ext}`;
}

/** The same original stored again in another container (a QuickTime video rewrapped as MP4). */
export function withExtension(key: string, ext: string): string {
  return key.replace(/\.[a-z0-9]+$/i, `.${ext}`);
}

export type DerivativeKind = 'thumb' | 'large' | 'xlarge';

/** Where the renditions of an original live. */
export function derivativeKeys(original: string): Record<DerivativeKind, string> {
  const base = original.replace(/^originals\//, 'derivatives/').replace(/\.[a-z0-9]+$/i, '');
  return { thumb: `${base}-thumb.jpg`, large: `${base}-large.jpg`, xlarge: `${base}-xlarge.jpg` };
}

/** A baby's profile picture or cover; a new name each time, so browsers never show an old one. */
export function babyImageKey(babyId: number, kind: 'profile' | 'background'): string {
  return `babies/${babyId}/${kind}-${randomUUID()}.jpg`;
}

/** A user's profile picture; a new name each time, like a baby's. */
export function userImageKey(userId: number): string {
  return `users/${userId}/profile-${randomUUID()}.jpg`;
}

/** A feedback's screenshot, re-encoded; named before its row exists (the row is written after the bytes). */
export function feedbackScreenshotKey(): string {
  return `feedback/${randomUUID()}.jpg`;
}
/**
 * Where media objects live: what a backup copies and verify checks. Uploads in progress (tus/) and the
 * start-up probe (probe/) are not media.
 */
export const MEDIA_PREFIXES = ['originals/', 'derivatives/', 'babies/', 'users/'] as const;

/** A media object, and not a temp file a store is writing through. */
export const isMediaKey = (key: string) =>
  MEDIA_PREFIXES.some((prefix) => key.startsWith(prefix)) && !key.endsWith('.tmp');
/** A prepared album export (docs/EXPORT.md): its state (progress) and its plan, under one unguessable id. */
export function exportKeys(exportId: string): { state: string; plan: string } {
  return { state: `exports/${exportId}/state.json`, plan: `exports/${exportId}/plan.json` };
}
