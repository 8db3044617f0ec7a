/**
 * The page to open after signing in: `next` (the link a signed-out visitor
 * opened, carried by the route guard) when it is a path of this app, else the timeline.
 */
export function afterSignIn(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/timeline';
  return /^\/login(?:[/?#]|$)/i.test(next) ? '/timeline' : next;
}
