/**
 * The route guard of spec §2 as a pure decision, so it can be tested without
 * a browser. The component in RouteGuard.tsx carries it out.
 */
export const PUBLIC_PATHS = [
  '/login',
  '/download',
  '/noLoginFeedback',
  '/faq',
  '/password/forget',
  '/noaccount',
  '/introduce',
  // The privacy policy and terms of use the landing page's footer links to (issue 22).
  '/privacy',
  '/terms',
  // The page a reset mail links to: its token is the credential (issue 12).
  '/password/set',
  // The page a verification mail links to, whoever is signed in.
  '/verify_email',
  // The page an address-change mail links to: its token is the credential.
  '/email/confirm',
] as const;

/** Where a signed-in user is sent instead of a public-only page. */
const SIGNED_IN_REDIRECTS: Readonly<Record<string, string>> = {
  '/login': '/timeline',
  '/noLoginFeedback': '/feedback',
  // A route whose content is not shown (spec §2): a signed-in user is better off on their album.
  '/download': '/timeline',
};

export type GuardDecision = 'pass' | 'fetchUser' | { redirect: string };

/** Drops a trailing slash and compares case-insensitively, as the router matches paths. */
export function normalizePath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed === '' ? '/' : trimmed;
}

function canonical(path: string, known: readonly string[]): string | undefined {
  const lower = normalizePath(path).toLowerCase();
  return known.find((candidate) => candidate.toLowerCase() === lower);
}

/** Pages under these prefixes are open to anyone holding their link (an invitation's token, a provider's answer, a digest's unsubscribe). */
const PUBLIC_PREFIXES = ['/invitation/', '/auth/callback/', '/unsubscribe/'] as const;

export function isPublicPath(path: string): boolean {
  const normalized = normalizePath(path);
  return canonical(path, PUBLIC_PATHS) !== undefined || PUBLIC_PREFIXES.some((prefix) => normalized.startsWith(prefix));
}

/**
 * @param path     the location's pathname
 * @param hasToken a token or the cookie placeholder is stored
 */
export function decideRoute(path: string, hasToken: boolean): GuardDecision {
  if (normalizePath(path) === '/') return { redirect: '/login' };
  if (hasToken) {
    const publicPath = canonical(path, Object.keys(SIGNED_IN_REDIRECTS));
    const target = publicPath === undefined ? undefined : SIGNED_IN_REDIRECTS[publicPath];
    return target === undefined ? 'pass' : { redirect: target };
  }
  return isPublicPath(path) ? 'pass' : 'fetchUser';
}

/**
 * Where a signed-out visitor is sent to sign in: /login, carrying the page
 * they asked for (a link to a photo) so signing in lands on it. A path the
 * route table does not know (`unknownPath`) is carried only when it is one
 * segment, which may be a baby's personal domain (/mia-rose); any other is
 * plain /login (spec §2, issue 23).
 */
export function loginPathFor(target: string, unknownPath = false): string {
  const path = target.split('?')[0] ?? '';
  if (normalizePath(path) === '/' || normalizePath(path).toLowerCase() === '/timeline' || isPublicPath(path))
    return '/login';
  if (unknownPath && normalizePath(path).split('/').filter(Boolean).length !== 1) return '/login';
  return `/login?next=${encodeURIComponent(target)}`;
}

/**
 * Pages a link opens for one purpose: a QR code's approval, scanned by a phone whose
 * browser still has its session cookie but no stored sign-in (a new tab, cleared site
 * data). After the user check succeeds they open as asked, where spec §2 sends every
 * other path to the timeline: the timeline would lose the code the phone just scanned.
 */
const KEPT_AFTER_CHECK = [/^\/qr\/[^/]+$/i] as const;

/** Where a signed-in user goes once the route guard's user check succeeded. */
export function afterUserCheck(path: string, search: string): string {
  const normalized = normalizePath(path);
  return KEPT_AFTER_CHECK.some((pattern) => pattern.test(normalized)) ? `${normalized}${search}` : '/timeline';
}
