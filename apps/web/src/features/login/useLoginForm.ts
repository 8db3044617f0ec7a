import { useState, type FormEvent } from 'react';
import { useErrorText } from '../../hooks/useErrorText';
import { useSignIn } from './useSignIn';

export interface LoginFieldErrors { login: boolean; password: boolean }

/** Which required fields are empty; the login is trimmed, the password is taken as typed (spec §5). */
export function missingFields(login: string, password: string): LoginFieldErrors {
  return { login: login.trim() === '', password: password === '' };
}

/** The sign-in form: its fields, submit, and the server's message when it fails. */
export function useLoginForm() {
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const signIn = useSignIn();
  const errorText = useErrorText();
  const missing = missingFields(login, password);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (signIn.isPending || missing.login || missing.password) return;
    signIn.mutate({ login, password, rememberMe });
  };

  return {
    login, setLogin,
    password, setPassword,
    rememberMe, setRememberMe,
    submit,
    missing: attempted ? missing : { login: false, password: false },
    pending: signIn.isPending,
    error: signIn.isError ? errorText(signIn.error) : null,
  };
}
