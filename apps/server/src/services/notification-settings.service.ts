import type { NotificationSettingsReply } from '@sprout/shared';
import type { z } from 'zod';
import type { notificationSettingsBody } from '@sprout/shared';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';
import type { Repos } from '../repositories/repos.js';
import { nowSeconds } from '../util/time.js';
import type { Actor } from './actor.js';

type SettingsInput = z.infer<typeof notificationSettingsBody>;

/** Whether Intl knows a zone: a digest's morning is computed in it. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A member's choices on the profile page: per baby the digest's rhythm and the pushes, and their time zone. */
export class NotificationSettingsService {
  constructor(
    private readonly repos: Pick<Repos, 'notifyPrefs' | 'family' | 'users'>,
    private readonly config: Config['notify'],
    private readonly pushPublicKey: () => Promise<string | null>,
  ) {}

  async get(actor: Actor): Promise<NotificationSettingsReply> {
    const memberships = await this.repos.family.listForUser(actor.id);
    const prefs = await this.repos.notifyPrefs.forUser(
      actor.id,
      memberships.map((m) => m.baby.id),
    );
    const user = await this.repos.users.findById(actor.id);
    return {
      time_zone: user?.time_zone ?? null,
      digest_hour: this.config.digestHour,
      digests_enabled: this.config.digestsEnabled,
      push_public_key: await this.pushPublicKey(),
      babies: memberships.map(({ baby }) => {
        const p = prefs.get(baby.id);
        return {
          baby_id: baby.id,
          baby_name: baby.name,
          digest: p?.digest ?? 'weekly',
          push_uploads: p?.push_uploads ?? true,
          push_replies: p?.push_replies ?? true,
          push_members: p?.push_members ?? true,
        };
      }),
    };
  }

  /** Saves what changed; a baby the member is not in is 404, an unknown zone 422. */
  async update(actor: Actor, input: SettingsInput): Promise<NotificationSettingsReply> {
    const now = nowSeconds();
    if (input.time_zone !== undefined) {
      if (!isKnownTimeZone(input.time_zone)) throw new AppError(422, 'time_zone_invalid');
      await this.repos.users.update(actor.id, { time_zone: input.time_zone }, now);
    }
    for (const change of input.babies ?? []) {
      await actor.requireMember(change.baby_id);
      const current = (await this.repos.notifyPrefs.forUser(actor.id, [change.baby_id])).get(change.baby_id);
      if (!current) continue;
      await this.repos.notifyPrefs.save(
        actor.id,
        change.baby_id,
        {
          digest: change.digest ?? current.digest,
          push_uploads: change.push_uploads ?? current.push_uploads,
          push_replies: change.push_replies ?? current.push_replies,
          push_members: change.push_members ?? current.push_members,
        },
        now,
      );
    }
    return this.get(actor);
  }
}
