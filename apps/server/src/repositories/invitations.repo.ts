import type { Insertable, Kysely } from 'kysely';
import type { Database, FamilyInvitation, FamilyInvitationBabiesTable, FamilyInvitationBaby } from '../db/schema.js';

export class InvitationsRepo {
  constructor(private readonly db: Kysely<Database>) {}

  findById(id: number): Promise<FamilyInvitation | undefined> {
    return this.db.selectFrom('family_invitations').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(row: Insertable<Database['family_invitations']>, babies: Array<Omit<Insertable<FamilyInvitationBabiesTable>, 'invitation_id'>>): Promise<FamilyInvitation> {
    return this.db.transaction().execute(async (trx) => {
      const invitation = await trx.insertInto('family_invitations').values(row).returningAll().executeTakeFirstOrThrow();
      if (babies.length > 0) {
        await trx.insertInto('family_invitation_babies').values(babies.map((b) => ({ ...b, invitation_id: invitation.id }))).execute();
      }
      return invitation;
    });
  }

  babiesOf(invitationIds: readonly number[]): Promise<FamilyInvitationBaby[]> {
    if (invitationIds.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('family_invitation_babies').selectAll().where('invitation_id', 'in', invitationIds).execute();
  }

  /** Invitations still waiting for an account, that include a baby. */
  pendingForBaby(babyId: number): Promise<FamilyInvitation[]> {
    return this.db.selectFrom('family_invitations').selectAll('family_invitations')
      .innerJoin('family_invitation_babies', 'family_invitation_babies.invitation_id', 'family_invitations.id')
      .where('family_invitation_babies.baby_id', '=', babyId).where('family_invitations.accepted_at', 'is', null)
      .orderBy('family_invitations.id').execute();
  }

  pendingForEmail(email: string): Promise<FamilyInvitation[]> {
    return this.db.selectFrom('family_invitations').selectAll()
      .where('email', '=', email.toLowerCase()).where('accepted_at', 'is', null).orderBy('id').execute();
  }

  async accept(id: number, inviteeId: number, now: number): Promise<void> {
    await this.db.updateTable('family_invitations').set({ invitee_id: inviteeId, accepted_at: now, updated_at: now }).where('id', '=', id).execute();
  }

  async setEmail(id: number, email: string, now: number): Promise<void> {
    await this.db.updateTable('family_invitations').set({ email, updated_at: now }).where('id', '=', id).execute();
  }

  /** Drops one baby from an invitation, and the invitation once it names no baby. */
  async removeBaby(id: number, babyId: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('family_invitation_babies').where('invitation_id', '=', id).where('baby_id', '=', babyId).execute();
      const left = await trx.selectFrom('family_invitation_babies').select('baby_id').where('invitation_id', '=', id).executeTakeFirst();
      if (!left) await trx.deleteFrom('family_invitations').where('id', '=', id).execute();
    });
  }
}
