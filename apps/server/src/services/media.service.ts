import { xlargeSource } from '@sprout/shared';
import type { BabiesRepo } from '../repositories/babies.repo.js';
import type { FamilyRepo } from '../repositories/family.repo.js';
import type { UsersRepo } from '../repositories/users.repo.js';
import type { ObjectStorage, StoredObject } from '../storage/object-storage.js';
import { AppError } from '../errors.js';
import { authorize } from '../policies/authorize.js';
import { downloadName } from '../util/filename.js';
import type { Actor } from './actor.js';
import type { MomentService } from './moment.service.js';
import type { TrashService } from './trash.service.js';

export type MomentVariant = 'thumb' | 'large' | 'xlarge' | 'original';
export type BabyVariant = 'profile' | 'background';

/** A stored file a member may read; `version` (its owner's updated_at) changes whenever the file may have. */
/** `downloadName`: served as an attachment under this name (with its extension). */
export interface MediaObject {
  object: StoredObject;
  key: string;
  version: number;
  mime: string;
  downloadName: string | null;
}

/**
 * Media bytes answer only to members of the baby's family who may see the
 * post; everyone else gets 404, so existence never leaks.
 */
export class MediaService {
  constructor(
    private readonly momentService: MomentService,
    private readonly trashService: TrashService,
    private readonly babiesRepo: BabiesRepo,
    private readonly storage: ObjectStorage,
    private readonly people: { users: UsersRepo; family: FamilyRepo },
  ) {}

  /** A user's profile picture: for themselves and the people they share a baby's family with. */
  async ofUser(actor: Actor, userId: number): Promise<MediaObject> {
    const sharesAFamily = userId !== actor.id && (await this.people.family.shareABaby(actor.id, userId));
    authorize({ userId: actor.id }, 'person.view_picture', { id: userId, sharesAFamily });
    const user = await this.people.users.findById(userId);
    return this.open(user?.profile_picture ?? null, user?.updated_at ?? 0, 'image/jpeg', null);
  }

  async ofMoment(actor: Actor, momentId: number, variant: MomentVariant, download: boolean): Promise<MediaObject> {
    const { moment } = await this.momentService.visible(actor, momentId);
    // A picture whose original serves as its xlarge (renditions.ts, xlargeSource) answers /xlarge with it too.
    const size = { width: moment.picture_width ?? 0, height: moment.picture_height ?? 0 };
    const originalAsXlarge =
      variant === 'xlarge' && !moment.xlarge_key && moment.type === 'picture' && xlargeSource(size) === 'original';
    const key = originalAsXlarge
      ? moment.original_key
      : { thumb: moment.thumb_key, large: moment.large_key, xlarge: moment.xlarge_key, original: moment.original_key }[
          variant
        ];
    const mime =
      variant === 'original' || originalAsXlarge ? (moment.original_mime ?? 'application/octet-stream') : 'image/jpeg';
    // The name it had on the uploader's device, with the extension of what is stored (ADR 0013).
    const wantsName = variant === 'original' && download && key;
    const babyName =
      wantsName && !moment.original_filename ? ((await this.babiesRepo.findById(moment.baby_id))?.name ?? null) : null;
    const name = wantsName
      ? downloadName(
          moment.original_filename,
          { momentId: moment.id, babyName, takenAtGmt: moment.taken_at_gmt },
          key.split('.').pop() ?? 'bin',
        )
      : null;
    return this.open(key, moment.updated_at, mime, name);
  }

  /** A deleted moment's preview, for the trash screen. */
  async ofTrashed(actor: Actor, momentId: number, variant: 'thumb' | 'large'): Promise<MediaObject> {
    const { moment } = await this.trashService.visible(actor, momentId, 'trash.view');
    return this.open(variant === 'thumb' ? moment.thumb_key : moment.large_key, moment.updated_at, 'image/jpeg', null);
  }

  async ofBaby(actor: Actor, babyId: number, variant: BabyVariant): Promise<MediaObject> {
    await actor.requireMember(babyId);
    const baby = await this.babiesRepo.findById(babyId);
    return this.open(
      variant === 'profile' ? (baby?.profile_picture ?? null) : (baby?.background ?? null),
      baby?.updated_at ?? 0,
      'image/jpeg',
      null,
    );
  }

  private async open(
    key: string | null,
    version: number,
    mime: string,
    downloadName: string | null,
  ): Promise<MediaObject> {
    const object = key ? await this.storage.get(key) : null;
    if (!key || !object) throw new AppError(404, 'not_found');
    return { object, key, version, mime, downloadName };
  }
}
