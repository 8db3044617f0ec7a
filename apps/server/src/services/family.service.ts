import {
  PERMISSIONS,
  RELATIONS,
  type FamilyMemberReply,
  type FamilyRelationReply,
  type FamilyMembersReply,
  type Permission,
  type Relation,
  type UserInfoReply,
} from '@sprout/shared';
import type { z } from 'zod';
import type { changeMemberBody } from '@sprout/shared';
import type { FamilyMember } from '../db/schema.js';
import { AppError } from '../errors.js';
import { authorize, found } from '../policies/authorize.js';
import { babyAbilities } from '../policies/baby.policy.js';
import { canManageFamily, grantablePermissions, type MemberFacts } from '../policies/family.policy.js';
import { presentRelation } from '../presenters/family.presenter.js';
import type { SpaceService } from './space.service.js';
import { presentInvitation, presentMember } from '../presenters/member.presenter.js';
import type { BabiesRepo } from '../repositories/babies.repo.js';
import type { FamilyRepo } from '../repositories/family.repo.js';
import type { InvitationsRepo } from '../repositories/invitations.repo.js';
import type { UsersRepo } from '../repositories/users.repo.js';
import { nowSeconds } from '../util/time.js';
import type { Actor } from './actor.js';
import type { MemberJoined } from './invitation.service.js';

export type ChangeMemberInput = z.infer<typeof changeMemberBody>;

export class FamilyService {
  constructor(
    private readonly familyRepo: FamilyRepo,
    private readonly babiesRepo: BabiesRepo,
    private readonly usersRepo: UsersRepo,
    private readonly invitationsRepo: InvitationsRepo,
    private readonly space: Pick<SpaceService, 'fieldsFor'>,
    private readonly onJoined: MemberJoined = async () => undefined,
  ) {}

  listForUser(actor: Actor) {
    return this.familyRepo.listForUser(actor.id);
  }

  /** The actor's own relation to a baby, as the baby list shows it. */
  async relation(actor: Actor, babyId: number): Promise<FamilyRelationReply> {
    const member = await this.familyRepo.findMembership(babyId, actor.id);
    const baby = member ? await this.babiesRepo.findById(babyId) : undefined;
    if (!member || !baby) throw new AppError(404, 'not_found');
    return presentRelation(member, baby, (await this.space.fieldsFor([baby])).get(baby.id));
  }

  /** One member of a baby's family as the actor sees them; 404 for someone outside it. */
  async member(actor: Actor, babyId: number, userId: number): Promise<FamilyMemberReply> {
    const member = (await this.members(actor, babyId)).list.find((m) => m.user.id === userId);
    if (!member) throw new AppError(404, 'not_found');
    return member;
  }

  /**
   * The family user_info answers for when the call names no baby (spec §7):
   * the first of the actor's babies, in timeline order, whose family the
   * other user is in. None shared → 404, as for anyone the actor cannot see.
   */
  private async sharedBaby(actorId: number, userId: number): Promise<number> {
    const mine = await this.familyRepo.listForUser(actorId);
    const theirs = new Set((await this.familyRepo.listForUser(userId)).map(({ baby }) => baby.id));
    const shared = mine.find(({ baby }) => theirs.has(baby.id));
    if (!shared) throw new AppError(404, 'not_found');
    return shared.baby.id;
  }

  /** A member with, on request, the invitation that brought them in (spec: user_info). */
  async userInfo(
    actor: Actor,
    babyId: number | undefined,
    userId: number,
    withInvitation: boolean,
  ): Promise<UserInfoReply> {
    const member = await this.member(actor, babyId ?? (await this.sharedBaby(actor.id, userId)), userId);
    let invitation: UserInfoReply['family_invitation'] = null;
    if (withInvitation && member.invitation_id !== null) {
      const found = await this.invitationsRepo.findById(member.invitation_id);
      const presented = found ? presentInvitation(found, await this.invitationsRepo.babiesOf([found.id])) : null;
      // The address shows where the member's own does (presentMember): to Admins and to the member.
      if (presented) invitation = { ...presented, email: member.user.email === null ? null : presented.email };
    }
    return { user: member.user, relation: member, family_invitation: invitation };
  }

  /** A baby's family as the viewer sees it: members, and pending invitations for Admins. */
  async members(actor: Actor, babyId: number): Promise<FamilyMembersReply> {
    const viewer = await actor.requireMember(babyId);
    const rows = await this.familyRepo.listForBaby(babyId);
    const admins = rows.filter((r) => r.permission === 'can_manage').length;
    const pending = canManageFamily(viewer.permission) ? await this.invitationsRepo.pendingForBaby(babyId) : [];
    const babies = await this.invitationsRepo.babiesOf(pending.map((i) => i.id));
    return {
      baby_id: babyId,
      list: rows.map((row) => presentMember(row, viewer, admins)),
      invitations: pending.map((i) => presentInvitation(i, babies)),
      abilities: babyAbilities(viewer.permission),
      grantable_permissions: grantablePermissions(viewer.permission),
    };
  }

  /**
   * Changes a member's relation or permission. Admins change anyone within
   * their own rights; everyone may relabel themselves; the last Admin stays.
   */
  async change(actor: Actor, input: ChangeMemberInput): Promise<FamilyMember> {
    const viewer = await actor.requireMember(input.baby_id);
    const target = found(await this.familyRepo.findMembership(input.baby_id, input.user_id));
    authorize(viewer, 'member.change', { ...(await this.memberFacts(target)), wanted: input });
    const relation = input.relation ?? (target.relation as Relation);
    const now = nowSeconds();
    await this.familyRepo.update(
      input.baby_id,
      input.user_id,
      {
        relation,
        relation_name: relation === 'custom' ? (input.relation_name ?? target.relation_name) : null,
        ...(input.permission ? { permission: input.permission } : {}),
      },
      now,
    );
    await this.usersRepo.bumpFamilyVersion(input.user_id, now);
    if (input.user_id === actor.id) actor.forget(input.baby_id);
    const updated = await this.familyRepo.findMembership(input.baby_id, input.user_id);
    if (!updated) throw new AppError(404, 'not_found');
    return updated;
  }

  /** Removes a member (or lets one leave); their access ends with this call, media and uploads included. */
  async remove(actor: Actor, babyId: number, userId: number): Promise<void> {
    const viewer = await actor.requireMember(babyId);
    const target = found(await this.familyRepo.findMembership(babyId, userId));
    authorize(viewer, 'member.remove', await this.memberFacts(target));
    await this.familyRepo.remove(babyId, userId);
    if (target.invitation_id !== null) await this.invitationsRepo.removeBaby(target.invitation_id, babyId);
    await this.usersRepo.bumpFamilyVersion(userId, nowSeconds());
    if (userId === actor.id) actor.forget(babyId);
  }

  /** A member as member.policy decides on them. */
  private async memberFacts(member: FamilyMember): Promise<MemberFacts> {
    return {
      user_id: member.user_id,
      permission: member.permission as Permission,
      relation: member.relation as Relation,
      adminCount: await this.familyRepo.adminCount(member.baby_id),
    };
  }

  /** Operator action (CLI): puts an existing account into a baby's family. */
  async addByEmail(babyId: number, email: string, relation: string, permission: string): Promise<FamilyMember> {
    if (!RELATIONS.includes(relation as Relation)) throw new AppError(422, 'bad_request');
    if (!PERMISSIONS.includes(permission as Permission)) throw new AppError(422, 'bad_request');
    const baby = await this.babiesRepo.findById(babyId);
    if (!baby) throw new AppError(404, 'not_found');
    const user = await this.usersRepo.findByEmail(email.trim());
    if (!user) throw new AppError(404, 'not_found');
    const now = nowSeconds();
    const before = await this.familyRepo.findMembership(babyId, user.id);
    const member = await this.familyRepo.upsert({
      baby_id: babyId,
      user_id: user.id,
      relation,
      relation_name: null,
      permission,
      created_at: now,
      updated_at: now,
    });
    await this.usersRepo.setLinkedBabyIfEmpty(user.id, babyId, now);
    await this.usersRepo.bumpFamilyVersion(user.id, now);
    if (!before) await this.onJoined(babyId, user.id);
    return member;
  }
}
