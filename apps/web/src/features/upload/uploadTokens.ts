/**
 * Upload tokens per baby, reused until they come within 30 minutes of expiry
 * (spec §4, LIMITS.uploadTokenRefreshSeconds).
 */
import { LIMITS, type UploadTokenReply } from '@sprout/shared';

export function tokenNeedsRefresh(token: Pick<UploadTokenReply, 'expiration'>, nowSeconds: number): boolean {
  return token.expiration - nowSeconds <= LIMITS.uploadTokenRefreshSeconds;
}

export class UploadTokenCache {
  private readonly tokens = new Map<number, Promise<UploadTokenReply>>();

  constructor(
    private readonly fetchToken: (babyId: number) => Promise<UploadTokenReply>,
    private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
  ) {}

  async get(babyId: number): Promise<UploadTokenReply> {
    const cached = this.tokens.get(babyId);
    if (cached) {
      try {
        const token = await cached;
        if (!tokenNeedsRefresh(token, this.nowSeconds())) return token;
      } catch {
        // fall through and ask again
      }
      if (this.tokens.get(babyId) !== cached) return this.get(babyId);
    }
    const fresh = this.fetchToken(babyId);
    this.tokens.set(babyId, fresh);
    fresh.catch(() => {
      if (this.tokens.get(babyId) === fresh) this.tokens.delete(babyId);
    });
    return fresh;
  }
}
