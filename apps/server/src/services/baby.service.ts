import { GENDERS, isValidDate, NAME_MAX, RELATIONS, type Gender, type Relation } from '@sprout/shared';
import type { Baby, User } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { BabiesRepo } from '../repositories/babies.repo.js';
import type { FamilyRepo } from '../repositories/family.repo.js';
import type { UsersRepo } from '../repositories/users.repo.js';
import { nowSeconds } from '../util/time.js';

export interface NewBaby {
  name: string;
  birthday: string;
  gender: Gender;
  relation?: Relation;
  relationName?: string;
  isBaby?: boolean;
}

export class BabyService {
  constructor(
    private readonly babiesRepo: BabiesRepo,
    private readonly familyRepo: FamilyRepo,
    private readonly usersRepo: UsersRepo,
  ) {}

  /** Adds a baby (or pet); its creator becomes its first Admin. */
  async create(owner: User, input: NewBaby): Promise<Baby> {
    const name = input.name.trim();
    if (!name || name.length > NAME_MAX) throw new AppError(422, 'invalid_name');
    // A due date may lie in the future (spec §3).
    if (!isValidDate(input.birthday)) throw new AppError(422, 'bad_request');
    if (!GENDERS.includes(input.gender)) throw new AppError(422, 'bad_request');
    const relation = input.relation ?? 'parent';
    if (!RELATIONS.includes(relation)) throw new AppError(422, 'bad_request');
    const now = nowSeconds();
    const baby = await this.babiesRepo.insert({
      name,
      birthday: input.birthday,
      gender: input.gender,
      is_baby: input.isBaby === false ? 0 : 1,
      profile_picture: null,
      background: null,
      background_y: 50,
      personal_domain: null,
      vip_expiration: 0,
      storage_bytes: 0,
      timeline_version: 0,
      created_by: owner.id,
      created_at: now,
      updated_at: now,
    });
    await this.familyRepo.upsert({
      baby_id: baby.id,
      user_id: owner.id,
      relation,
      relation_name: relation === 'custom' ? (input.relationName ?? null) : null,
      permission: 'can_manage',
      created_at: now,
      updated_at: now,
    });
    await this.usersRepo.setLinkedBabyIfEmpty(owner.id, baby.id, now);
    await this.usersRepo.bumpFamilyVersion(owner.id, now);
    return baby;
  }
}
