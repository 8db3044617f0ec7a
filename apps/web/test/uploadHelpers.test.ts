import { describe, expect, it } from 'vitest';
import { newClientId } from '../src/features/upload/clientId';
import { tusUploadId } from '../src/features/upload/tusUpload';
import { tokenNeedsRefresh, UploadTokenCache } from '../src/features/upload/uploadTokens';
import type { UploadTokenReply } from '@sprout/shared';

describe('tusUploadId', () => {
  it('takes the last path segment of the upload URL', () => {
    expect(tusUploadId('http://127.0.0.1:3000/tus/abc123')).toBe('abc123');
    expect(tusUploadId('/tus/files/abc123/')).toBe('abc123');
    expect(tusUploadId('https://x.test/tus/abc123?sig=1#frag')).toBe('abc123');
    expect(tusUploadId('')).toBe('');
  });
});

describe('upload tokens', () => {
  const token = (expiration: number): UploadTokenReply => ({
    service: 'tus',
    bucket: '',
    endpoint: '/tus',
    sts_token: `t${expiration}`,
    access_key_id: '',
    access_key_secret: '',
    paths: { pictures: '', videos: '', audios: '' },
    expiration,
    max_bytes: 1_000,
  });

  it('refreshes within 1800 s of expiry', () => {
    expect(tokenNeedsRefresh({ expiration: 10_000 }, 10_000 - 1801)).toBe(false);
    expect(tokenNeedsRefresh({ expiration: 10_000 }, 10_000 - 1800)).toBe(true);
    expect(tokenNeedsRefresh({ expiration: 10_000 }, 20_000)).toBe(true);
  });

  it('reuses a fresh token per baby and fetches again near expiry or after a failure', async () => {
    let now = 0;
    const asked: number[] = [];
    let fail = false;
    const cache = new UploadTokenCache(
      async (babyId) => {
        asked.push(babyId);
        if (fail) throw new Error('403');
        return token(now + 3600);
      },
      () => now,
    );
    expect((await cache.get(1)).sts_token).toBe('t3600');
    await cache.get(1);
    await cache.get(2);
    expect(asked).toEqual([1, 2]);
    now = 1801;
    expect((await cache.get(1)).sts_token).toBe('t5401');
    expect(asked).toEqual([1, 2, 1]);
    fail = true;
    await expect(cache.get(3)).rejects.toThrow('403');
    fail = false;
    await cache.get(3);
    expect(asked).toEqual([1, 2, 1, 3, 3]);
  });
});

describe('newClientId', () => {
  it('makes v4 UUIDs even without randomUUID', () => {
    const id = newClientId({ getRandomValues: crypto.getRandomValues.bind(crypto) });
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newClientId()).toMatch(/^[0-9a-f-]{36}$/);
  });
});
