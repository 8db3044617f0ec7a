/** Seconds left before another mail may be asked for, from when the last one was sent (ms). */
export function secondsLeft(sentAtMs: number | null, nowMs: number, waitSeconds: number): number {
  if (sentAtMs === null) return 0;
  return Math.max(0, Math.ceil(waitSeconds - (nowMs - sentAtMs) / 1000));
}
