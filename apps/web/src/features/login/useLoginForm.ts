import { useState, type FormEvent } from 'react';
import { useErrorText } from '../../hooks/useErrorText';
import { useSignIn } from './useSignIn';

/** The sign-in form: its fields, submit, and the server's message when it fails. */
export function useLoginForm() {
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const signIn = useSignIn();
  const errorText = useErrorText();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending || login.trim() === '' || password === '') return;
    signIn.mutate({ login, password, rememberMe });
  };

  return {
    login, setLogin,
    password, setPassword,
    rememberMe, setRememberMe,
    submit,
    canSubmit: login.trim() !== '' && password !== '',
    pending: signIn.isPending,
    error: signIn.isError ? errorText(signIn.error) : null,
  };
}
