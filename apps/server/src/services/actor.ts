import type { Permission, Relation } from '@sprout/shared';
import type { User } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { Viewer } from '../policies/viewer.js';
import type { FamilyRepo } from '../repositories/family.repo.js';

/** A viewer with the baby's timeline_version: the key of cached timeline answers. */
export interface VersionedViewer extends Viewer {
  timelineVersion: number;
}

/**
 * The signed-in user of one request (or one CLI command), with their
 * memberships read at most once each: every service and the response cache
 * ask the same Actor, so a request never loads the same viewer twice.
 */
export class Actor {
  private readonly viewers = new Map<number, Promise<VersionedViewer | null>>();

  constructor(
    readonly user: User,
    private readonly family: Pick<FamilyRepo, 'membershipWithVersion'>,
  ) {}

  get id(): number {
    return this.user.id;
  }

  /** The actor as a viewer of a baby's album, or null outside its family. */
  membership(babyId: number): Promise<VersionedViewer | null> {
    let found = this.viewers.get(babyId);
    if (!found) {
      found = this.family.membershipWithVersion(babyId, this.user.id).then((m) =>
        m
          ? {
              userId: this.user.id,
              relation: m.relation as Relation,
              permission: m.permission as Permission,
              timelineVersion: m.timeline_version,
            }
          : null,
      );
      this.viewers.set(babyId, found);
    }
    return found;
  }

  /** The actor as a viewer of a baby's album; 404 for anyone outside its family, so an album's existence never leaks. */
  async requireMember(babyId: number): Promise<VersionedViewer> {
    const viewer = await this.membership(babyId);
    if (!viewer) throw new AppError(404, 'not_found');
    return viewer;
  }

  /** After the actor's own membership changed in this request. */
  forget(babyId: number): void {
    this.viewers.delete(babyId);
  }
}
