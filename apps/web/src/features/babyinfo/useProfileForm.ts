import { useState, type FormEvent } from 'react';
import { notifications } from '@mantine/notifications';
import { type FamilyRelationReply, type Gender, relationChanged, relationProblem } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import type { BabyProfileChanges } from '../../api/babies';
import type { RelationChoice } from '../../api/family';
import { useErrorText } from '../../hooks/useErrorText';
import { dateKindOf, isComplete, localToday, profileProblems, type DateKind, type ProfileDraft } from './profileForm';
import { useUpdateBaby } from './useUpdateBaby';

/**
 * The baby profile form. Admins edit name, date and gender; everyone edits
 * their own relation. Nothing is sent until the profile is complete, and
 * only what changed is sent (a non-Admin's form carries the relation only).
 */
export function useProfileForm(relation: FamilyRelationReply) {
  const { t } = useTranslation(['family']);
  const errorText = useErrorText();
  const baby = relation.with_user.linked_baby;
  const admin = relation.abilities.manage;
  const today = localToday();
  const update = useUpdateBaby(baby.id);

  const [draft, setDraft] = useState<ProfileDraft>({
    name: baby.name,
    birthday: baby.birthday ?? '',
    dateKind: dateKindOf(baby.birthday, today),
    gender: baby.gender,
  });
  const [mine, setMine] = useState<RelationChoice>({
    relation: relation.relation,
    relationName: relation.relation_name ?? '',
  });
  const [attempted, setAttempted] = useState(false);

  const problems = admin ? profileProblems(draft, today) : {};
  const relationIssue = relationProblem(mine);
  const changes: BabyProfileChanges = {};
  if (admin && draft.name.trim() !== baby.name) changes.name = draft.name;
  if (admin && draft.birthday !== (baby.birthday ?? '')) changes.birthday = draft.birthday;
  if (admin && draft.gender !== baby.gender && draft.gender !== '') changes.gender = draft.gender;
  if (relationChanged(mine, relation)) changes.relation = mine;
  const dirty = Object.keys(changes).length > 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (update.isPending || !isComplete(problems) || relationIssue) return;
    if (!dirty) return;
    update.mutate(changes, {
      onSuccess: () => {
        setAttempted(false);
        notifications.show({ color: 'teal', message: t('family:babyinfo.profile.saved') });
      },
    });
  };

  return {
    admin,
    draft,
    setName: (name: string) => setDraft((d) => ({ ...d, name })),
    setBirthday: (birthday: string) => setDraft((d) => ({ ...d, birthday })),
    setDateKind: (dateKind: DateKind) => setDraft((d) => ({ ...d, dateKind })),
    setGender: (gender: Gender) => setDraft((d) => ({ ...d, gender })),
    mine,
    setMine,
    problems: attempted ? problems : {},
    relationIssue: attempted ? relationIssue : null,
    incomplete: attempted && !isComplete(problems),
    dirty,
    submit,
    pending: update.isPending,
    error: update.isError ? errorText(update.error) : null,
  };
}
