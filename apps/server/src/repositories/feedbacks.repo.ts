import type { Kysely } from 'kysely';
import type { Database, Feedback, FeedbackScreenshot } from '../db/schema.js';

export interface NewFeedback {
  userId: number | null;
  contactEmail: string;
  locale: string;
  category: string;
  content: string;
  ignored: boolean;
  screenshots: { key: string; width: number; height: number; bytes: number }[];
}

/** Feedback to support and its screenshots; every list is paged in SQL, newest first. */
export class FeedbacksRepo {
  constructor(private readonly db: Kysely<Database>) {}

  /** Writes a feedback and its screenshots' rows (run it in a transaction: the rows go together). */
  async insert(feedback: NewFeedback, now: number): Promise<Feedback> {
    const row = await this.db
      .insertInto('feedbacks')
      .values({
        user_id: feedback.userId,
        contact_email: feedback.contactEmail,
        locale: feedback.locale,
        category: feedback.category,
        content: feedback.content,
        ignored: feedback.ignored ? 1 : 0,
        reply: null,
        replied_by: null,
        replied_at: null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    for (const [position, shot] of feedback.screenshots.entries()) {
      await this.db
        .insertInto('feedback_screenshots')
        .values({
          feedback_id: row.id,
          position,
          storage_key: shot.key,
          width: shot.width,
          height: shot.height,
          bytes: shot.bytes,
          created_at: now,
        })
        .execute();
    }
    return row;
  }

  /** A writer's own history, newest first, without what carries the ignore marker; one row more than asked. */
  listOfUser(userId: number, offset: number, limit: number): Promise<Feedback[]> {
    return this.db
      .selectFrom('feedbacks')
      .selectAll()
      .where('user_id', '=', userId)
      .where('ignored', '=', 0)
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  /** Every feedback, newest first (the support console), optionally only the unanswered; one row more than asked. */
  listAll(options: { unanswered: boolean }, offset: number, limit: number): Promise<Feedback[]> {
    let query = this.db.selectFrom('feedbacks').selectAll();
    if (options.unanswered) query = query.where('replied_at', 'is', null);
    return query.orderBy('id', 'desc').offset(offset).limit(limit).execute();
  }

  findById(id: number): Promise<Feedback | undefined> {
    return this.db.selectFrom('feedbacks').selectAll().where('id', '=', id).executeTakeFirst();
  }

  screenshotsOf(feedbackIds: readonly number[]): Promise<FeedbackScreenshot[]> {
    if (feedbackIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('feedback_screenshots')
      .selectAll()
      .where('feedback_id', 'in', feedbackIds)
      .orderBy('feedback_id')
      .orderBy('position')
      .execute();
  }

  findScreenshot(id: number): Promise<(FeedbackScreenshot & { user_id: number | null }) | undefined> {
    return this.db
      .selectFrom('feedback_screenshots')
      .innerJoin('feedbacks', 'feedbacks.id', 'feedback_screenshots.feedback_id')
      .selectAll('feedback_screenshots')
      .select('feedbacks.user_id')
      .where('feedback_screenshots.id', '=', id)
      .executeTakeFirst();
  }

  /** Writes (or rewrites) the official reply. */
  async setReply(id: number, reply: string, by: number | null, now: number): Promise<Feedback | undefined> {
    return this.db
      .updateTable('feedbacks')
      .set({ reply, replied_by: by, replied_at: now, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }
}
