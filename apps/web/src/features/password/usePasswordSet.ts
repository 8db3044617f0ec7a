import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { isStrongPassword } from '@sprout/shared';
import { setPasswordWithToken } from '../../api/passwords';
import { useErrorText } from '../../hooks/useErrorText';

export type NewPasswordProblem = 'weak' | 'mismatch' | null;

/** What is wrong with a new password and its repetition, checked as the server does (trimmed, spec §5). */
export function newPasswordProblem(password: string, confirm: string): NewPasswordProblem {
  if (!isStrongPassword(password.trim())) return 'weak';
  return password.trim() === confirm.trim() ? null : 'mismatch';
}

/** The page a reset mail links to: a new password, twice, set with the link's token. */
export function usePasswordSet(token: string) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [attempted, setAttempted] = useState(false);
  const errorText = useErrorText();
  const save = useMutation({ mutationFn: () => setPasswordWithToken(token, password) });
  const problem = newPasswordProblem(password, confirm);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (save.isPending || problem !== null) return;
    save.mutate();
  };

  return {
    password,
    setPassword,
    confirm,
    setConfirm,
    submit,
    problem: attempted ? problem : null,
    pending: save.isPending,
    done: save.isSuccess,
    error: save.isError ? errorText(save.error) : null,
  };
}
