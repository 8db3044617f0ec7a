import { describe, expect, it } from 'vitest';
import { makeUser, PASSWORD } from '../helpers/family.js';
import { requestFrom, signInFrom, type RawReply } from '../helpers/from-address.js';
import { serverWithSmtp } from '../helpers/mail-server.js';
import { solvedPuzzle } from '../helpers/puzzle.js';
import { mailText } from '../helpers/smtp.js';

/**
 * A stranger attacking the owner's login from many addresses must not lock the
 * owner out: answers that never checked a password do not spend the login's
 * stop, and a browser that proved the mailbox is the owner's gets in anyway.
 */
const mailed = serverWithSmtp();

const tally = (replies: RawReply[]) =>
  replies.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});

/** The `sprout_device` cookie a reply sets, as a Cookie header. */
function deviceCookie(reply: RawReply): string {
  const set = ([] as string[]).concat(reply.headers['set-cookie'] ?? []);
  const found = set.find((c) => c.startsWith('sprout_device='));
  return found?.split(';')[0] ?? '';
}

describe('a login attacked from many addresses', () => {
  it('lets the owner in with the right password and a solved puzzle after 5 addresses × 10 wrong ones', async () => {
    const { server } = mailed;
    const user = await makeUser(server.ctx, 'attacked');
    const attack = await Promise.all(
      Array.from({ length: 5 }, (_v, a) => `127.0.4.${a + 1}`).flatMap((address) =>
        Array.from({ length: 10 }, () => signInFrom(address, server.url, user.email, 'guess-1')),
      ),
    );
    // 3 passwords checked, then the puzzle; nobody reached a stop.
    expect(tally(attack)).toEqual({ 401: 3, 403: 47 });
    const owner = await signInFrom(
      '127.0.4.9',
      server.url,
      user.email,
      PASSWORD,
      await solvedPuzzle(server, '127.0.4.9'),
    );
    expect(owner.status).toBe(200);
  });

  it('still stops 50 password checks a window, and the reset link gets the owner in through it', async () => {
    const { server } = mailed;
    const user = await makeUser(server.ctx, 'besieged');
    // A stranger who solves every puzzle: 50 password checks reach the login's stop, the rest are refused.
    const addresses = Array.from({ length: 6 }, (_v, a) => `127.0.5.${a + 1}`);
    const puzzles = await Promise.all(
      addresses.flatMap((address) => Array.from({ length: 10 }, () => solvedPuzzle(server, address))),
    );
    const attack = await Promise.all(
      addresses.flatMap((address, a) =>
        Array.from({ length: 10 }, (_v, i) =>
          signInFrom(address, server.url, user.email, 'guess-1', puzzles[a * 10 + i]),
        ),
      ),
    );
    expect(tally(attack)).toEqual({ 401: 50, 429: 10 });
    const refused = await signInFrom(
      '127.0.5.9',
      server.url,
      user.email,
      PASSWORD,
      await solvedPuzzle(server, '127.0.5.9'),
    );
    expect(refused.status).toBe(429);

    const asked = await requestFrom('127.0.5.9', `${server.url}/api/en/users/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: user.email }).toString(),
    });
    expect(asked.status).toBe(204);
    const mail = mailed.mails.findLast((m) => m.to.includes(user.email));
    const token = /\/password\/set\?token=([A-Za-z0-9_-]{20,})/.exec(mailText(mail?.raw ?? ''))?.[1] ?? '';
    const reset = await requestFrom('127.0.5.9', `${server.url}/api/en/users/password`, {
      method: 'PUT',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ reset_password_token: token, password: 'brand new 77' }).toString(),
    });
    expect(reset.status).toBe(204);
    const cookie = deviceCookie(reset);
    expect(cookie).not.toBe('');

    const signIn = (from: string, extra: Record<string, string>, headers: Record<string, string> = {}) =>
      requestFrom(from, `${server.url}/api/en/users/sign_in.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ login: user.email, password: 'brand new 77', ...extra }).toString(),
      });
    // Without the browser's proof the stop still holds; with it the owner gets in, from any address.
    expect((await signIn('127.0.5.10', await solvedPuzzle(server, '127.0.5.10'))).status).toBe(429);
    const owner = await signIn('127.0.5.11', await solvedPuzzle(server, '127.0.5.11'), { cookie });
    expect(owner.status).toBe(200);
    // A device cookie of another account proves nothing for this one.
    const other = await makeUser(server.ctx, 'other-device');
    const otherSignIn = await signInFrom('127.0.5.12', server.url, other.email, PASSWORD);
    const foreign = await signIn('127.0.5.12', await solvedPuzzle(server, '127.0.5.12'), {
      cookie: deviceCookie(otherSignIn),
    });
    expect(foreign.status).toBe(429);
  });
});
