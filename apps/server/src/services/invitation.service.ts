import { isEmail, type Permission, type Relation } from '@sprout/shared';
import { translate } from '@sprout/shared/i18n';
import type { z } from 'zod';
import type { inviteBody } from '@sprout/shared';
import type { Baby, FamilyInvitation, User } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { JobQueue } from '../jobs/queue.js';
import { canGrant, canManageFamily, leavesNoAdmin } from '../policies/family.policy.js';
import type { FamilyRepo } from '../repositories/family.repo.js';
import type { InvitationsRepo } from '../repositories/invitations.repo.js';
import type { UsersRepo } from '../repositories/users.repo.js';
import { nowSeconds } from '../util/time.js';
import type { FamilyService } from './family.service.js';

export type InviteInput = z.infer<typeof inviteBody>;

interface Grant { baby: Baby; relation: Relation; relationName: string | null; permission: Permission }

/**
 * Invitations by email (spec §7 Family). An existing account joins at once and
 * is told by mail; an unknown address gets an invitation, and the access
 * attaches when an account with that address is created.
 */
export class InvitationService {
  constructor(
    private readonly family: FamilyService,
    private readonly familyRepo: FamilyRepo,
    private readonly invitations: InvitationsRepo,
    private readonly users: UsersRepo,
    private readonly jobs: JobQueue,
  ) {}

  async invite(actor: User, input: InviteInput, locale: string, baseUrl: string): Promise<FamilyInvitation> {
    const email = input.email.trim().toLowerCase();
    if (!isEmail(email)) throw new AppError(422, 'invalid_email');
    if (email === actor.email) throw new AppError(422, 'invite_yourself');
    const grants: Grant[] = [];
    for (const item of input.babies) {
      const { viewer, baby } = await this.family.viewerOf(actor, item.id);
      if (!canManageFamily(viewer.permission)) throw new AppError(403, 'forbidden');
      const permission = item.permission ?? input.permission ?? 'can_view';
      if (!canGrant(viewer.permission, permission)) throw new AppError(403, 'grant_too_high');
      const relation = item.relation ?? input.relation ?? 'family';
      grants.push({ baby, relation, relationName: relation === 'custom' ? item.relation_name ?? input.relation_name ?? null : null, permission });
    }
    const invitee = await this.users.findByEmail(email);
    if (invitee) {
      for (const grant of grants) {
        if (await this.familyRepo.findMembership(grant.baby.id, invitee.id)) throw new AppError(409, 'already_member');
      }
    }
    const now = nowSeconds();
    const invitation = await this.invitations.insert(
      { inviter_id: actor.id, email, invitee_id: invitee?.id ?? null, locale, accepted_at: invitee ? now : null, created_at: now, updated_at: now },
      grants.map((g) => ({ baby_id: g.baby.id, relation: g.relation, relation_name: g.relationName, permission: g.permission })),
    );
    if (invitee) {
      await this.join(invitee, invitation.id, grants, now);
      await this.mail('added', invitation, actor, grants, baseUrl, invitee.name);
    } else {
      await this.mail('invited', invitation, actor, grants, baseUrl, null);
    }
    return invitation;
  }

  /** Called when an account is created: every pending invitation to its address takes effect. */
  async acceptPending(user: User): Promise<void> {
    const now = nowSeconds();
    for (const invitation of await this.invitations.pendingForEmail(user.email)) {
      const babies = await this.invitations.babiesOf([invitation.id]);
      for (const b of babies) {
        if (await this.familyRepo.findMembership(b.baby_id, user.id)) continue;
        await this.familyRepo.upsert({
          baby_id: b.baby_id, user_id: user.id, relation: b.relation, relation_name: b.relation_name, permission: b.permission,
          invitation_id: invitation.id, created_at: now, updated_at: now,
        });
        await this.users.setLinkedBabyIfEmpty(user.id, b.baby_id, now);
      }
      await this.invitations.accept(invitation.id, user.id, now);
    }
    await this.users.bumpFamilyVersion(user.id, now);
  }

  /** Changes the address of a pending invitation and sends it again (the same address just resends). */
  async editMailbox(actor: User, invitationId: number, email: string, locale: string, baseUrl: string): Promise<FamilyInvitation> {
    const { invitation, babies } = await this.managed(actor, invitationId);
    if (invitation.accepted_at !== null) throw new AppError(409, 'already_member');
    const address = email.trim().toLowerCase();
    if (!isEmail(address)) throw new AppError(422, 'invalid_email');
    await this.invitations.setEmail(invitation.id, address, nowSeconds());
    const account = await this.users.findByEmail(address);
    if (account) {
      // The new address already has an account: it joins now, as a fresh invitation would.
      await this.acceptPending(account);
      await this.mail('added', { ...invitation, email: address }, actor, babies, baseUrl, account.name, locale);
      return (await this.invitations.findById(invitation.id)) ?? invitation;
    }
    const updated = { ...invitation, email: address };
    await this.mail('invited', updated, actor, babies, baseUrl, null, locale);
    return updated;
  }

  /** Cancels an invitation: pending ones vanish; accepted ones take back the access they gave. */
  async cancel(actor: User, invitationId: number): Promise<void> {
    const { invitation, babies } = await this.managed(actor, invitationId);
    for (const grant of babies) await this.removeFromInvitation(invitation, grant.baby.id);
  }

  /** Takes one baby out of an invitation; for an accepted one the member leaves that baby's family. */
  async deleteBaby(actor: User, invitationId: number, babyId: number): Promise<void> {
    const invitation = await this.invitations.findById(invitationId);
    const included = invitation ? (await this.invitations.babiesOf([invitation.id])).some((b) => b.baby_id === babyId) : false;
    const { viewer } = await this.family.viewerOf(actor, babyId);
    if (!invitation || !included) throw new AppError(404, 'not_found');
    const self = invitation.invitee_id === actor.id;
    if (!canManageFamily(viewer.permission) && !self) throw new AppError(403, 'forbidden');
    await this.removeFromInvitation(invitation, babyId);
  }

  private async removeFromInvitation(invitation: FamilyInvitation, babyId: number): Promise<void> {
    if (invitation.invitee_id !== null) {
      const member = await this.familyRepo.findMembership(babyId, invitation.invitee_id);
      if (member && leavesNoAdmin(member.permission as Permission, null, await this.familyRepo.adminCount(babyId))) {
        throw new AppError(409, 'last_admin');
      }
      if (member) await this.familyRepo.remove(babyId, invitation.invitee_id);
      await this.users.bumpFamilyVersion(invitation.invitee_id, nowSeconds());
    }
    await this.invitations.removeBaby(invitation.id, babyId);
  }

  /** An invitation the actor manages every baby of; 404 if they are not in those families. */
  private async managed(actor: User, invitationId: number): Promise<{ invitation: FamilyInvitation; babies: Grant[] }> {
    const invitation = await this.invitations.findById(invitationId);
    if (!invitation) throw new AppError(404, 'not_found');
    const grants: Grant[] = [];
    for (const b of await this.invitations.babiesOf([invitation.id])) {
      const { viewer, baby } = await this.family.viewerOf(actor, b.baby_id);
      if (!canManageFamily(viewer.permission)) throw new AppError(403, 'forbidden');
      grants.push({ baby, relation: b.relation as Relation, relationName: b.relation_name, permission: b.permission as Permission });
    }
    if (grants.length === 0) throw new AppError(404, 'not_found');
    return { invitation, babies: grants };
  }

  private async join(user: User, invitationId: number, grants: Grant[], now: number): Promise<void> {
    for (const grant of grants) {
      await this.familyRepo.upsert({
        baby_id: grant.baby.id, user_id: user.id, relation: grant.relation, relation_name: grant.relationName,
        permission: grant.permission, invitation_id: invitationId, created_at: now, updated_at: now,
      });
      await this.users.setLinkedBabyIfEmpty(user.id, grant.baby.id, now);
    }
    await this.users.bumpFamilyVersion(user.id, now);
  }

  private async mail(kind: 'added' | 'invited', invitation: FamilyInvitation, inviter: User, grants: Grant[], baseUrl: string, name: string | null, locale = invitation.locale): Promise<void> {
    const first = grants[0];
    if (!first) return;
    const t = (key: string, params: Record<string, string>) => translate(locale, key, params);
    const relation = first.relation === 'custom' && first.relationName ? first.relationName : t(`relations.${first.relation}`, {});
    const params = {
      inviter: inviter.name, baby: grants.map((g) => g.baby.name).join(', '), relation,
      permission: t(`permissions.${first.permission}`, {}), email: invitation.email, name: name ?? '',
      link: `${baseUrl}${kind === 'added' ? '/login' : '/noaccount'}`,
    };
    await this.jobs.enqueue('mail.send', {
      to: invitation.email, subject: t(`mail.${kind}_subject`, params), text: t(`mail.${kind}_body`, params),
    });
  }
}
