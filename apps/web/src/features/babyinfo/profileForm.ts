/**
 * The baby profile form as pure data: what it holds, and whether it is
 * complete enough to send (spec §5 "Baby profile needs complete info").
 * The server checks the same rules; checking first saves a round trip.
 */
import { GENDERS, isValidDate, NAME_MAX, type Gender } from '@sprout/shared';

/** Born (a birthday) or expecting (a due date, which may be in the future). */
export type DateKind = 'birthday' | 'due_date';

export interface ProfileDraft {
  name: string;
  birthday: string;
  dateKind: DateKind;
  gender: Gender | '';
}

export type ProfileProblem =
  'name_missing' | 'name_too_long' | 'date_missing' | 'date_invalid' | 'birthday_in_future' | 'gender_missing';

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

export function isComplete(problems: ProfileProblems): boolean {
  return !problems.name && !problems.birthday && !problems.gender;
}
