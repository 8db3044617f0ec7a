import type { Insertable, Kysely } from 'kysely';
import type { Database, FamilyInvitation, FamilyInvitationBabiesTable, FamilyInvitationBaby } from '../db/schema.js';
import { atomically } from './atomically.js';

export class InvitationsRepo {
  constructor(private readonly db: Kysely<Database>) {}

  findById(id: number): Promise<FamilyInvitation | undefined> {
    return this.db.selectFrom('family_invitations').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(
    row: Insertable<Database['family_invitations']>,
    babies: Array<Omit<Insertable<FamilyInvitationBabiesTable>, 'invitation_id'>>,
  ): Promise<FamilyInvitation> {
    return atomically(this.db, async (trx) => {
      const invitation = await trx
        .insertInto('family_invitations')
        .values(row)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (babies.length > 0) {
        await trx
          .insertInto('family_invitation_babies')
          .values(babies.map((b) => ({ ...b, invitation_id: invitation.id })))
          .execute();
      }
      return invitation;
    });
  }

  babiesOf(invitationIds: readonly number[]): Promise<FamilyInvitationBaby[]> {
    if (invitationIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('family_invitation_babies')
      .selectAll()
      .where('invitation_id', 'in', invitationIds)
      .execute();
  }

  /** Invitations still waiting for an account, that include a baby. */
  pendingForBaby(babyId: number): Promise<FamilyInvitation[]> {
    return this.db
      .selectFrom('family_invitations')
      .selectAll('family_invitations')
      .innerJoin('family_invitation_babies', 'family_invitation_babies.invitation_id', 'family_invitations.id')
      .where('family_invitation_babies.baby_id', '=', babyId)
      .where('family_invitations.accepted_at', 'is', null)
      .orderBy('family_invitations.id')
      .execute();
  }

  findByTokenHash(tokenHash: string): Promise<FamilyInvitation | undefined> {
    return this.db.selectFrom('family_invitations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  }

  /** Marks the invitation accepted by `inviteeId` and spends its link; false when another request spent it first. */
  async accept(id: number, inviteeId: number, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('family_invitations')
      .set({ invitee_id: inviteeId, accepted_at: now, token_hash: null, updated_at: now })
      .where('id', '=', id)
      .where('accepted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** A new address and a new link for a pending invitation: the old link stops working. */
  async resend(id: number, email: string, tokenHash: string, expiresAt: number, now: number): Promise<void> {
    await this.db
      .updateTable('family_invitations')
      .set({ email, token_hash: tokenHash, expires_at: expiresAt, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  /** Drops one baby from an invitation, and the invitation once it names no baby. */
  async removeBaby(id: number, babyId: number): Promise<void> {
    await atomically(this.db, async (trx) => {
      await trx
        .deleteFrom('family_invitation_babies')
        .where('invitation_id', '=', id)
        .where('baby_id', '=', babyId)
        .execute();
      const left = await trx
        .selectFrom('family_invitation_babies')
        .select('baby_id')
        .where('invitation_id', '=', id)
        .executeTakeFirst();
      if (!left) await trx.deleteFrom('family_invitations').where('id', '=', id).execute();
    });
  }
}
