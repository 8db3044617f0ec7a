import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context.js';
import type { User } from '../db/schema.js';
import { nowSeconds } from '../util/time.js';
import { demoPhoto } from './photos.js';

export const DEMO = {
  parent: { email: 'parent@sprout.demo', password: 'sprout-demo-1', name: 'Alex' },
  grandparent: { email: 'grandma@sprout.demo', password: 'sprout-demo-1', name: 'Grandma Rose' },
  baby: { name: 'Mia', gender: 'girl' as const },
};

const DAY = 86_400;

/** Birthday about 14 months before today, as YYYY-MM-DD. */
function demoBirthday(now: Date): string {
  const birth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 14, Math.min(now.getUTCDate(), 28)));
  return birth.toISOString().slice(0, 10);
}

/** Days relative to birth on which the demo family "took photos", and how many each time. */
const SHOOTING_DAYS: Array<[number, number]> = [
  [-120, 1],
  [-60, 2],
  [-14, 1],
  [0, 4],
  [1, 2],
  [7, 2],
  [30, 3],
  [60, 2],
  [100, 3],
  [150, 2],
  [200, 2],
  [250, 3],
  [300, 2],
  [365, 4],
  [380, 2],
  [400, 2],
];

async function addPhoto(ctx: AppContext, user: User, babyId: number, seed: number, takenAt: number): Promise<void> {
  // The same path as a browser upload: a finished tus file, then POST /moments's service call.
  const id = randomUUID().replace(/-/g, '');
  const bytes = await demoPhoto(seed);
  await ctx.uploads.putFinished(id, bytes);
  await ctx.repos.uploads.insertUpload({
    id,
    user_id: user.id,
    baby_id: babyId,
    size: bytes.length,
    created_at: nowSeconds(),
  });
  await ctx.services.moments.create(ctx.actorFor(user), {
    baby_id: babyId,
    moment: {
      type: 'picture',
      service: 'tus',
      path: id,
      taken_at_gmt: takenAt,
      privacy: 'family_and_relatives',
      picture_width: 1600,
      picture_height: 1200,
      time_zone_offset: 0,
    },
  });
}

/** Creates the demo family once; later runs find it and change nothing. */
export async function seedDemo(ctx: AppContext, now = new Date()): Promise<{ created: boolean }> {
  if (await ctx.repos.users.findByEmail(DEMO.parent.email)) return { created: false };
  const parent = await ctx.services.users.create(DEMO.parent);
  const grandparent = await ctx.services.users.create(DEMO.grandparent);
  const birthday = demoBirthday(now);
  const baby = await ctx.services.babies.create(parent, { ...DEMO.baby, birthday, relation: 'mom' });
  await ctx.services.family.addByEmail(baby.id, grandparent.email, 'grandma', 'can_view');
  const birth = Date.parse(`${birthday}T00:00:00Z`) / 1000;
  let seed = 1;
  for (const [day, count] of SHOOTING_DAYS) {
    for (let i = 0; i < count; i += 1) {
      await addPhoto(ctx, parent, baby.id, seed, birth + day * DAY + 9 * 3600 + i * 1800);
      seed += 1;
    }
    await ctx.services.moments.finish(ctx.actorFor(parent), baby.id);
  }
  return { created: true };
}
