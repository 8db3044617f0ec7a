import type { UserTokensRepo } from '../repositories/user-tokens.repo.js';
import { hashToken, randomToken } from '../util/tokens.js';
import { nowSeconds } from '../util/time.js';

/** How long a browser stays known after it last proved itself. */
export const DEVICE_SECONDS = 90 * 86_400;

/**
 * Browsers that proved they are the owner's: one that signed in with the
 * password, or opened a reset link mailed to the account's address. A stranger
 * attacking a login from everywhere fills the login's shared stop (50 password
 * checks a window, see AuthService); a known browser is not held by that stop,
 * only by the ones of its own address, so the attack cannot lock the owner out.
 * The token is kept as its SHA-256 beside the mailed links (purpose `device`).
 */
export class TrustedDevices {
  constructor(private readonly tokens: UserTokensRepo) {}

  async issue(userId: number): Promise<{ token: string; maxAge: number }> {
    const token = randomToken();
    const now = nowSeconds();
    await this.tokens.insert({
      user_id: userId,
      purpose: 'device',
      token_hash: hashToken(token),
      expires_at: now + DEVICE_SECONDS,
      created_at: now,
    });
    return { token, maxAge: DEVICE_SECONDS };
  }

  /** The user a live device token belongs to. */
  async ownerOf(token: string | undefined): Promise<number | undefined> {
    if (!token || token.length < 20 || token.length > 200) return undefined;
    const row = await this.tokens.findByHash('device', hashToken(token));
    if (!row || row.used_at !== null || row.expires_at <= nowSeconds()) return undefined;
    return row.user_id;
  }
}
