import { useState, type FormEvent } from 'react';
import { isApiError } from '../api/ApiError';
import { signIn, type SignInInput } from '../api/auth';
import { useArriveSignedIn } from '../hooks/useArriveSignedIn';
import { useErrorText } from '../hooks/useErrorText';
import { usePuzzle } from './usePuzzle';
import { useAction } from './useRequest';

export interface LoginFieldErrors {
  login: boolean;
  password: boolean;
}

/** Which required fields are empty; the login is trimmed, the password is taken as typed (spec §5). */
export function missingFields(login: string, password: string): LoginFieldErrors {
  return { login: login.trim() === '', password: password === '' };
}

/**
 * Whether the next sign-in needs the puzzle check (spec §4): the server asked
 * for it, or said with the failure that reached its threshold that the next
 * attempt will need it, so the slider is there before that attempt.
 */
export function asksForPuzzle(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.code === 'puzzle_required' || error.code === 'puzzle_failed' || error.details.puzzle_required_next === true)
  );
}

/**
 * The sign-in form: its fields, submit, the server's message when it fails,
 * and the puzzle check once the server asks for it. Each puzzle answers one
 * attempt: after it, right or wrong, a new one is drawn.
 */
export function useLoginForm() {
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [puzzleNeeded, setPuzzleNeeded] = useState(false);
  // Between submit and the request while the puzzle's work finishes (ADR 0024).
  const [proving, setProving] = useState(false);
  const puzzle = usePuzzle(puzzleNeeded);
  const arrive = useArriveSignedIn();
  const signInAction = useAction((input: SignInInput) => signIn(input), {
    onSuccess: arrive,
    onError: (error, input) => {
      if (asksForPuzzle(error)) setPuzzleNeeded(true);
      // Right or wrong, a puzzle answers one attempt: after it, or when the server asks for one, a new one is drawn.
      if (input.puzzle || asksForPuzzle(error)) puzzle.next();
    },
  });
  const errorText = useErrorText();
  const missing = missingFields(login, password);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (signInAction.isPending || proving || missing.login || missing.password) return;
    void (async () => {
      setProving(true);
      const answer = puzzleNeeded ? await puzzle.answer().finally(() => setProving(false)) : undefined;
      if (!puzzleNeeded) setProving(false);
      signInAction.run({ login, password, rememberMe, ...(answer ? { puzzle: answer } : {}) });
    })();
  };

  return {
    login,
    setLogin,
    password,
    setPassword,
    rememberMe,
    setRememberMe,
    submit,
    puzzle: puzzleNeeded ? puzzle : null,
    missing: attempted ? missing : { login: false, password: false },
    pending: signInAction.isPending || proving,
    error: signInAction.isError ? errorText(signInAction.error) : null,
  };
}
