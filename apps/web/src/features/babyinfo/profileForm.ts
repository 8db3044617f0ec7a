/**
 * The baby profile form as pure data: what it holds, and whether it is
 * complete enough to send (spec §5 "Baby profile needs complete info").
 * The server checks the same rules; checking first saves a round trip.
 */
import { GENDERS, isValidDate, NAME_MAX, RELATION_NAME_MAX, type Gender, type Relation } from '@sprout/shared';

/** Born (a birthday) or expecting (a due date, which may be in the future). */
export type DateKind = 'birthday' | 'due_date';

export interface ProfileDraft {
  name: string;
  birthday: string;
  dateKind: DateKind;
  gender: Gender | '';
}

export interface RelationDraft {
  relation: Relation;
  relationName: string;
}

export type ProfileProblem =
  'name_missing' | 'name_too_long' | 'date_missing' | 'date_invalid' | 'birthday_in_future' | 'gender_missing';

export type RelationProblem = 'relation_name_missing' | 'relation_name_too_long';

export interface ProfileProblems {
  name?: ProfileProblem;
  birthday?: ProfileProblem;
  gender?: ProfileProblem;
}

/** Today in the user's time zone, as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A stored date after today is a due date; YYYY-MM-DD strings compare as dates. */
export function dateKindOf(birthday: string | null, today: string): DateKind {
  return birthday !== null && isValidDate(birthday) && birthday > today ? 'due_date' : 'birthday';
}

export function profileProblems(draft: ProfileDraft, today: string): ProfileProblems {
  const problems: ProfileProblems = {};
  const name = draft.name.trim();
  if (name === '') problems.name = 'name_missing';
  else if (name.length > NAME_MAX) problems.name = 'name_too_long';
  if (draft.birthday === '') problems.birthday = 'date_missing';
  else if (!isValidDate(draft.birthday)) problems.birthday = 'date_invalid';
  else if (draft.dateKind === 'birthday' && draft.birthday > today) problems.birthday = 'birthday_in_future';
  if (!(GENDERS as readonly string[]).includes(draft.gender)) problems.gender = 'gender_missing';
  return problems;
}

/** A custom relation needs its own words. */
export function relationProblem(draft: RelationDraft): RelationProblem | null {
  if (draft.relation !== 'custom') return null;
  const name = draft.relationName.trim();
  if (name === '') return 'relation_name_missing';
  if (name.length > RELATION_NAME_MAX) return 'relation_name_too_long';
  return null;
}

export function isComplete(problems: ProfileProblems): boolean {
  return !problems.name && !problems.birthday && !problems.gender;
}

/** Whether the relation differs from what the server has, so only real changes are sent. */
export function relationChanged(
  draft: RelationDraft,
  stored: { relation: Relation; relation_name: string | null },
): boolean {
  if (draft.relation !== stored.relation) return true;
  return draft.relation === 'custom' && draft.relationName.trim() !== (stored.relation_name ?? '');
}
