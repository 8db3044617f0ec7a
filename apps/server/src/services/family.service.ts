import { PERMISSIONS, RELATIONS, type Permission, type Relation } from '@sprout/shared';
import type { Baby, FamilyMember, User } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { BabiesRepo } from '../repositories/babies.repo.js';
import type { FamilyRepo } from '../repositories/family.repo.js';
import type { UsersRepo } from '../repositories/users.repo.js';
import type { Viewer } from '../policies/viewer.js';
import { nowSeconds } from '../util/time.js';

export class FamilyService {
  constructor(private readonly family: FamilyRepo, private readonly babies: BabiesRepo, private readonly users: UsersRepo) {}

  /** The viewer of a baby's album, or a 404 for anyone outside its family (existence never leaks). */
  async viewerOf(user: User, babyId: number): Promise<{ viewer: Viewer; baby: Baby }> {
    const member = await this.family.findMembership(babyId, user.id);
    const baby = member ? await this.babies.findById(babyId) : undefined;
    if (!member || !baby) throw new AppError(404, 'not_found');
    return { viewer: { userId: user.id, relation: member.relation as Relation, permission: member.permission as Permission }, baby };
  }

  listForUser(user: User) {
    return this.family.listForUser(user.id);
  }

  /** Operator action (CLI): puts an existing account into a baby's family. */
  async addByEmail(babyId: number, email: string, relation: string, permission: string): Promise<FamilyMember> {
    if (!RELATIONS.includes(relation as Relation)) throw new AppError(422, 'bad_request');
    if (!PERMISSIONS.includes(permission as Permission)) throw new AppError(422, 'bad_request');
    const baby = await this.babies.findById(babyId);
    if (!baby) throw new AppError(404, 'not_found');
    const user = await this.users.findByEmail(email.trim());
    if (!user) throw new AppError(404, 'not_found');
    const now = nowSeconds();
    const member = await this.family.upsert({
      baby_id: babyId, user_id: user.id, relation, relation_name: null, permission, created_at: now, updated_at: now,
    });
    await this.users.setLinkedBabyIfEmpty(user.id, babyId, now);
    await this.users.bumpFamilyVersion(user.id, now);
    return member;
  }
}
