import type { Relation } from '@sprout/shared';

/** Any `t` that reads the labels namespace. */
export type RelationTranslate = (key: `labels:relations.${Relation}`) => string;

/** A relation as people read it: the custom words, else the translated name. */
export function relationText(t: RelationTranslate, relation: Relation, relationName: string | null): string {
  if (relation === 'custom' && relationName && relationName.trim() !== '') return relationName;
  return t(`labels:relations.${relation}`);
}
