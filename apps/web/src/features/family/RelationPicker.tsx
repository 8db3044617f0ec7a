import { useMemo } from 'react';
import { Select, Stack, TextInput } from '@mantine/core';
import { RELATIONS, type Relation } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import type { RelationChoice } from '../../api/family';
import { RELATION_NAME_MAX, type RelationProblem } from '../babyinfo/profileForm';

const isRelation = (value: string | null): value is Relation => value !== null && (RELATIONS as readonly string[]).includes(value);

interface Props {
  value: RelationChoice;
  onChange: (value: RelationChoice) => void;
  label: string;
  problem?: RelationProblem | null;
  testId: string;
}

/** A relation from the translated list, or "Other" with the user's own words. */
export function RelationPicker({ value, onChange, label, problem, testId }: Props) {
  const { t } = useTranslation();
  const options = useMemo(() => RELATIONS.map((relation) => ({ value: relation, label: t(`relations.${relation}`) })), [t]);
  return (
    <Stack gap="xs">
      <Select
        label={label}
        data={options}
        value={value.relation}
        onChange={(next) => { if (isRelation(next)) onChange({ ...value, relation: next }); }}
        allowDeselect={false}
        searchable
        maxDropdownHeight={280}
        comboboxProps={{ withinPortal: true }}
        data-testid={`${testId}-relation`}
      />
      {value.relation === 'custom' && (
        <TextInput
          label={t('family.custom_relation_label')}
          placeholder={t('family.custom_relation_placeholder')}
          value={value.relationName}
          maxLength={RELATION_NAME_MAX}
          onChange={(event) => onChange({ ...value, relationName: event.currentTarget.value })}
          error={problem ? t(`family.problems.${problem}`, { max: RELATION_NAME_MAX }) : undefined}
          required
          data-testid={`${testId}-relation-name`}
        />
      )}
    </Stack>
  );
}
