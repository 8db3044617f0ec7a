import { isEmail, isLocale, LIMITS, wordCount, type Locale } from '@sprout/shared';
import { translate } from '@sprout/shared/i18n/server';
import type { Feedback, FeedbackScreenshot, User } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { JobQueue } from '../jobs/queue.js';
import { inspectPicture, renderWithinSized } from '../media/image.js';
import { authorize, found } from '../policies/authorize.js';
import { CONSOLE, supportViewerOf } from '../policies/support.policy.js';
import type { NewFeedback } from '../repositories/feedbacks.repo.js';
import type { Repos, Transact } from '../repositories/repos.js';
import { feedbackScreenshotKey } from '../storage/keys.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { nowSeconds } from '../util/time.js';
import type { MediaObject } from './media.service.js';
import { reserveOrRefuse, type Limit } from './throttle.js';

/** A page of the writer's history and of the console (spec §7: `page`, `next_page`). */
export const FEEDBACK_PAGE = 10;
/** The longest side a screenshot is kept at: text in it stays readable, a 50 MP photo does not fill the disk. */
const SCREENSHOT_SIDE = 2560;
/** The ignore marker (SPEC-NOTES): a feedback holding it is kept but never listed to its writer. */
export const IGNORE_MARKER = '[ignore]';
/** Characters a feedback or a reply may have at most, besides the 1000 words (a wall of one "word"). */
const MAX_CHARS = 20_000;

/**
 * How often feedback may be sent. Without an account, per client address and per contact address,
 * reserved together before anything is read (a parallel burst gets no more through than a sequence);
 * with one, per account.
 */
export const FEEDBACK_LIMITS = { perEmailHour: 3, perClientHour: 10, perUserHour: 20 } as const;

export interface FeedbackInput {
  content: string;
  contactEmail: string;
  category: string;
  locale: Locale;
  /** Local files of the screenshots, in the order sent (the route refuses a fourth). */
  screenshots: string[];
}

export interface ConsoleFeedback {
  feedback: Feedback;
  writer: Pick<User, 'id' | 'name' | 'email'> | null;
  screenshots: FeedbackScreenshot[];
}

export interface Paged<T> {
  list: T[];
  next_page: number | null;
}

/** Feedback to support (spec §3, §7) and the support console that answers it (issue 22). */
export class FeedbackService {
  constructor(
    private readonly repos: Repos,
    private readonly transact: Transact,
    private readonly storage: ObjectStorage,
    private readonly jobs: JobQueue,
  ) {}

  /** POST /feedbacks, signed in: the contact address defaults to the account's. */
  async sendSignedIn(user: User, input: FeedbackInput): Promise<Feedback> {
    const contact = input.contactEmail.trim() === '' ? user.email : input.contactEmail;
    const checked = this.check({ ...input, contactEmail: contact });
    await reserveOrRefuse(this.repos.throttle, [
      { key: `feedback:user:${user.id}`, max: FEEDBACK_LIMITS.perUserHour, windowSeconds: 3600 },
    ]);
    return this.store(user.id, checked, input);
  }

  /** POST /no_login_feedbacks (/noLoginFeedback): the contact address is required; throttled by client and address. */
  async sendAnonymous(client: string, input: FeedbackInput): Promise<Feedback> {
    const checked = this.check(input);
    const limits: Limit[] = [
      { key: `feedback:email:${checked.contactEmail}`, max: FEEDBACK_LIMITS.perEmailHour, windowSeconds: 3600 },
      { key: `feedback:client:${client}`, max: FEEDBACK_LIMITS.perClientHour, windowSeconds: 3600 },
    ];
    await reserveOrRefuse(this.repos.throttle, limits);
    return this.store(null, checked, input);
  }

  private check(input: FeedbackInput): { content: string; contactEmail: string } {
    const content = input.content.trim();
    if (content === '' || wordCount(content) === 0) throw new AppError(422, 'some_words');
    if (wordCount(content) > LIMITS.maxTextWords || content.length > MAX_CHARS)
      throw new AppError(422, 'too_many_words');
    const contactEmail = input.contactEmail.trim().toLowerCase();
    if (!isEmail(contactEmail)) throw new AppError(422, 'invalid_email');
    if (input.screenshots.length > LIMITS.maxFeedbackPictures) throw new AppError(422, 'too_many_screenshots');
    return { content, contactEmail };
  }

  /**
   * Every screenshot is checked by its content (sniffed, then fully decoded: 422 `620` for anything
   * that is not a picture) and stored re-encoded, before one transaction writes the feedback and
   * its screenshots' rows.
   */
  private async store(
    userId: number | null,
    checked: { content: string; contactEmail: string },
    input: FeedbackInput,
  ): Promise<Feedback> {
    const pictures = [];
    for (const file of input.screenshots) {
      await inspectPicture(file);
      pictures.push(await renderWithinSized(file, SCREENSHOT_SIDE, 88));
    }
    const shots: NewFeedback['screenshots'] = [];
    for (const { data, width, height } of pictures) {
      const key = feedbackScreenshotKey();
      await this.storage.putBuffer(key, data);
      shots.push({ key, width, height, bytes: data.length });
    }
    const now = nowSeconds();
    return this.transact(({ repos }) =>
      repos.feedbacks.insert(
        {
          userId,
          contactEmail: checked.contactEmail,
          locale: input.locale,
          category: input.category.slice(0, 100),
          content: checked.content,
          ignored: checked.content.includes(IGNORE_MARKER),
          screenshots: shots,
        },
        now,
      ),
    );
  }

  /** GET /feedbacks.json: the writer's history, newest first, with the official replies. */
  async history(user: User, page: number): Promise<Paged<Feedback>> {
    const rows = await this.repos.feedbacks.listOfUser(user.id, (page - 1) * FEEDBACK_PAGE, FEEDBACK_PAGE + 1);
    return { list: rows.slice(0, FEEDBACK_PAGE), next_page: rows.length > FEEDBACK_PAGE ? page + 1 : null };
  }

  /** 404 unless the user is support staff: the console's calls answer nothing else to anyone else. */
  requireConsole(user: User): void {
    authorize(supportViewerOf(user), 'support_console.read', CONSOLE);
  }

  /** The console's list: every family's feedback, newest first, or only what has no reply yet. 404 to non-support. */
  async consoleList(user: User, page: number, unanswered: boolean): Promise<Paged<ConsoleFeedback>> {
    authorize(supportViewerOf(user), 'support_console.list', CONSOLE);
    return this.operatorList(page, unanswered);
  }

  /** One feedback in the console, with its screenshots. 404 to non-support, and for a feedback that does not exist. */
  async consoleOne(user: User, id: number): Promise<ConsoleFeedback> {
    authorize(supportViewerOf(user), 'support_console.read', CONSOLE);
    const feedback = found(await this.repos.feedbacks.findById(id));
    return (await this.withDetails([feedback]))[0]!;
  }

  /**
   * Writes the official reply and, in the same transaction, queues its mail to the contact
   * address in the language the feedback was written in. 404 to non-support.
   */
  async reply(user: User, id: number, raw: string): Promise<ConsoleFeedback> {
    authorize(supportViewerOf(user), 'support_console.reply', CONSOLE);
    const feedback = found(await this.repos.feedbacks.findById(id));
    authorize(supportViewerOf(user), 'feedback.reply', { authorId: feedback.user_id });
    return this.writeReply(feedback, raw, user.id);
  }

  /** The operator's CLI (`feedback reply`): the same reply and mail, written by no account. */
  async operatorReply(id: number, raw: string): Promise<ConsoleFeedback> {
    return this.writeReply(found(await this.repos.feedbacks.findById(id)), raw, null);
  }

  /** The operator's CLI (`feedback list`): the console's list without an account. */
  async operatorList(page: number, unanswered: boolean): Promise<Paged<ConsoleFeedback>> {
    const rows = await this.repos.feedbacks.listAll({ unanswered }, (page - 1) * FEEDBACK_PAGE, FEEDBACK_PAGE + 1);
    return {
      list: await this.withDetails(rows.slice(0, FEEDBACK_PAGE)),
      next_page: rows.length > FEEDBACK_PAGE ? page + 1 : null,
    };
  }

  private async writeReply(feedback: Feedback, raw: string, by: number | null): Promise<ConsoleFeedback> {
    const reply = raw.trim();
    if (reply === '' || wordCount(reply) === 0) throw new AppError(422, 'some_words');
    if (wordCount(reply) > LIMITS.maxTextWords || reply.length > MAX_CHARS) throw new AppError(422, 'too_many_words');
    const locale = isLocale(feedback.locale) ? feedback.locale : 'en';
    const t = (key: string, params: Record<string, string> = {}) => translate(locale, key, params);
    const writer = feedback.user_id === null ? undefined : await this.repos.users.findById(feedback.user_id);
    const updated = await this.transact(async (work) => {
      const row = found(await work.repos.feedbacks.setReply(feedback.id, reply, by, nowSeconds()));
      await this.jobs.enqueueIn(work, 'mail.send', {
        to: feedback.contact_email,
        subject: t('mail.feedback_reply_subject'),
        text: t('mail.feedback_reply_body', {
          name: writer && !writer.deleted_at ? writer.name : t('mail.feedback_reply_no_name'),
          content: quote(feedback.content),
          reply,
        }),
      });
      return row;
    });
    return (await this.withDetails([updated]))[0]!;
  }

  /** A screenshot's bytes: for the feedback's writer and for support; 404 to anyone else. */
  async screenshot(user: User, id: number): Promise<MediaObject> {
    const shot = found(await this.repos.feedbacks.findScreenshot(id));
    authorize(supportViewerOf(user), 'feedback.view_screenshot', { authorId: shot.user_id });
    const object = await this.storage.get(shot.storage_key);
    if (!object) throw new AppError(404, 'not_found');
    return { object, key: shot.storage_key, version: shot.created_at, mime: 'image/jpeg', downloadName: null };
  }

  private async withDetails(feedbacks: Feedback[]): Promise<ConsoleFeedback[]> {
    const shots = await this.repos.feedbacks.screenshotsOf(feedbacks.map((f) => f.id));
    const writers = new Map<number, User | undefined>();
    for (const id of new Set(feedbacks.map((f) => f.user_id).filter((v): v is number => v !== null)))
      writers.set(id, await this.repos.users.findById(id));
    return feedbacks.map((feedback) => {
      const writer = feedback.user_id === null ? undefined : writers.get(feedback.user_id);
      return {
        feedback,
        writer: writer ? { id: writer.id, name: writer.name, email: writer.email } : null,
        screenshots: shots.filter((s) => s.feedback_id === feedback.id),
      };
    });
  }
}

/** The writer's text as a mail quotes it. */
function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
}
