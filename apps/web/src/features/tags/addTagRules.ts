/**
 * The add-tag dialog's rules (spec §5), apart from React: what a click on a
 * tag does, what confirming does, and what a new tag's name needs.
 */
import { tagNameKey, tagNameProblem, type TagNameProblem } from '@sprout/shared';

/** A tag the dialog can put on: one the baby has (by id) or a suggested name not made yet. */
export type Choice = { kind: 'tag'; id: number; name: string } | { kind: 'name'; name: string };

export const choiceKey = (choice: Choice): string =>
  choice.kind === 'tag' ? `tag:${choice.id}` : `name:${tagNameKey(choice.name)}`;

export type Warning = 'already_selected' | 'none_chosen' | TagNameProblem;

export interface Picked {
  chosen: Choice[];
  warning: Warning | null;
}

/**
 * A click on a tag: a tag every moment already has is refused with "This tag
 * has been selected"; otherwise the click chooses it, or un-chooses it.
 */
export function toggleChoice(chosen: readonly Choice[], choice: Choice, alreadyOn: ReadonlySet<number>): Picked {
  if (choice.kind === 'tag' && alreadyOn.has(choice.id)) return { chosen: [...chosen], warning: 'already_selected' };
  const key = choiceKey(choice);
  const without = chosen.filter((c) => choiceKey(c) !== key);
  return { chosen: without.length === chosen.length ? [...chosen, choice] : without, warning: null };
}

/** Confirming: nothing chosen is "choose at least one tag", and nothing is sent. */
export function confirmProblem(chosen: readonly Choice[]): Warning | null {
  return chosen.length === 0 ? 'none_chosen' : null;
}

/** The new-tag dialog's commit: an empty name or one without a word is refused before anything is sent. */
export function newTagProblem(name: string): TagNameProblem | null {
  return tagNameProblem(name);
}

/** A tag name is shortened with a tooltip past this many characters (spec §9). */
export function needsTooltip(name: string, limit: number): boolean {
  return [...name].length > limit;
}
