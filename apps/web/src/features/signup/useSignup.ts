import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { type Gender, relationProblem, type RelationProblem } from '@sprout/shared';
import { fetchSignupMode } from '../../api/auth';
import { createBaby } from '../../api/babies';
import type { RelationChoice } from '../../api/family';
import { queryKeys } from '../../api/queryKeys';
import { setStoredBabyId } from '../babies';
import { localToday, profileProblems, type DateKind, type ProfileProblems } from '../babyinfo';

/** Whether this Sprout lets people sign up and add a first baby in the web (SIGNUP=open). */
export function useSignupOpen(): boolean | undefined {
  const mode = useQuery({
    queryKey: queryKeys.signupMode,
    queryFn: ({ signal }) => fetchSignupMode(signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
  return mode.data ? mode.data.mode === 'open' : undefined;
}

/** The first baby's form: name, born or expected with the date, gender, and the user's relation. */
export function useFirstBabyForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [birthday, setBirthday] = useState('');
  const [dateKind, setDateKind] = useState<DateKind>('birthday');
  const [gender, setGender] = useState<Gender | ''>('');
  const [relation, setRelation] = useState<RelationChoice>({ relation: 'mom', relationName: '' });
  const [attempted, setAttempted] = useState(false);
  const create = useMutation({
    mutationFn: createBaby,
    onSuccess: async (reply) => {
      setStoredBabyId(reply.with_user.id);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.family }),
        queryClient.invalidateQueries({ queryKey: queryKeys.user }),
      ]);
      await navigate('/timeline', { replace: true });
    },
  });
  const problems: ProfileProblems = attempted
    ? profileProblems({ name, birthday, dateKind, gender }, localToday())
    : {};
  const relationIssue: RelationProblem | null = attempted ? relationProblem(relation) : null;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const found = profileProblems({ name, birthday, dateKind, gender }, localToday());
    if (Object.keys(found).length > 0 || relationProblem(relation) !== null || gender === '') return;
    create.mutate({ name, birthday, gender, relation });
  };
  return {
    name,
    setName,
    birthday,
    setBirthday,
    dateKind,
    setDateKind,
    gender,
    setGender,
    relation,
    setRelation,
    problems,
    relationIssue,
    submit,
    create,
  };
}
