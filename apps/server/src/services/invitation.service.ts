import {
  isEmail,
  permissionRank,
  RELATION_NAME_MAX,
  type InvitationPreview,
  type InvitationReply,
  type Permission,
  type Relation,
} from '@sprout/shared';
import { translate } from '@sprout/shared/i18n/server';
import type { z } from 'zod';
import type { inviteBody } from '@sprout/shared';
import type { Baby, FamilyInvitation, User } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { JobQueue } from '../jobs/queue.js';
import { authorize, found } from '../policies/authorize.js';
import { grantablePermissions, leavesNoAdmin } from '../policies/family.policy.js';
import type { FamilyRepo } from '../repositories/family.repo.js';
import type { InvitationsRepo } from '../repositories/invitations.repo.js';
import type { ThrottleRepo } from '../repositories/throttle.repo.js';
import type { UsersRepo } from '../repositories/users.repo.js';
import { presentInvitation } from '../presenters/member.presenter.js';
import { nowSeconds } from '../util/time.js';
import { hashToken, randomToken } from '../util/tokens.js';
import type { BabiesRepo } from '../repositories/babies.repo.js';
import type { Actor } from './actor.js';
import { reserveOrRefuse } from './throttle.js';

export type InviteInput = z.infer<typeof inviteBody>;

/** What happens once someone is in a baby's family: the others hear of it. */
export type MemberJoined = (babyId: number, userId: number) => Promise<void>;

/**
 * Mail a user makes Sprout send (invitations and their resends) is limited, so an account cannot
 * use Sprout to mail strangers: 20 an hour per user and 30 an hour per baby (a family with several
 * Admins), counted before anything is written (see reserveOrRefuse); over it, 429 too_fast.
 */
const MAIL_LIMITS = { windowSeconds: 3600, perUser: 20, perBaby: 30 } as const;

interface Grant {
  baby: Baby;
  relation: Relation;
  relationName: string | null;
  permission: Permission;
}

/** How long a mailed link works. */
const LINK_SECONDS = 14 * 86_400;

/**
 * Invitations by email (spec §7 Family). Every invitation is a mail with a
 * single-use link that expires; the family opens to whoever follows it and
 * either signs in with the invited address or creates that account from the
 * link. Nobody joins by registering an address, and an account that existed
 * before the invitation joins only once its owner follows the link.
 */
export class InvitationService {
  constructor(
    private readonly babiesRepo: BabiesRepo,
    private readonly familyRepo: FamilyRepo,
    private readonly invitationsRepo: InvitationsRepo,
    private readonly usersRepo: UsersRepo,
    private readonly jobs: JobQueue,
    private readonly throttle: ThrottleRepo,
    /** Tells the family someone joined (ADR 0030). */
    private readonly onJoined: MemberJoined = async () => undefined,
  ) {}

  /** The actor's membership of a baby with the baby; 404 outside its family. */
  private async babyOf(
    actor: Actor,
    babyId: number,
  ): Promise<{ viewer: Awaited<ReturnType<Actor['requireMember']>>; baby: Baby }> {
    const viewer = await actor.requireMember(babyId);
    const baby = await this.babiesRepo.findById(babyId);
    if (!baby) throw new AppError(404, 'not_found');
    return { viewer, baby };
  }

  async invite(actor: Actor, input: InviteInput, locale: string, baseUrl: string): Promise<InvitationReply> {
    const email = input.email.trim().toLowerCase();
    if (!isEmail(email)) throw new AppError(422, 'invalid_email');
    if (email === actor.user.email) throw new AppError(422, 'invite_yourself');
    const grants: Grant[] = [];
    for (const item of input.babies) {
      const { viewer, baby } = await this.babyOf(actor, item.id);
      const permission = item.permission ?? input.permission ?? 'can_view';
      authorize(viewer, 'invitation.invite', { invitee_id: null, permission });
      const relation = item.relation ?? input.relation ?? 'family';
      grants.push({
        baby,
        relation,
        relationName: relation === 'custom' ? (item.relation_name ?? input.relation_name ?? null) : null,
        permission,
      });
    }
    const invitee = await this.usersRepo.findByEmail(email);
    if (invitee) {
      for (const grant of grants) {
        if (await this.familyRepo.findMembership(grant.baby.id, invitee.id)) throw new AppError(409, 'already_member');
      }
    }
    await this.reserveMail(actor, grants);
    const now = nowSeconds();
    const token = randomToken();
    const invitation = await this.invitationsRepo.insert(
      {
        inviter_id: actor.id,
        email,
        invitee_id: null,
        locale,
        accepted_at: null,
        token_hash: hashToken(token),
        expires_at: now + LINK_SECONDS,
        created_at: now,
        updated_at: now,
      },
      grants.map((g) => ({
        baby_id: g.baby.id,
        relation: g.relation,
        relation_name: g.relationName,
        permission: g.permission,
      })),
    );
    await this.mail(invitation, actor.user, grants, linkTo(baseUrl, token));
    return this.presented(invitation);
  }

  /**
   * The members of an archive the actor imported as `babyId` (ADR 0037), each invited to it as
   * POST /family_invitations would: a mailed link they follow to join. Each keeps the archive's
   * relation, and its permission capped at the most the actor may grant. An address that cannot
   * be invited (not an address, or over the mail limit) is skipped. Answers how many were invited.
   */
  async inviteImported(
    actor: Actor,
    babyId: number,
    invitees: readonly { email: string; relation: Relation; relation_name: string | null; permission: Permission }[],
    locale: string,
    baseUrl: string,
  ): Promise<number> {
    const viewer = await actor.requireMember(babyId);
    const grantable = grantablePermissions(viewer.permission);
    let invited = 0;
    for (const person of invitees) {
      const permission = grantable.filter((p) => permissionRank(p) <= permissionRank(person.permission)).at(-1);
      if (!permission) continue;
      try {
        await this.invite(
          actor,
          {
            email: person.email,
            babies: [
              {
                id: babyId,
                relation: person.relation,
                ...(person.relation === 'custom' && person.relation_name
                  ? { relation_name: person.relation_name.slice(0, RELATION_NAME_MAX) }
                  : {}),
                permission,
              },
            ],
          },
          locale,
          baseUrl,
        );
        invited += 1;
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) throw error;
      }
    }
    return invited;
  }

  /** Changes the address of a pending invitation and sends it again with a new link; the same address just resends. */
  async editMailbox(
    actor: Actor,
    invitationId: number,
    email: string,
    locale: string,
    baseUrl: string,
  ): Promise<InvitationReply> {
    const { invitation, babies } = await this.managed(actor, invitationId);
    if (invitation.accepted_at !== null) throw new AppError(409, 'already_member');
    const address = email.trim().toLowerCase();
    if (!isEmail(address)) throw new AppError(422, 'invalid_email');
    await this.reserveMail(actor, babies);
    const now = nowSeconds();
    const token = randomToken();
    await this.invitationsRepo.resend(invitation.id, address, hashToken(token), now + LINK_SECONDS, now);
    const updated = { ...invitation, email: address };
    await this.mail(updated, actor.user, babies, linkTo(baseUrl, token), locale);
    return this.presented(updated);
  }

  private async presented(invitation: FamilyInvitation): Promise<InvitationReply> {
    return presentInvitation(invitation, await this.invitationsRepo.babiesOf([invitation.id]));
  }

  /** What an invitation link offers; 404 for a link that was used or cancelled, 410 for an expired one. */
  async preview(token: string): Promise<InvitationPreview> {
    const { invitation, grants } = await this.byToken(token);
    const first = grants[0];
    if (!first) throw new AppError(404, 'invitation_invalid');
    const inviter = await this.usersRepo.findById(invitation.inviter_id);
    return {
      email: invitation.email,
      inviter: inviter?.name ?? '',
      babies: grants.map((g) => ({ id: g.baby.id, name: g.baby.name })),
      relation: first.relation,
      relation_name: first.relationName,
      permission: first.permission,
      account_exists: (await this.usersRepo.findByEmail(invitation.email)) !== undefined,
    };
  }

  /**
   * The signed-in owner of the invited address follows its link: they join
   * every baby it names. The link proves the mailbox, so the address counts
   * as verified; it works once.
   */
  async accept(actor: Actor, token: string): Promise<{ babyIds: number[] }> {
    const joined = await this.acceptFor(actor.user, token);
    for (const babyId of joined.babyIds) actor.forget(babyId);
    return joined;
  }

  /** Joins `user` through the invitation behind `token` (for an account just created from the link, too). */
  async acceptFor(user: User, token: string): Promise<{ babyIds: number[] }> {
    const { invitation, grants } = await this.byToken(token);
    if (user.email !== invitation.email)
      throw new AppError(403, 'invitation_other_account', { email: invitation.email });
    return this.join(user, invitation, grants);
  }

  /** The pending invitation behind a link, with what it grants. */
  async byToken(token: string): Promise<{ invitation: FamilyInvitation; grants: Grant[] }> {
    const invitation =
      token.length >= 20 && token.length <= 200
        ? await this.invitationsRepo.findByTokenHash(hashToken(token))
        : undefined;
    if (!invitation || invitation.accepted_at !== null) throw new AppError(404, 'invitation_invalid');
    if (invitation.expires_at === null || invitation.expires_at <= nowSeconds())
      throw new AppError(410, 'invitation_expired');
    const grants: Grant[] = [];
    for (const b of await this.invitationsRepo.babiesOf([invitation.id])) {
      const baby = await this.babiesRepo.findById(b.baby_id);
      if (baby)
        grants.push({
          baby,
          relation: b.relation as Relation,
          relationName: b.relation_name,
          permission: b.permission as Permission,
        });
    }
    return { invitation, grants };
  }

  /** Cancels an invitation: pending ones vanish; accepted ones take back the access they gave. */
  async cancel(actor: Actor, invitationId: number): Promise<void> {
    const { invitation, babies } = await this.managed(actor, invitationId);
    for (const grant of babies) await this.removeFromInvitation(invitation, grant.baby.id);
  }

  /** Takes one baby out of an invitation; for an accepted one the member leaves that baby's family. */
  async deleteBaby(actor: Actor, invitationId: number, babyId: number): Promise<void> {
    const { viewer } = await this.babyOf(actor, babyId);
    const invitation = found(await this.invitationsRepo.findById(invitationId));
    const grant = found((await this.invitationsRepo.babiesOf([invitation.id])).find((b) => b.baby_id === babyId));
    authorize(viewer, 'invitation.remove_baby', {
      invitee_id: invitation.invitee_id,
      permission: grant.permission as Permission,
    });
    await this.removeFromInvitation(invitation, babyId);
  }

  private async removeFromInvitation(invitation: FamilyInvitation, babyId: number): Promise<void> {
    if (invitation.invitee_id !== null) {
      const member = await this.familyRepo.findMembership(babyId, invitation.invitee_id);
      if (member && leavesNoAdmin(member.permission as Permission, null, await this.familyRepo.adminCount(babyId))) {
        throw new AppError(409, 'last_admin');
      }
      if (member) await this.familyRepo.remove(babyId, invitation.invitee_id);
      await this.usersRepo.bumpFamilyVersion(invitation.invitee_id, nowSeconds());
    }
    await this.invitationsRepo.removeBaby(invitation.id, babyId);
  }

  /** An invitation the actor manages every baby of; 404 if they are not in those families. */
  private async managed(
    actor: Actor,
    invitationId: number,
  ): Promise<{ invitation: FamilyInvitation; babies: Grant[] }> {
    const invitation = found(await this.invitationsRepo.findById(invitationId));
    const grants: Grant[] = [];
    for (const b of await this.invitationsRepo.babiesOf([invitation.id])) {
      const { viewer, baby } = await this.babyOf(actor, b.baby_id);
      authorize(viewer, 'invitation.manage', {
        invitee_id: invitation.invitee_id,
        permission: b.permission as Permission,
      });
      grants.push({
        baby,
        relation: b.relation as Relation,
        relationName: b.relation_name,
        permission: b.permission as Permission,
      });
    }
    if (grants.length === 0) throw new AppError(404, 'not_found');
    return { invitation, babies: grants };
  }

  /** Spends the link, then puts the user in each baby's family (a membership they already have is left as it is). */
  private async join(user: User, invitation: FamilyInvitation, grants: Grant[]): Promise<{ babyIds: number[] }> {
    const now = nowSeconds();
    if (!(await this.invitationsRepo.accept(invitation.id, user.id, now)))
      throw new AppError(404, 'invitation_invalid');
    for (const grant of grants) {
      if (await this.familyRepo.findMembership(grant.baby.id, user.id)) continue;
      await this.familyRepo.upsert({
        baby_id: grant.baby.id,
        user_id: user.id,
        relation: grant.relation,
        relation_name: grant.relationName,
        permission: grant.permission,
        invitation_id: invitation.id,
        created_at: now,
        updated_at: now,
      });
      await this.usersRepo.setLinkedBabyIfEmpty(user.id, grant.baby.id, now);
      await this.onJoined(grant.baby.id, user.id);
    }
    await this.usersRepo.markEmailVerified(user.id, now);
    await this.usersRepo.bumpFamilyVersion(user.id, now);
    return { babyIds: grants.map((g) => g.baby.id) };
  }

  private async reserveMail(actor: Pick<User, 'id'>, grants: readonly Grant[]): Promise<void> {
    const { windowSeconds } = MAIL_LIMITS;
    await reserveOrRefuse(this.throttle, [
      { key: `mail:user:${actor.id}`, max: MAIL_LIMITS.perUser, windowSeconds },
      ...grants.map((g) => ({ key: `mail:baby:${g.baby.id}`, max: MAIL_LIMITS.perBaby, windowSeconds })),
    ]);
  }

  private async mail(
    invitation: FamilyInvitation,
    inviter: User,
    grants: Grant[],
    link: string,
    locale = invitation.locale,
  ): Promise<void> {
    const first = grants[0];
    if (!first) return;
    const t = (key: string, params: Record<string, string>) => translate(locale, key, params);
    const relation =
      first.relation === 'custom' && first.relationName ? first.relationName : t(`relations.${first.relation}`, {});
    const params = {
      inviter: inviter.name,
      baby: grants.map((g) => g.baby.name).join(', '),
      relation,
      permission: t(`permissions.${first.permission}`, {}),
      email: invitation.email,
      link,
    };
    await this.jobs.enqueue('mail.send', {
      // The subject is fixed text: names are user input and go in the body only.
      to: invitation.email,
      subject: t('mail.invited_subject', {}),
      text: t('mail.invited_body', params),
    });
  }
}

/** The page of the web app an invitation mail links to. */
function linkTo(baseUrl: string, token: string): string {
  return `${baseUrl}/invitation/${token}`;
}
