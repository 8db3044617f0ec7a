import { useMemo } from 'react';
import { Select, Stack, TextInput } from '@mantine/core';
import { RELATION_NAME_MAX, type Relation, type RelationDraft, type RelationProblem } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import type { RelationChoice } from '../../api/family';

interface Props {
  /** The relations to offer: the member's `abilities.relations` as the server sends them. */
  relations: readonly Relation[];
  /** A relation not yet chosen (an invitation) shows the placeholder and, once the form was sent, asks for one. */
  value: RelationDraft;
  onChange: (value: RelationChoice) => void;
  label: string;
  problem?: RelationProblem | null;
  testId: string;
}

/** A relation from the translated list of those the viewer may set, or "Other" with the user's own words. */
export function RelationPicker({ relations, value, onChange, label, problem, testId }: Props) {
  const { t } = useTranslation(['family', 'labels']);
  const options = useMemo(
    () => relations.map((relation) => ({ value: relation, label: t(`labels:relations.${relation}`) })),
    [relations, t],
  );
  const isOffered = (next: string | null): next is Relation => relations.some((relation) => relation === next);
  return (
    <Stack gap="xs">
      <Select
        label={label}
        data={options}
        value={value.relation}
        placeholder={t('family:relation_placeholder')}
        error={problem === 'relation_missing' ? t('family:problems.relation_missing') : undefined}
        onChange={(next) => {
          if (isOffered(next)) onChange({ relationName: value.relationName, relation: next });
        }}
        allowDeselect={false}
        searchable
        maxDropdownHeight={280}
        comboboxProps={{ withinPortal: true }}
        data-testid={`${testId}-relation`}
      />
      {value.relation === 'custom' && (
        <TextInput
          label={t('family:custom_relation_label')}
          placeholder={t('family:custom_relation_placeholder')}
          value={value.relationName}
          maxLength={RELATION_NAME_MAX}
          onChange={(event) => onChange({ relation: 'custom', relationName: event.currentTarget.value })}
          error={
            problem && problem !== 'relation_missing'
              ? t(`family:problems.${problem}`, { max: RELATION_NAME_MAX })
              : undefined
          }
          required
          data-testid={`${testId}-relation-name`}
        />
      )}
    </Stack>
  );
}
