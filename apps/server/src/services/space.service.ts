import type { VipGrantReply } from '@sprout/shared';
import { translate } from '@sprout/shared/i18n/server';
import type { Baby } from '../db/schema.js';
import type { SpaceFields } from '../presenters/family.presenter.js';
import { AppError } from '../errors.js';
import { authorize } from '../policies/authorize.js';
import { isVip, spaceOverflow, type SpaceFacts } from '../policies/space.policy.js';
import type { Viewer } from '../policies/viewer.js';
import type { Repos, Transact, UnitOfWork } from '../repositories/repos.js';
import type { VipStanding } from '../repositories/vip.repo.js';
import { nowSeconds } from '../util/time.js';
import type { Actor } from './actor.js';

/** One VIP covers this many babies at once, the buyer's included (spec §1, §3). */
export const VIP_QUOTA = 3;
/** The operator's announcement that free storage ends must give at least this many months (spec §1). */
export const NOTICE_MONTHS = 3;
const NOTICE_SETTING = 'storage_notice';

export type { SpaceFields };

/** The first day at least NOTICE_MONTHS after `now` (UTC), as YYYY-MM-DD. */
export function earliestNoticeDate(now: number): string {
  const d = new Date(now * 1000);
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + NOTICE_MONTHS, d.getUTCDate()));
  // 30 November + 3 months: no 30 February, so the first day of the month after it, 1 March.
  if (first.getUTCDate() !== d.getUTCDate()) {
    first.setUTCDate(0);
    first.setUTCDate(first.getUTCDate() + 1);
  }
  return first.toISOString().slice(0, 10);
}

/**
 * A baby's space (ADR 0040): what it stores against the free limit, its VIP (own or shared within a quota
 * of 3), the upload check, and the operator's notice that free storage ends. Nothing here deletes or hides
 * what is stored.
 */
export class SpaceService {
  constructor(
    private readonly deps: {
      repos: Pick<Repos, 'babies' | 'vip'>;
      transact: Transact;
      /** FREE_STORAGE_BYTES; null: no limit, no VIP screens. */
      freeBytes: number | null;
      clock?: () => number;
    },
  ) {}

  private now(): number {
    return (this.deps.clock ?? nowSeconds)();
  }

  private facts(baby: Baby, standing: VipStanding | undefined): SpaceFacts {
    return {
      storageBytes: Number(baby.storage_bytes),
      freeBytes: this.deps.freeBytes,
      vipExpiration: standing?.expiration ?? Number(baby.vip_expiration),
      now: this.now(),
    };
  }

  /** What GET /family_relations tells of each baby's space. */
  async fieldsFor(babies: readonly Baby[]): Promise<Map<number, SpaceFields>> {
    const standings = await this.deps.repos.vip.standings(babies.map((b) => b.id));
    const out = new Map<number, SpaceFields>();
    for (const baby of babies) {
      const standing = standings.get(baby.id);
      const facts = this.facts(baby, standing);
      out.set(baby.id, {
        space_overflow: spaceOverflow(facts),
        vip_expiration: facts.vipExpiration,
        storage_bytes: facts.storageBytes,
        free_storage_bytes: facts.freeBytes,
        vip_from_baby_id: standing && standing.expiration > standing.own ? standing.fromBabyId : null,
      });
    }
    return out;
  }

  /** Before an upload is taken (tus create, POST /moments): 409 free_storage_used_up or vip_expired when over the limit without VIP. */
  async checkUpload(viewer: Viewer | null, babyId: number): Promise<void> {
    const baby = await this.deps.repos.babies.findById(babyId);
    if (!baby) throw new AppError(404, 'not_found');
    const standing = (await this.deps.repos.vip.standings([babyId])).get(babyId);
    authorize(viewer, 'space.upload', this.facts(baby, standing));
  }

  /** An Admin of a VIP baby shares its VIP with another baby they administer (spec §6). */
  async grant(actor: Actor, fromBabyId: number, babyId: number, locale: string): Promise<VipGrantReply> {
    authorize(await actor.membership(fromBabyId), 'vip.share', {});
    authorize(await actor.membership(babyId), 'vip.share', {});
    return this.deps.transact((work) => this.share(work, fromBabyId, babyId, actor.id, locale));
  }

  /** The Admin of the VIP baby takes its VIP back from a baby sharing it. */
  async revoke(actor: Actor, babyId: number, locale: string): Promise<VipGrantReply> {
    const grant = await this.deps.repos.vip.grantOf(babyId);
    // Who may see neither baby learns nothing of the grant.
    const viewer = grant ? await actor.membership(grant.source_baby_id) : null;
    authorize(viewer, 'vip.revoke', grant);
    return this.deps.transact((work) => this.unshare(work, babyId, locale));
  }

  /** The operator's CLI, standing in for the app store: the same rules, no Admin needed. */
  operatorGrant(fromBabyId: number, babyId: number): Promise<VipGrantReply> {
    return this.deps.transact((work) => this.share(work, fromBabyId, babyId, 0, 'en'));
  }

  operatorRevoke(babyId: number): Promise<VipGrantReply> {
    return this.deps.transact((work) => this.unshare(work, babyId, 'en'));
  }

  /** A baby's own VIP until `until` (Unix seconds; 0 ends it), as a purchase in the app would set it. */
  async setVip(babyId: number, until: number): Promise<void> {
    if (!(await this.deps.repos.vip.setOwn(babyId, until, this.now()))) throw new AppError(404, 'not_found');
  }

  /** The day free storage ends, when the operator announced it. */
  async notice(): Promise<{ free_storage_ends_on: string } | null> {
    const value = await this.deps.repos.vip.setting(NOTICE_SETTING);
    return value ? { free_storage_ends_on: value } : null;
  }

  /** Announces the end of free storage on `date` (YYYY-MM-DD), at least three months ahead; null withdraws it. */
  async setNotice(date: string | null): Promise<void> {
    if (date !== null) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
        throw new AppError(400, 'bad_request');
      if (date < earliestNoticeDate(this.now())) throw new AppError(409, 'bad_request');
    }
    await this.deps.repos.vip.putSetting(NOTICE_SETTING, date, this.now());
  }

  private async share(
    work: UnitOfWork,
    fromBabyId: number,
    babyId: number,
    by: number,
    locale: string,
  ): Promise<VipGrantReply> {
    const { repos } = work;
    const now = this.now();
    // Both rows are held, in id order so two grants never wait on each other: grants from one VIP at
    // once count its quota one after the other, and two VIPs granting the same baby at once give the
    // second "already VIP" instead of colliding on the grant's key.
    const [first, second] = fromBabyId < babyId ? [fromBabyId, babyId] : [babyId, fromBabyId];
    const held = new Map([
      [first, await repos.babies.lockRow(first)],
      [second, await repos.babies.lockRow(second)],
    ]);
    const source = held.get(fromBabyId);
    const target = held.get(babyId);
    if (!source || !target) throw new AppError(404, 'not_found');
    const standings = await repos.vip.standings([fromBabyId, babyId]);
    if (isVip({ vipExpiration: standings.get(babyId)?.expiration ?? 0, now })) throw new AppError(409, 'vip_already');
    // Only a VIP of its own is shared: a baby sharing another's VIP passes nothing on.
    if (Number(source.vip_expiration) <= now) throw new AppError(409, 'vip_grant_failed');
    if ((await repos.vip.sharedWith(fromBabyId)).length + 1 >= VIP_QUOTA) throw new AppError(409, 'vip_no_quota');
    // A grant left from an expired VIP gives way to the new one.
    await repos.vip.deleteGrant(babyId);
    await repos.vip.insertGrant(babyId, fromBabyId, by, now);
    return {
      baby_id: babyId,
      from_baby_id: fromBabyId,
      vip_expiration: Math.max(Number(source.vip_expiration), Number(target.vip_expiration)),
      message: translate(locale, 'vip.granted', { name: target.name }),
    };
  }

  private async unshare(work: UnitOfWork, babyId: number, locale: string): Promise<VipGrantReply> {
    const target = await work.repos.babies.findById(babyId);
    if (!target || !(await work.repos.vip.deleteGrant(babyId))) throw new AppError(404, 'not_found');
    return {
      baby_id: babyId,
      from_baby_id: null,
      vip_expiration: Number(target.vip_expiration),
      message: translate(locale, 'vip.revoked', { name: target.name }),
    };
  }
}
