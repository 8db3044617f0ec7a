/** The comments screen over the timeline: `/timeline/reply?event=1` or `?moment=2`. */
export type ReplyTarget = { type: 'event' | 'moment'; id: number };

export function replyPath(target: ReplyTarget): string {
  return `/timeline/reply?${new URLSearchParams({ [target.type]: String(target.id) }).toString()}`;
}

/** The viewer over a reply screen keeps the screen's target in `reply=moment:2`. */
export function replyParam(target: ReplyTarget): URLSearchParams {
  return new URLSearchParams({ reply: `${target.type}:${target.id}` });
}

/** The target in the search params (`reply=` first, then event, then moment), or null. */
export function readReplyTarget(search: URLSearchParams): ReplyTarget | null {
  const kept = /^(event|moment):(\d{1,15})$/.exec(search.get('reply') ?? '');
  if (kept) return { type: kept[1] as ReplyTarget['type'], id: Number(kept[2]) };
  for (const type of ['event', 'moment'] as const) {
    const raw = search.get(type);
    if (raw === null) continue;
    const id = Number(raw);
    return Number.isSafeInteger(id) && id > 0 ? { type, id } : null;
  }
  return null;
}
