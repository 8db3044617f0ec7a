/**
 * Media time as players show it (spec §9): "m:ss" under an hour, "h:mm:ss"
 * from one hour on; hours are left out when zero and capped at 99 (anything
 * longer shows as 99:59:59). Anything that is not a finite, positive number of
 * seconds shows as 0:00.
 */
export const MAX_DURATION_HOURS = 99;
const MAX_SECONDS = MAX_DURATION_HOURS * 3600 + 59 * 60 + 59;

export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.min(MAX_SECONDS, Math.floor(seconds)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  const ss = String(secs).padStart(2, '0');
  if (hours === 0) return `${minutes}:${ss}`;
  return `${hours}:${String(minutes).padStart(2, '0')}:${ss}`;
}
