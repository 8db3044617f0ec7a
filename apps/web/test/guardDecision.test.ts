import { describe, expect, it } from 'vitest';
import {
  afterUserCheck,
  decideRoute,
  isPublicPath,
  loginPathFor,
  normalizePath,
  PUBLIC_PATHS,
} from '../src/app/guardDecision';
import { afterSignIn } from '../src/lib/nextPath';

describe('decideRoute', () => {
  it('sends / to /login, signed in or not', () => {
    expect(decideRoute('/', false)).toEqual({ redirect: '/login' });
    expect(decideRoute('/', true)).toEqual({ redirect: '/login' });
  });

  it('lets every public path pass without a token', () => {
    for (const path of PUBLIC_PATHS) expect(decideRoute(path, false)).toBe('pass');
  });

  it('checks the user first for any other path without a token', () => {
    for (const path of [
      '/timeline',
      '/timeline/swiper',
      '/babyinfo/setfamily',
      '/feedback',
      '/password/reset',
      '/addBaby',
      '/nowhere',
    ]) {
      expect(decideRoute(path, false)).toBe('fetchUser');
    }
  });

  it('opens the page a password mail links to without a session: its token is the credential', () => {
    expect(decideRoute('/password/set', false)).toBe('pass');
  });

  it('sends a signed-in user from /login to the timeline and from /noLoginFeedback to feedback', () => {
    expect(decideRoute('/login', true)).toEqual({ redirect: '/timeline' });
    expect(decideRoute('/noLoginFeedback', true)).toEqual({ redirect: '/feedback' });
    expect(decideRoute('/login/', true)).toEqual({ redirect: '/timeline' });
    expect(decideRoute('/nologinfeedback', true)).toEqual({ redirect: '/feedback' });
  });

  it('sends a signed-in user from /download, a route with nothing to show (spec §2), to the timeline', () => {
    expect(decideRoute('/download', true)).toEqual({ redirect: '/timeline' });
    expect(decideRoute('/Download/', true)).toEqual({ redirect: '/timeline' });
    expect(decideRoute('/download', false)).toBe('pass');
  });

  it('lets a signed-in user through everywhere else, public pages included', () => {
    for (const path of ['/timeline', '/timeline/reply/swiper', '/faq', '/noaccount', '/password/forget', '/unknown']) {
      expect(decideRoute(path, true)).toBe('pass');
    }
  });

  it('treats trailing slashes and letter case like the router does', () => {
    expect(decideRoute('/faq/', false)).toBe('pass');
    expect(decideRoute('/NoAccount', false)).toBe('pass');
    expect(decideRoute('/password/forget/', false)).toBe('pass');
  });
});

describe('helpers', () => {
  it('normalizes paths', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/faq//')).toBe('/faq');
    expect(normalizePath('')).toBe('/');
  });

  it('knows the public paths only', () => {
    expect(isPublicPath('/password/forget')).toBe(true);
    expect(isPublicPath('/password/reset')).toBe(false);
    expect(isPublicPath('/timeline')).toBe(false);
  });

  it('opens an invitation link to anyone holding it, signed in or not', () => {
    expect(isPublicPath('/invitation/abcdefghijklmnopqrstuvwxyz')).toBe(true);
    expect(isPublicPath('/invitation')).toBe(false);
    expect(decideRoute('/invitation/abcdefghijklmnopqrstuvwxyz', false)).toBe('pass');
    expect(decideRoute('/invitation/abcdefghijklmnopqrstuvwxyz', true)).toBe('pass');
  });
});

describe('a link opened signed out', () => {
  it('is carried to the sign-in page, unless it is the timeline or a public page', () => {
    expect(loginPathFor('/timeline/swiper?event=3&moment=4')).toBe(
      `/login?next=${encodeURIComponent('/timeline/swiper?event=3&moment=4')}`,
    );
    expect(loginPathFor('/mia-rose')).toBe('/login?next=%2Fmia-rose');
    // A path the route table does not know goes to plain /login (issue 23), but one segment may be a personal domain.
    expect(loginPathFor('/no/such/page', true)).toBe('/login');
    expect(loginPathFor('/timeline-typo/photos?x=1', true)).toBe('/login');
    expect(loginPathFor('/mia-rose', true)).toBe('/login?next=%2Fmia-rose');
    for (const path of ['/', '/timeline', '/Timeline/', '/login', '/faq'])
      expect(loginPathFor(path), path).toBe('/login');
  });

  it('is opened after signing in only when it is a path of this app', () => {
    expect(afterSignIn('/timeline/swiper?event=3&moment=4')).toBe('/timeline/swiper?event=3&moment=4');
    for (const next of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/login?next=/x',
      '/LOGIN',
    ]) {
      expect(afterSignIn(next), String(next)).toBe('/timeline');
    }
  });
});

describe('afterUserCheck', () => {
  it("keeps a QR approval page a phone's cookie still signs in to; every other page goes to the timeline (spec §2)", () => {
    expect(afterUserCheck('/qr/AbCdEfGhIjKlMnOpQrStUv', '')).toBe('/qr/AbCdEfGhIjKlMnOpQrStUv');
    for (const path of ['/babyinfo', '/qr', '/qr/a/b', '/feedback'])
      expect(afterUserCheck(path, ''), path).toBe('/timeline');
  });

  it("opens public pages for anyone holding a provider's answer or an address-change link", () => {
    expect(decideRoute('/auth/callback/google', false)).toBe('pass');
    expect(decideRoute('/email/confirm', false)).toBe('pass');
  });
});
