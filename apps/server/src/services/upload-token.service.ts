import type { UploadTokenReply } from '@sprout/shared';
import { AppError } from '../errors.js';
import { authorize } from '../policies/authorize.js';
import { babyAbilities } from '../policies/baby.policy.js';
import type { FamilyRepo } from '../repositories/family.repo.js';
import type { UploadsRepo } from '../repositories/uploads.repo.js';
import type { Permission, Relation } from '@sprout/shared';
import type { SpaceService } from './space.service.js';
import type { Actor } from './actor.js';
import { hashToken, randomToken } from '../util/tokens.js';
import { cleanFilename } from '../util/filename.js';
import { nowSeconds } from '../util/time.js';

/** Long enough for a big batch on a slow line; the client refreshes within 30 minutes of expiry. */
const TOKEN_SECONDS = 2 * 3600;

export interface UploadGrant {
  userId: number;
  babyId: number;
}

export class UploadTokenService {
  /** @param maxBytes the largest file the tus endpoint takes (UPLOAD_MAX_BYTES), told to the client so it refuses bigger ones before sending. */
  constructor(
    private readonly uploadsRepo: UploadsRepo,
    private readonly familyRepo: FamilyRepo,
    private readonly maxBytes: number,
    private readonly space: Pick<SpaceService, 'checkUpload'>,
  ) {}

  async issue(actor: Actor, babyId: number, endpoint: string): Promise<UploadTokenReply> {
    const viewer = await actor.membership(babyId);
    authorize(viewer, 'baby.upload', {});
    const now = nowSeconds();
    const token = randomToken();
    await this.uploadsRepo.insertToken({
      token_hash: hashToken(token),
      user_id: viewer.userId,
      baby_id: babyId,
      expires_at: now + TOKEN_SECONDS,
      created_at: now,
    });
    await this.uploadsRepo.deleteExpiredTokens(now);
    return {
      service: 'tus',
      bucket: '',
      endpoint,
      sts_token: token,
      access_key_id: '',
      access_key_secret: '',
      paths: { pictures: 'pictures/', videos: 'videos/', audios: 'audios/' },
      expiration: now + TOKEN_SECONDS,
      max_bytes: this.maxBytes,
    };
  }

  /**
   * Checks a bearer token from the tus endpoint: 401 when missing, unknown or
   * expired; 403 when its holder may no longer upload to that baby.
   */
  async verify(authorization: string | null): Promise<UploadGrant> {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match?.[1]) throw new AppError(401, 'upload_token_missing');
    const row = await this.uploadsRepo.findToken(hashToken(match[1]));
    if (!row || row.expires_at <= nowSeconds()) throw new AppError(401, 'upload_token_invalid');
    const member = await this.familyRepo.findMembership(row.baby_id, row.user_id);
    if (!babyAbilities(member?.permission as Permission | undefined).upload) throw new AppError(403, 'forbidden');
    return { userId: row.user_id, babyId: row.baby_id };
  }

  /**
   * A tus request on an upload that exists: only the user and baby that began
   * it continue it, and never once a moment has used it.
   */
  async checkContinue(authorization: string | null, uploadId: string): Promise<void> {
    const grant = await this.verify(authorization);
    const upload = await this.uploadsRepo.findUpload(uploadId);
    if (!upload) throw new AppError(404, 'not_found');
    if (upload.user_id !== grant.userId || upload.baby_id !== grant.babyId) throw new AppError(403, 'forbidden');
    if (upload.consumed_at !== null) throw new AppError(409, 'upload_not_finished');
  }

  /** Records a new tus upload for the token's holder; its length must be known, as a moment is made only from a whole file. */
  async register(
    authorization: string | null,
    uploadId: string,
    size: number | undefined,
    filename: string | null = null,
  ): Promise<void> {
    const grant = await this.verify(authorization);
    if (size === undefined) throw new AppError(400, 'bad_request');
    // The free storage and VIP check (ADR 0040): refused before a byte is sent.
    const member = await this.familyRepo.findMembership(grant.babyId, grant.userId);
    await this.space.checkUpload(
      member
        ? { userId: member.user_id, relation: member.relation as Relation, permission: member.permission as Permission }
        : null,
      grant.babyId,
    );
    await this.uploadsRepo.insertUpload({
      id: uploadId,
      user_id: grant.userId,
      baby_id: grant.babyId,
      size,
      filename: cleanFilename(filename),
      created_at: nowSeconds(),
    });
  }
}
