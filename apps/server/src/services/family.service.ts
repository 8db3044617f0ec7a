import { PERMISSIONS, RELATIONS, type FamilyMembersReply, type Permission, type Relation } from '@sprout/shared';
import type { z } from 'zod';
import type { changeMemberBody } from '@sprout/shared';
import type { Baby, FamilyMember, User } from '../db/schema.js';
import { AppError } from '../errors.js';
import { babyAbilities } from '../policies/baby.policy.js';
import { canGrant, canManageFamily, leavesNoAdmin } from '../policies/family.policy.js';
import type { Viewer } from '../policies/viewer.js';
import { presentInvitation, presentMember } from '../presenters/member.presenter.js';
import type { BabiesRepo } from '../repositories/babies.repo.js';
import type { FamilyRepo } from '../repositories/family.repo.js';
import type { InvitationsRepo } from '../repositories/invitations.repo.js';
import type { UsersRepo } from '../repositories/users.repo.js';
import { nowSeconds } from '../util/time.js';

export type ChangeMemberInput = z.infer<typeof changeMemberBody>;

export class FamilyService {
  constructor(
    private readonly family: FamilyRepo,
    private readonly babies: BabiesRepo,
    private readonly users: UsersRepo,
    private readonly invitations: InvitationsRepo,
  ) {}

  /** The viewer of a baby's album, or a 404 for anyone outside its family (existence never leaks). */
  async viewerOf(user: Pick<User, 'id'>, babyId: number): Promise<{ viewer: Viewer; baby: Baby }> {
    const member = await this.family.findMembership(babyId, user.id);
    const baby = member ? await this.babies.findById(babyId) : undefined;
    if (!member || !baby) throw new AppError(404, 'not_found');
    return { viewer: { userId: user.id, relation: member.relation as Relation, permission: member.permission as Permission }, baby };
  }

  listForUser(user: User) {
    return this.family.listForUser(user.id);
  }

  /** A baby's family as the viewer sees it: members, and pending invitations for Admins. */
  async members(user: User, babyId: number): Promise<FamilyMembersReply> {
    const { viewer } = await this.viewerOf(user, babyId);
    const rows = await this.family.listForBaby(babyId);
    const admins = rows.filter((r) => r.permission === 'can_manage').length;
    const pending = canManageFamily(viewer.permission) ? await this.invitations.pendingForBaby(babyId) : [];
    const babies = await this.invitations.babiesOf(pending.map((i) => i.id));
    return {
      baby_id: babyId,
      list: rows.map((row) => presentMember(row, viewer, admins)),
      invitations: pending.map((i) => presentInvitation(i, babies)),
      abilities: babyAbilities(viewer.permission),
    };
  }

  /**
   * Changes a member's relation or permission. Admins change anyone within
   * their own rights; everyone may relabel themselves; the last Admin stays.
   */
  async change(actor: User, input: ChangeMemberInput): Promise<FamilyMember> {
    const { viewer } = await this.viewerOf(actor, input.baby_id);
    const target = await this.family.findMembership(input.baby_id, input.user_id);
    const self = input.user_id === actor.id;
    const permissionChange = input.permission !== undefined && input.permission !== target?.permission;
    if (!canManageFamily(viewer.permission) && !(self && !permissionChange)) throw new AppError(403, 'forbidden');
    if (!target) throw new AppError(404, 'not_found');
    if (input.permission && permissionChange && !canGrant(viewer.permission, input.permission)) throw new AppError(403, 'grant_too_high');
    if (input.permission && leavesNoAdmin(target.permission as Permission, input.permission, await this.family.adminCount(input.baby_id))) {
      throw new AppError(409, 'last_admin');
    }
    const relation = input.relation ?? (target.relation as Relation);
    const now = nowSeconds();
    await this.family.update(input.baby_id, input.user_id, {
      relation,
      relation_name: relation === 'custom' ? input.relation_name ?? target.relation_name : null,
      ...(input.permission ? { permission: input.permission } : {}),
    }, now);
    await this.users.bumpFamilyVersion(input.user_id, now);
    const updated = await this.family.findMembership(input.baby_id, input.user_id);
    if (!updated) throw new AppError(404, 'not_found');
    return updated;
  }

  /** Removes a member (or lets one leave); their access ends with this call, media and uploads included. */
  async remove(actor: User, babyId: number, userId: number): Promise<void> {
    const { viewer } = await this.viewerOf(actor, babyId);
    if (!canManageFamily(viewer.permission) && userId !== actor.id) throw new AppError(403, 'forbidden');
    const target = await this.family.findMembership(babyId, userId);
    if (!target) throw new AppError(404, 'not_found');
    if (leavesNoAdmin(target.permission as Permission, null, await this.family.adminCount(babyId))) throw new AppError(409, 'last_admin');
    await this.family.remove(babyId, userId);
    if (target.invitation_id !== null) await this.invitations.removeBaby(target.invitation_id, babyId);
    await this.users.bumpFamilyVersion(userId, nowSeconds());
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
