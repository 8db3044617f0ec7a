import type { ErrorCode } from '@sprout/shared';
import { AppError } from '../errors.js';
import { babyPolicy } from './baby.policy.js';
import { commentPolicy } from './comment.policy.js';
import { eventPolicy } from './event.policy.js';
import { momentPolicy } from './moment.policy.js';
import { trashPolicy } from './trash.policy.js';
import { tagPolicy } from './tag.policy.js';
import type { Viewer } from './viewer.js';

/** A resource's rules: whether the viewer may see it at all, and what they may do with it then. */
interface Policy<E, A extends string> {
  see(viewer: Viewer, entity: E): boolean;
  can(viewer: Viewer, action: A, entity: E): boolean;
}

const POLICIES = {
  baby: babyPolicy,
  event: eventPolicy,
  moment: momentPolicy,
  comment: commentPolicy,
  trash: trashPolicy,
  tag: tagPolicy,
};
type Policies = typeof POLICIES;
type Resource = keyof Policies;
type ActionOf<R extends Resource> = Parameters<Policies[R]['can']>[1];
type EntityOf<R extends Resource> = Parameters<Policies[R]['can']>[2];

/** `moment.delete`, `event.update`, `baby.upload` …: what is asked, of which resource. */
export type Action = { [R in Resource]: `${R}.${ActionOf<R> & string}` }[Resource];
type ResourceOf<A extends Action> = A extends `${infer R extends Resource}.${string}` ? R : never;

/**
 * The one permission check: 404 when the viewer may not see the entity (or
 * is outside the baby's family: `viewer` null), so existence never leaks;
 * 403 when they may see it but not do this.
 */
export function authorize<A extends Action>(
  viewer: Viewer | null,
  action: A,
  entity: EntityOf<ResourceOf<A>>,
  code: ErrorCode = 'forbidden',
): asserts viewer is Viewer {
  const [resource, verb] = action.split('.') as [ResourceOf<A>, string];
  const policy = POLICIES[resource] as unknown as Policy<EntityOf<ResourceOf<A>>, string>;
  if (!viewer || !policy.see(viewer, entity)) throw new AppError(404, 'not_found');
  if (!policy.can(viewer, verb, entity)) throw new AppError(403, code);
}
