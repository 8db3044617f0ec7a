import { isLocale, type Locale } from '@sprout/shared';
import { translate } from '@sprout/shared/i18n/server';
import type { JobQueue } from '../jobs/queue.js';
import type { JobLog } from '../jobs/worker.js';
import type { StoredObjectsRepo } from '../repositories/stored-objects.repo.js';
import type { UsersRepo } from '../repositories/users.repo.js';
import { isMediaKey, MEDIA_PREFIXES } from '../storage/keys.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { sha256OfStream } from '../util/sha256.js';
import { nowSeconds } from '../util/time.js';

export interface VerifyReport {
  /** Objects whose bytes were read and compared with their recorded checksum. */
  checked: number;
  /** Recorded objects the storage no longer has. */
  missing: string[];
  /** Recorded objects whose bytes are no longer what was stored. */
  changed: string[];
  /** Objects found with no checksum (stored before checksums were recorded), recorded now as they are. */
  recorded: number;
}

/** Problem keys kept in a run's row and listed in the operator's mail, at most. */
const LISTED_MAX = 50;

export interface IntegrityDeps {
  storage: ObjectStorage;
  ledger: StoredObjectsRepo;
  users: Pick<UsersRepo, 'findByEmail'>;
  jobs: JobQueue;
  /** OPERATOR_EMAIL: who is mailed when a check finds a problem; null: nobody. */
  operatorEmail: string | null;
  log: JobLog;
}

/**
 * Proves that what is stored is still what was sent (ADR 0036): every recorded object is read
 * back and hashed. Used by `npm run cli -- verify` and the weekly `storage.verify` job.
 */
export class IntegrityService {
  constructor(private readonly deps: IntegrityDeps) {}

  async verify(): Promise<VerifyReport> {
    const { storage, ledger } = this.deps;
    const report: VerifyReport = { checked: 0, missing: [], changed: [], recorded: 0 };
    const seen = new Set<string>();
    for await (const page of ledger.all()) {
      for (const row of page) {
        seen.add(row.key);
        const object = await storage.get(row.key);
        const actual = object ? await sha256OfStream(object.stream()) : null;
        if (actual?.sha256 === row.sha256) {
          report.checked += 1;
          continue;
        }
        // Read again: removed meanwhile (a purge) or written anew (a derivative made again) is no problem.
        const now = await ledger.find(row.key);
        if (!now) continue;
        if (actual && actual.sha256 === now.sha256) {
          report.checked += 1;
          continue;
        }
        if (actual) {
          report.checked += 1;
          report.changed.push(row.key);
        } else if (!(await storage.exists(row.key))) report.missing.push(row.key);
      }
    }
    for (const prefix of MEDIA_PREFIXES) {
      for await (const key of storage.list(prefix)) {
        if (seen.has(key) || !isMediaKey(key)) continue;
        const object = await storage.get(key);
        if (!object) continue;
        const { sha256, size } = await sha256OfStream(object.stream());
        if (await ledger.adopt(key, sha256, size)) report.recorded += 1;
      }
    }
    return report;
  }

  /**
   * Verifies, keeps the outcome for /metrics, logs it, and mails the operator when something is wrong
   * (not when the operator ran it and reads the answer: `mail: false`).
   */
  async verifyAndReport(options: { mail: boolean } = { mail: true }): Promise<VerifyReport> {
    const startedAt = nowSeconds();
    const report = await this.verify();
    const problems = { missing: report.missing.slice(0, LISTED_MAX), changed: report.changed.slice(0, LISTED_MAX) };
    await this.deps.ledger.recordRun({
      started_at: startedAt,
      finished_at: nowSeconds(),
      checked: report.checked,
      missing: report.missing.length,
      changed: report.changed.length,
      recorded: report.recorded,
      problems: JSON.stringify(problems),
    });
    const summary = {
      checked: report.checked,
      missing: report.missing.length,
      changed: report.changed.length,
      recorded: report.recorded,
    };
    if (report.missing.length + report.changed.length === 0) {
      this.deps.log.info(summary, 'verify: every stored object matches its checksum');
      return report;
    }
    this.deps.log.error({ ...summary, ...problems }, 'verify: stored objects are missing or changed');
    if (options.mail) await this.mailOperator(report);
    return report;
  }

  private async mailOperator(report: VerifyReport): Promise<void> {
    const to = this.deps.operatorEmail;
    if (!to) {
      this.deps.log.warn({}, 'verify: no OPERATOR_EMAIL is set, so nobody was mailed about the problems');
      return;
    }
    // Written in the operator's own locale when they have an account, else in English.
    const user = await this.deps.users.findByEmail(to);
    const locale: Locale = user && isLocale(user.locale) ? user.locale : 'en';
    const list = (keys: string[]) =>
      keys.length === 0
        ? '-'
        : keys
            .slice(0, LISTED_MAX)
            .map((key) => `  ${key}`)
            .join('\n') + (keys.length > LISTED_MAX ? '\n  …' : '');
    await this.deps.jobs.enqueue('mail.send', {
      to,
      subject: translate(locale, 'mail.verify_problems_subject'),
      text: translate(locale, 'mail.verify_problems_body', {
        missing: report.missing.length,
        changed: report.changed.length,
        checked: report.checked,
        missing_list: list(report.missing),
        changed_list: list(report.changed),
      }),
    });
  }
}
