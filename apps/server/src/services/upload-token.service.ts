import type { UploadTokenReply } from '@sprout/shared';
import { AppError } from '../errors.js';
import { babyAbilities } from '../policies/baby.policy.js';
import type { Viewer } from '../policies/viewer.js';
import type { FamilyRepo } from '../repositories/family.repo.js';
import type { UploadsRepo } from '../repositories/uploads.repo.js';
import type { Permission } from '@sprout/shared';
import { hashToken, randomToken } from '../util/tokens.js';
import { nowSeconds } from '../util/time.js';

/** Long enough for a big batch on a slow line; the client refreshes within 30 minutes of expiry. */
const TOKEN_SECONDS = 2 * 3600;

export interface UploadGrant { userId: number; babyId: number }

export class UploadTokenService {
  constructor(private readonly uploads: UploadsRepo, private readonly family: FamilyRepo) {}

  async issue(viewer: Viewer, babyId: number, endpoint: string): Promise<UploadTokenReply> {
    if (!babyAbilities(viewer.permission).upload) throw new AppError(403, 'forbidden');
    const now = nowSeconds();
    const token = randomToken();
    await this.uploads.insertToken({ token_hash: hashToken(token), user_id: viewer.userId, baby_id: babyId, expires_at: now + TOKEN_SECONDS, created_at: now });
    await this.uploads.deleteExpiredTokens(now);
    return {
      service: 'tus', bucket: '', endpoint, sts_token: token, access_key_id: '', access_key_secret: '',
      paths: { pictures: 'pictures/', videos: 'videos/', audios: 'audios/' },
      expiration: now + TOKEN_SECONDS,
    };
  }

  /**
   * Checks a bearer token from the tus endpoint: 401 when missing, unknown or
   * expired; 403 when its holder may no longer upload to that baby.
   */
  async verify(authorization: string | null): Promise<UploadGrant> {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match?.[1]) throw new AppError(401, 'upload_token_missing');
    const row = await this.uploads.findToken(hashToken(match[1]));
    if (!row || row.expires_at <= nowSeconds()) throw new AppError(401, 'upload_token_invalid');
    const member = await this.family.findMembership(row.baby_id, row.user_id);
    if (!babyAbilities(member?.permission as Permission | undefined).upload) throw new AppError(403, 'forbidden');
    return { userId: row.user_id, babyId: row.baby_id };
  }
}
