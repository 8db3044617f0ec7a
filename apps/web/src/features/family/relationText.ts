import type { TFunction } from 'i18next';
import type { Relation } from '@sprout/shared';

/** A relation as people read it: the custom words, else the translated name. */
export function relationText(t: TFunction, relation: Relation, relationName: string | null): string {
  if (relation === 'custom' && relationName && relationName.trim() !== '') return relationName;
  return t(`relations.${relation}`);
}
