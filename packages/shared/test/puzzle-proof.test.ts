import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { proofHolds, sha256Words, solveProof } from '../src/puzzle-proof.js';

const hex = (words: Uint32Array) => [...words].map((w) => w.toString(16).padStart(8, '0')).join('');

describe('the puzzle proof of work', () => {
  it('hashes as SHA-256 does, across block boundaries', () => {
    for (const length of [0, 3, 55, 56, 63, 64, 65, 119, 200]) {
      const bytes = new Uint8Array(length).map((_v, i) => (i * 31 + 7) & 0xff);
      expect(hex(sha256Words(bytes)), String(length)).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });

  it('finds a nonce the check accepts, and the check refuses others', async () => {
    const nonce = await solveProof('some-puzzle-id', 12);
    expect(proofHolds('some-puzzle-id', nonce, 12)).toBe(true);
    const digest = createHash('sha256').update(`some-puzzle-id:${nonce}`).digest();
    expect(digest[0]).toBe(0);
    expect(digest[1]! >> 4).toBe(0);
    expect(proofHolds('other-puzzle-id', nonce, 12) && proofHolds('third-puzzle-id', nonce, 12)).toBe(false);
    for (const bad of ['', '-1', '1e3', '0x10', '1'.repeat(16), ' 1']) expect(proofHolds('p', bad, 0), bad).toBe(false);
  });
});
