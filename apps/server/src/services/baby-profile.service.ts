import {
  GENDERS,
  isReservedDomain,
  isValidDate,
  NAME_MAX,
  normalizeDomain,
  RELATION_NAME_MAX,
  RELATIONS,
  type Gender,
  type Relation,
} from '@sprout/shared';
import type { Baby, BabyUpdate } from '../db/schema.js';
import { AppError } from '../errors.js';
import { inspectPicture, renderSquare, renderWithin } from '../media/image.js';
import { authorize, found } from '../policies/authorize.js';
import type { BabiesRepo } from '../repositories/babies.repo.js';
import type { FamilyRepo } from '../repositories/family.repo.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { nowSeconds } from '../util/time.js';
import { babyImageUrl } from '../presenters/family.presenter.js';
import { babyImageKey } from '../storage/keys.js';
import type { Actor } from './actor.js';
import { MomentWriter } from './moment-writer.js';
import type { FamilyService } from './family.service.js';
import type { Transact } from '../repositories/repos.js';

export interface ProfileInput {
  name?: string;
  birthday?: string;
  gender?: string;
  relation?: string;
  relation_name?: string;
  personal_domain?: string;
  background_y?: string;
  /** Local paths of uploaded files, already saved by the route. */
  profile_picture?: string;
  background?: string;
}

export class BabyProfileService {
  constructor(
    private readonly familyService: FamilyService,
    private readonly familyRepo: FamilyRepo,
    private readonly babiesRepo: BabiesRepo,
    private readonly storage: ObjectStorage,
    private readonly transact: Transact,
  ) {}

  /**
   * Edits a baby's profile (spec §3: multipart). Everyone may set their own
   * relation; the rest is the Admin's, the personal domain most of all.
   */
  async update(actor: Actor, babyId: number, input: ProfileInput): Promise<Baby> {
    const viewer = await actor.requireMember(babyId);
    const baby = found(await this.babiesRepo.findById(babyId));
    // The personal domain, most of all, is the Admin's: its refusal tells whom to ask.
    if (input.personal_domain !== undefined) authorize(viewer, 'baby.manage', baby, 'domain_admin_only');
    const adminFields = [
      input.name,
      input.birthday,
      input.gender,
      input.profile_picture,
      input.background,
      input.background_y,
    ];
    if (adminFields.some((v) => v !== undefined)) authorize(viewer, 'baby.manage', baby);

    const changes: BabyUpdate = {};
    if (input.name !== undefined) changes.name = input.name.trim();
    if (input.birthday !== undefined) changes.birthday = input.birthday.trim();
    if (input.gender !== undefined) changes.gender = input.gender.trim();
    // A baby profile needs complete info (spec §5): name, a real date (a due date may be in the future), a gender.
    const name = changes.name ?? baby.name;
    const birthday = changes.birthday ?? baby.birthday ?? '';
    const gender = changes.gender ?? baby.gender;
    if (!name || name.length > NAME_MAX || !isValidDate(birthday) || !GENDERS.includes(gender as Gender))
      throw new AppError(422, 'profile_incomplete');
    if (input.background_y !== undefined) {
      const y = Number(input.background_y);
      if (!Number.isInteger(y) || y < 0 || y > 100) throw new AppError(422, 'bad_request');
      changes.background_y = y;
    }
    if (input.personal_domain !== undefined)
      changes.personal_domain = await this.claimDomain(input.personal_domain, babyId);
    if (input.relation !== undefined) await this.setOwnRelation(actor, babyId, input.relation, input.relation_name);

    if (input.profile_picture)
      changes.profile_picture = await this.storeImage(
        input.profile_picture,
        babyImageKey(babyId, 'profile'),
        'profile',
      );
    if (input.background)
      changes.background = await this.storeImage(input.background, babyImageKey(babyId, 'background'), 'background');

    if (Object.keys(changes).length === 0) return baby;
    const updated = await this.transact(async ({ repos }) => {
      const row = await repos.babies.update(babyId, { ...changes, updated_at: nowSeconds() });
      // Age buckets hang on the birthday: a new one moves posts between them. Counted again in the
      // same transaction, so a crash mid-way never leaves a table of contents for the old birthday;
      // the baby's row stays locked meanwhile, so a moment posted at that instant waits and counts once.
      if (changes.birthday !== undefined && changes.birthday !== baby.birthday)
        await new MomentWriter(repos, nowSeconds()).recountBaby(babyId);
      return row;
    });
    // Replaced images are removed only after the new ones are in place.
    if (changes.profile_picture && baby.profile_picture) await this.storage.delete(baby.profile_picture);
    if (changes.background && baby.background) await this.storage.delete(baby.background);
    return updated;
  }

  /** The baby's cover and where it is cropped (spec: GET /babies/{id}/background). */
  async background(actor: Actor, babyId: number): Promise<{ baby_id: number; background: string | null; y: number }> {
    await actor.requireMember(babyId);
    const baby = await this.babiesRepo.findById(babyId);
    if (!baby) throw new AppError(404, 'not_found');
    return {
      baby_id: baby.id,
      background: baby.background ? babyImageUrl(baby.id, 'background', baby.updated_at) : null,
      y: baby.background_y,
    };
  }

  /** Looks a personal domain up: is it well-formed, is it free, and which baby has it (for that baby's family only). */
  async lookup(
    actor: Actor,
    raw: string,
  ): Promise<{ address: string; valid: boolean; available: boolean; baby_id: number | null }> {
    const domain = normalizeDomain(raw);
    if (!domain) return { address: raw, valid: false, available: false, baby_id: null };
    if (isReservedDomain(domain)) return { address: domain, valid: true, available: false, baby_id: null };
    const owner = await this.babiesRepo.findByDomain(domain);
    const member = owner ? await this.familyRepo.findMembership(owner.id, actor.id) : undefined;
    return { address: domain, valid: true, available: !owner, baby_id: member && owner ? owner.id : null };
  }

  private async claimDomain(raw: string, babyId: number): Promise<string | null> {
    if (raw.trim() === '') return null;
    const domain = normalizeDomain(raw);
    if (!domain) throw new AppError(422, 'domain_invalid');
    const owner = await this.babiesRepo.findByDomain(domain);
    if (isReservedDomain(domain) || (owner && owner.id !== babyId)) throw new AppError(409, 'domain_taken');
    return domain;
  }

  /** One's own relation goes through the family's rules, so closeness stays the Admin's to grant. */
  private async setOwnRelation(actor: Actor, babyId: number, relation: string, relationName?: string): Promise<void> {
    if (!RELATIONS.includes(relation as Relation)) throw new AppError(422, 'bad_request');
    await this.familyService.change(actor, {
      baby_id: babyId,
      user_id: actor.id,
      relation: relation as Relation,
      ...(relation === 'custom' && relationName?.trim()
        ? { relation_name: relationName.trim().slice(0, RELATION_NAME_MAX) }
        : {}),
    });
  }

  private async storeImage(file: string, key: string, kind: 'profile' | 'background'): Promise<string> {
    await inspectPicture(file);
    const bytes = kind === 'profile' ? await renderSquare(file, 512) : await renderWithin(file, 1920);
    await this.storage.putBuffer(key, bytes);
    return key;
  }
}
