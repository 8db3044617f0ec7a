import { describe, expect, it } from 'vitest';
import { decideRouteError, isChunkLoadError, parseReloadAt, RELOAD_GUARD_MS } from '../src/app/routeErrorRecovery';
import { uploadFailureText } from '../src/features/upload/failureText';

const chromium = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/AlbumPage-x1.js');
const now = 1_800_000_000_000;

describe('what a route error boundary does', () => {
  it('knows a screen whose code could not be fetched, in each browser’s words', () => {
    expect(isChunkLoadError(chromium)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads once after a deploy, then offers a retry instead of reloading again', () => {
    expect(decideRouteError({ error: chromium, online: true, lastReloadAt: null, now })).toBe('reload');
    expect(decideRouteError({ error: chromium, online: true, lastReloadAt: now - 2_000, now })).toBe('update_failed');
    // A later deploy, long after the last self-reload, reloads again.
    expect(decideRouteError({ error: chromium, online: true, lastReloadAt: now - RELOAD_GUARD_MS, now })).toBe(
      'reload',
    );
    // A clock set back is no reason to stop reloading for good.
    expect(decideRouteError({ error: chromium, online: true, lastReloadAt: now + 5_000, now })).toBe('reload');
  });

  it('waits calmly while offline, and calls anything else an error', () => {
    expect(decideRouteError({ error: chromium, online: false, lastReloadAt: null, now })).toBe('offline');
    expect(decideRouteError({ error: chromium, online: false, lastReloadAt: now - 1, now })).toBe('offline');
    expect(decideRouteError({ error: new Error('boom'), online: true, lastReloadAt: null, now })).toBe('error');
    expect(decideRouteError({ error: new Error('boom'), online: false, lastReloadAt: null, now })).toBe('offline');
  });

  it('reads the stored reload time, ignoring what is not one', () => {
    expect(parseReloadAt(String(now))).toBe(now);
    expect(parseReloadAt(null)).toBeNull();
    expect(parseReloadAt('soon')).toBeNull();
    expect(parseReloadAt('0')).toBeNull();
  });
});

describe('a failed upload’s words', () => {
  // The catalogue's shape without i18next: the key and its values.
  const t = ((key: string, values?: Record<string, unknown>) =>
    values ? `${key} ${JSON.stringify(values)}` : key) as unknown as Parameters<typeof uploadFailureText>[1];

  it('says a lost connection in words, with the code as a detail', () => {
    expect(uploadFailureText({ code: '745', message: '' }, t)).toEqual({
      text: 'uploads:connection_lost',
      detail: 'uploads:error_code {"code":"745"}',
    });
    expect(uploadFailureText({ code: '800', message: '' }, t).text).toBe('uploads:connection_lost');
  });

  it('keeps the server’s message, a code’s own message, or the generic text with the code', () => {
    expect(uploadFailureText({ code: 'disk_full', message: 'The disk is full.' }, t)).toEqual({
      text: 'The disk is full.',
      detail: null,
    });
    expect(uploadFailureText({ code: '620', message: '' }, t)).toEqual({
      text: 'errors:620',
      detail: 'uploads:error_code {"code":"620"}',
    });
    expect(uploadFailureText({ code: '777', message: '' }, t)).toEqual({
      text: 'uploads:error_with_code {"code":"777"}',
      detail: null,
    });
  });
});
