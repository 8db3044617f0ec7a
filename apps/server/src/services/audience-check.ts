import { audienceProblem, textProblem } from '@sprout/shared';
import { AppError } from '../errors.js';
import type { FamilyRepo } from '../repositories/family.repo.js';

/** A text's words as stored (trimmed), or 422 with the shared rule it breaks (textProblem). */
export function checkedText(raw: string): string {
  const problem = textProblem(raw);
  if (problem) throw new AppError(422, problem);
  return raw.trim();
}

/**
 * The audience a post is given: for `custom`, the chosen members once the
 * shared rule holds (audienceProblem) and every one of them is in the baby's
 * family (422 otherwise); for every other privacy, nobody by name.
 */
export async function checkedAudience(
  family: Pick<FamilyRepo, 'countMembers'>,
  babyId: number,
  authorId: number,
  privacy: string,
  ids: readonly number[],
): Promise<number[]> {
  if (privacy !== 'custom') return [];
  const unique = [...new Set(ids)];
  const problem = audienceProblem(privacy, unique, authorId);
  if (problem) throw new AppError(422, problem);
  if ((await family.countMembers(babyId, unique)) !== unique.length) throw new AppError(422, 'bad_request');
  return unique;
}
