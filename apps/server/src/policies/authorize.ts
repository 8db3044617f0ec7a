import type { ErrorCode } from '@sprout/shared';
import { AppError } from '../errors.js';
import { babyPolicy } from './baby.policy.js';
import { commentPolicy } from './comment.policy.js';
import { diaryMediaPolicy, diaryPolicy } from './diary.policy.js';
import { eventPolicy } from './event.policy.js';
import { memberPolicy } from './family.policy.js';
import { invitationPolicy } from './invitation.policy.js';
import { measurementPolicy } from './measurement.policy.js';
import { momentPolicy } from './moment.policy.js';
import { personPolicy } from './person.policy.js';
import { trashPolicy } from './trash.policy.js';
import { tagPolicy } from './tag.policy.js';
import { spacePolicy, vipPolicy } from './space.policy.js';
import { consolePolicy, feedbackPolicy } from './support.policy.js';
import type { Viewer } from './viewer.js';

/** Why a policy refuses an action the viewer may see: 403 by default, 409 when the family's state forbids it now. */
export interface Refusal {
  status: 403 | 409;
  code: ErrorCode;
}

/**
 * A resource's rules: whether the viewer may see it at all, what they may do
 * with it then, and, where the answer needs more than `forbidden`, why not.
 */
interface Policy<V, E, A extends string> {
  see(viewer: V, entity: E): boolean;
  can(viewer: V, action: A, entity: E): boolean;
  refusal?(viewer: V, action: A, entity: E): Refusal;
}

const POLICIES = {
  baby: babyPolicy,
  event: eventPolicy,
  moment: momentPolicy,
  comment: commentPolicy,
  trash: trashPolicy,
  tag: tagPolicy,
  measurement: measurementPolicy,
  diary: diaryPolicy,
  diary_media: diaryMediaPolicy,
  member: memberPolicy,
  invitation: invitationPolicy,
  person: personPolicy,
  space: spacePolicy,
  vip: vipPolicy,
  support_console: consolePolicy,
  feedback: feedbackPolicy,
};
type Policies = typeof POLICIES;
type Resource = keyof Policies;
type ActionOf<R extends Resource> = Parameters<Policies[R]['can']>[1];
type EntityOf<R extends Resource> = Parameters<Policies[R]['can']>[2];
/** Most resources are seen by a member of the baby's family (`Viewer`); a person by any signed-in user. */
type ViewerOf<R extends Resource> = Parameters<Policies[R]['can']>[0];

/** `moment.delete`, `event.update`, `member.change` …: what is asked, of which resource. */
export type Action = { [R in Resource]: `${R}.${ActionOf<R> & string}` }[Resource];
type ResourceOf<A extends Action> = A extends `${infer R extends Resource}.${string}` ? R : never;

function decide<A extends Action>(
  viewer: ViewerOf<ResourceOf<A>> | null,
  action: A,
  entity: EntityOf<ResourceOf<A>> | null | undefined,
): 'unseen' | 'allowed' | Refusal | null {
  const [resource, verb] = action.split('.') as [ResourceOf<A>, string];
  const policy = POLICIES[resource] as unknown as Policy<unknown, unknown, string>;
  if (!viewer || entity === null || entity === undefined || !policy.see(viewer, entity)) return 'unseen';
  if (policy.can(viewer, verb, entity)) return 'allowed';
  return policy.refusal?.(viewer, verb, entity) ?? null;
}

/**
 * The one permission check: 404 when the entity is missing, when the viewer
 * may not see it, or when they are outside the baby's family (`viewer`
 * null), so existence never leaks; 403 (`code`, unless the policy names its
 * own refusal) when they may see it but not do this.
 */
export function authorize<A extends Action>(
  viewer: ViewerOf<ResourceOf<A>> | null,
  action: A,
  entity: EntityOf<ResourceOf<A>> | null | undefined,
  code: ErrorCode = 'forbidden',
): asserts viewer is ViewerOf<ResourceOf<A>> {
  const decision = decide(viewer, action, entity);
  if (decision === 'allowed') return;
  if (decision === 'unseen') throw new AppError(404, 'not_found');
  throw decision ? new AppError(decision.status, decision.code) : new AppError(403, code);
}

/** The same decision as a yes or no, for what a reply shows rather than refuses (an e-mail address, a button). */
export function permits<A extends Action>(
  viewer: ViewerOf<ResourceOf<A>> | null,
  action: A,
  entity: EntityOf<ResourceOf<A>> | null | undefined,
): boolean {
  return decide(viewer, action, entity) === 'allowed';
}

/** The entity a check is about, or 404 when there is none: missing and unseen answer alike. */
export function found<T>(entity: T | null | undefined): T {
  if (entity === null || entity === undefined) throw new AppError(404, 'not_found');
  return entity;
}

export type { Viewer };
