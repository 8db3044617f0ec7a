import { randomBytes } from 'node:crypto';
import type { Permission, Relation } from '@sprout/shared';
import type { AppContext } from '../../src/context.js';
import type { Baby, User } from '../../src/db/schema.js';

export const PASSWORD = 'correct horse 9';

let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${counter}-${randomBytes(3).toString('hex')}@example.com`;
}

export async function makeUser(ctx: AppContext, label = 'user'): Promise<User> {
  return ctx.services.users.create({ email: uniqueEmail(label), password: PASSWORD, name: label.replace(/_/g, ' ') });
}

export interface Family {
  baby: Baby;
  admin: User;
  members: Record<string, User>;
}

/** Each test makes its own family, so nothing needs cleaning between tests. */
export async function makeFamily(
  ctx: AppContext,
  members: Record<string, { relation: Relation; permission: Permission }> = {},
): Promise<Family> {
  const admin = await makeUser(ctx, 'admin');
  const baby = await ctx.services.babies.create(admin, {
    name: 'Mia',
    birthday: '2025-09-01',
    gender: 'girl',
    relation: 'mom',
  });
  const made: Record<string, User> = {};
  for (const [label, grant] of Object.entries(members)) {
    const user = await makeUser(ctx, label);
    await ctx.services.family.addByEmail(baby.id, user.email, grant.relation, grant.permission);
    made[label] = user;
  }
  return { baby, admin, members: made };
}
