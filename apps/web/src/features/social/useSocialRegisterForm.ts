import { useState, type FormEvent } from 'react';
import type { AuthRegistrationReply } from '@sprout/shared';
import { socialRegisterMode } from './socialRegisterMode';
import { useSocialSignUp } from './useSocial';

/** The registration form's fields and submit; the address starts as the provider's, except where it cannot make an account. */
export function useSocialRegisterForm(registration: AuthRegistrationReply) {
  const mode = socialRegisterMode(registration);
  const signUp = useSocialSignUp();
  const [email, setEmail] = useState(mode === 'invite_only' ? '' : (registration.email ?? ''));
  const [name, setName] = useState(registration.name ?? '');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    signUp.mutate({
      token: registration.auth_registration_token,
      email,
      password,
      ...(mode === 'register' ? { name } : {}),
    });
  };
  const unverified = !(registration.email_verified && email.trim().toLowerCase() === registration.email);
  return { mode, email, setEmail, name, setName, password, setPassword, submit, unverified, signUp };
}
