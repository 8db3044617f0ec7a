import type { AppContext } from '../context.js';
import { earliestNoticeDate } from '../services/space.service.js';
import { nowSeconds } from '../util/time.js';

export const VIP_USAGE = `  npm run cli -- vip set --baby ID --until YYYY-MM-DD   a baby's own VIP until that day ends (UTC), standing in for
                                                        the app store; --until 0 ends it. Nothing stored is ever removed
  npm run cli -- vip grant --from ID --baby ID          share a VIP baby's VIP (one VIP covers up to 3 babies)
  npm run cli -- vip revoke --baby ID                   take a shared VIP back
  npm run cli -- storage notice --date YYYY-MM-DD       announce the end of free storage to every member (at least
                                                        three months ahead); --date none withdraws it`;

type Flags = Record<string, string | boolean | undefined>;

export class VipUsageError extends Error {}

function babyId(flags: Flags, name: string): number {
  const id = Number(flags[name]);
  if (!Number.isInteger(id) || id <= 0) throw new VipUsageError(`--${name} must be a baby id`);
  return id;
}

function day(flags: Flags, name: string): string {
  const value = flags[name];
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    throw new VipUsageError(`--${name} must be a day, YYYY-MM-DD`);
  return value;
}

/** The end of a day in UTC, as Unix seconds. */
const endOfDay = (date: string) => Date.parse(`${date}T23:59:59Z`) / 1000;

export const VIP_COMMANDS: Record<string, (ctx: AppContext, flags: Flags) => Promise<unknown>> = {
  async 'vip set'(ctx, flags) {
    const id = babyId(flags, 'baby');
    const until = flags.until === '0' ? 0 : endOfDay(day(flags, 'until'));
    await ctx.services.space.setVip(id, until);
    const baby = await ctx.repos.babies.findById(id);
    return { baby: { id, name: baby?.name ?? '', vip_expiration: until } };
  },
  async 'vip grant'(ctx, flags) {
    const grant = await ctx.services.space.operatorGrant(babyId(flags, 'from'), babyId(flags, 'baby'));
    return { grant };
  },
  async 'vip revoke'(ctx, flags) {
    return { grant: await ctx.services.space.operatorRevoke(babyId(flags, 'baby')) };
  },
  async 'storage notice'(ctx, flags) {
    if (flags.date === 'none') {
      await ctx.services.space.setNotice(null);
      return { storage_notice: null };
    }
    const date = day(flags, 'date');
    const earliest = earliestNoticeDate(nowSeconds());
    if (date < earliest)
      throw new VipUsageError(`free storage can end no sooner than three months from today: ${earliest} or later`);
    await ctx.services.space.setNotice(date);
    return { storage_notice: await ctx.services.space.notice() };
  },
};
