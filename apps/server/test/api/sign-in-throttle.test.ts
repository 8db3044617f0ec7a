import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestFrom, signInFrom } from '../helpers/from-address.js';
import { makeUser, PASSWORD } from '../helpers/family.js';
import { solvedPuzzle } from '../helpers/puzzle.js';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
const codeOf = (reply: { body: unknown }) => (reply.body as { error?: { code?: string } }).error?.code;

describe('sign-in: the puzzle after 3 failures, then "too fast"', () => {
  it('checks no more passwords without the puzzle for a parallel burst than for a sequence', async () => {
    const user = await makeUser(server.ctx, 'burst');
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => signInFrom('127.0.0.1', server.url, user.email, 'wrong-password-1')),
    );
    const counts = tally(replies.map((r) => r.status));
    // 10 attempts per login and address a window; of those, 3 have their password checked.
    expect(counts[401], JSON.stringify(counts)).toBe(3);
    expect(counts[403], JSON.stringify(counts)).toBe(7);
    expect(counts[429], JSON.stringify(counts)).toBe(40);
    expect(replies.find((r) => r.status === 429)?.body).toEqual({
      error: { code: 'too_fast', message: 'That was too quick. Please wait a moment and try again.' },
    });
    expect(replies.find((r) => r.status === 403)?.body).toEqual({
      error: { code: 'puzzle_required', message: 'Please slide the piece into the gap to continue.' },
    });
  });

  it("asks the owner for the puzzle after a stranger's wrong passwords, but does not lock them out", async () => {
    const user = await makeUser(server.ctx, 'lockout');
    for (let i = 0; i < 3; i += 1)
      expect((await signInFrom('127.0.0.4', server.url, user.email, 'guess-1')).status).toBe(401);
    const owner = await signInFrom('127.0.0.2', server.url, user.email, PASSWORD);
    expect(owner.status).toBe(403);
    expect(codeOf(owner)).toBe('puzzle_required');
    const solved = await signInFrom(
      '127.0.0.2',
      server.url,
      user.email,
      PASSWORD,
      await solvedPuzzle(server, '127.0.0.2'),
    );
    expect(solved.status).toBe(200);
    // Success reset the count: the next sign-in needs no puzzle.
    expect((await signInFrom('127.0.0.2', server.url, user.email, PASSWORD)).status).toBe(200);
  });

  it('counts failures per address too, not taken from X-Forwarded-For unless a proxy is configured', async () => {
    const first = await makeUser(server.ctx, 'spray-a');
    const second = await makeUser(server.ctx, 'spray-b');
    for (let i = 0; i < 3; i += 1)
      expect((await signInFrom('127.0.0.5', server.url, i === 1 ? second.email : first.email, 'guess-1')).status).toBe(
        401,
      );
    const spoofed = await requestFrom('127.0.0.5', `${server.url}/api/en/users/sign_in.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.9' },
      body: new URLSearchParams({
        login: (await makeUser(server.ctx, 'spray-c')).email,
        password: 'guess-1',
      }).toString(),
    });
    expect(spoofed.status).toBe(403);
    expect(codeOf(spoofed)).toBe('puzzle_required');
  });

  it('takes each puzzle once: a replayed or misplaced answer fails', async () => {
    const user = await makeUser(server.ctx, 'replay');
    for (let i = 0; i < 3; i += 1)
      expect((await signInFrom('127.0.0.6', server.url, user.email, 'typo-1')).status).toBe(401);
    const puzzle = await solvedPuzzle(server, '127.0.0.6');
    expect((await signInFrom('127.0.0.6', server.url, user.email, 'typo-2', puzzle)).status).toBe(401);
    const replayed = await signInFrom('127.0.0.6', server.url, user.email, PASSWORD, puzzle);
    expect(replayed.status).toBe(403);
    expect(replayed.body).toEqual({
      error: { code: 'puzzle_failed', message: 'The piece did not fit. Please try the puzzle again.' },
    });
    const misplaced = await signInFrom(
      '127.0.0.6',
      server.url,
      user.email,
      PASSWORD,
      await solvedPuzzle(server, '127.0.0.6', 40),
    );
    expect(codeOf(misplaced)).toBe('puzzle_failed');
    const madeUp = await signInFrom('127.0.0.6', server.url, user.email, PASSWORD, {
      puzzle_id: 'made-up-challenge-id',
      puzzle_x: '100',
    });
    expect(codeOf(madeUp)).toBe('puzzle_failed');
    // Two parallel answers to one puzzle: one is checked.
    const shared = await solvedPuzzle(server, '127.0.0.6');
    const both = await Promise.all([0, 1].map(() => signInFrom('127.0.0.6', server.url, user.email, PASSWORD, shared)));
    expect(both.map((r) => r.status).sort()).toEqual([200, 403]);
  });

  it('says on the 3rd failure that the next attempt needs the puzzle, so the page can show it first', async () => {
    const user = await makeUser(server.ctx, 'next-puzzle');
    const failures = [];
    for (let i = 0; i < 3; i += 1) failures.push(await signInFrom('127.0.0.7', server.url, user.email, 'typo-1'));
    expect(failures.map((r) => r.status)).toEqual([401, 401, 401]);
    // The first two say nothing more; the code stays the same on the third.
    for (const early of failures.slice(0, 2))
      expect(early.body).toEqual({
        error: { code: 'invalid_credentials', message: 'The email or password is incorrect. Please try again.' },
      });
    expect(failures[2]?.body).toEqual({
      error: {
        code: 'invalid_credentials',
        message: 'The email or password is incorrect. Please try again.',
        details: { puzzle_required_next: true },
      },
    });
    // It was right: the 4th attempt without the puzzle is refused, and with it the right password gets in.
    expect(codeOf(await signInFrom('127.0.0.7', server.url, user.email, PASSWORD))).toBe('puzzle_required');
    const solved = await signInFrom(
      '127.0.0.7',
      server.url,
      user.email,
      PASSWORD,
      await solvedPuzzle(server, '127.0.0.7'),
    );
    expect(solved.status).toBe(200);
  });

  it('keeps saying so for a wrong password behind a solved puzzle, and for the address that made the failures', async () => {
    const first = await makeUser(server.ctx, 'next-puzzle-a');
    const second = await makeUser(server.ctx, 'next-puzzle-b');
    for (let i = 0; i < 3; i += 1) await signInFrom('127.0.0.8', server.url, first.email, 'typo-1');
    // Another login from the same address is past the address's count: its first failure already says so.
    const other = await signInFrom(
      '127.0.0.8',
      server.url,
      second.email,
      'typo-1',
      await solvedPuzzle(server, '127.0.0.8'),
    );
    expect(other.status).toBe(401);
    expect((other.body as { error: { details?: unknown } }).error.details).toEqual({ puzzle_required_next: true });
  });

  it('resets the count on success', async () => {
    const user = await makeUser(server.ctx, 'clears');
    for (let i = 0; i < 2; i += 1)
      expect((await signInFrom('127.0.0.3', server.url, user.email, 'typo-1')).status).toBe(401);
    expect((await signInFrom('127.0.0.3', server.url, user.email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 3; i += 1)
      expect((await signInFrom('127.0.0.3', server.url, user.email, 'typo-1')).status).toBe(401);
    expect(codeOf(await signInFrom('127.0.0.3', server.url, user.email, 'typo-1'))).toBe('puzzle_required');
  });

  it('does not spend the login over all addresses with answers that never checked a password', async () => {
    const user = await makeUser(server.ctx, 'distributed');
    // 12 addresses × 6 parallel guesses: 3 have their password checked, the rest are asked for the puzzle.
    const addresses = Array.from({ length: 12 }, (_v, i) => `127.0.1.${i + 1}`);
    const replies = await Promise.all(
      addresses.flatMap((address) =>
        Array.from({ length: 6 }, () => signInFrom(address, server.url, user.email, 'spray-1')),
      ),
    );
    const counts = tally(replies.map((r) => r.status));
    expect(counts, JSON.stringify(counts)).toEqual({ 401: 3, 403: 69 });
    // The login's stop counts password checks only (owner-lockout.test.ts fills it): a fresh address gets in.
    expect(
      (await signInFrom('127.0.2.1', server.url, user.email, PASSWORD, await solvedPuzzle(server, '127.0.2.1'))).status,
    ).toBe(200);
  });
});
