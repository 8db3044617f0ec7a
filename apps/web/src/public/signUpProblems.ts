import { isEmail, isStrongPassword, isValidName } from '@sprout/shared';

export type SignUpProblem = 'invalid_name' | 'invalid_email' | 'invalid_password';

/** The §5 checks the server makes too, before a round trip: name, address, password. */
export function signUpProblems(input: {
  name: string;
  email: string;
  password: string;
}): Partial<Record<'name' | 'email' | 'password', SignUpProblem>> {
  const problems: Partial<Record<'name' | 'email' | 'password', SignUpProblem>> = {};
  if (!isValidName(input.name.trim())) problems.name = 'invalid_name';
  if (!isEmail(input.email.trim().toLowerCase())) problems.email = 'invalid_email';
  if (!isStrongPassword(input.password.trim())) problems.password = 'invalid_password';
  return problems;
}
