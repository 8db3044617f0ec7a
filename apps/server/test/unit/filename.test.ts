import { describe, expect, it } from 'vitest';
import { attachmentDisposition, cleanFilename, downloadName } from '../../src/util/filename.js';

describe('file names kept for downloads', () => {
  it('keeps the last path segment, without control or reserved characters', () => {
    expect(cleanFilename('C:\\Users\\mum\\IMG_0001.JPG')).toBe('IMG_0001.JPG');
    expect(cleanFilename('../../etc/passwd')).toBe('passwd');
    expect(cleanFilename('a\u0000b\nc<d>e:"f|g?h*.jpg')).toBe('abcdefgh.jpg');
    expect(cleanFilename('  ..  ')).toBeNull();
    expect(cleanFilename('')).toBeNull();
    expect(cleanFilename(undefined)).toBeNull();
    expect([...(cleanFilename(`${'가'.repeat(300)}.jpg`) ?? '')]).toHaveLength(120);
  });

  it('names a download with the stored extension, or after the baby and the day, or after the moment', () => {
    const taken = { momentId: 7, babyName: 'Mia Rose', takenAtGmt: Date.parse('2025-10-03T12:00:00Z') / 1000 };
    expect(downloadName('IMG_0001.HEIC', taken, 'jpg')).toBe('IMG_0001.jpg');
    expect(downloadName('clip', taken, 'mp4')).toBe('clip.mp4');
    expect(downloadName(null, taken, 'jpg')).toBe('Mia Rose 2025-10-03.jpg');
    // A name no file system takes is cleaned like an uploader's.
    expect(downloadName(null, { ...taken, babyName: 'Mia/Rose?' }, 'jpg')).toBe('Mia Rose 2025-10-03.jpg');
    expect(downloadName(null, { ...taken, babyName: null }, 'jpg')).toBe('sprout-7.jpg');
  });

  it('writes Content-Disposition with an ASCII fallback and the exact name in filename*', () => {
    expect(attachmentDisposition('IMG_0001.jpg')).toBe(
      `attachment; filename="IMG_0001.jpg"; filename*=UTF-8''IMG_0001.jpg`,
    );
    const header = attachmentDisposition(`été "beach" (1)'s 100%.jpg`);
    expect(header).toBe(
      `attachment; filename="_t_ _beach_ (1)'s 100_.jpg"; filename*=UTF-8''%C3%A9t%C3%A9%20%22beach%22%20%281%29%27s%20100%25.jpg`,
    );
    expect(decodeURIComponent(header.split("UTF-8''")[1] ?? '')).toBe(`été "beach" (1)'s 100%.jpg`);
  });
});
