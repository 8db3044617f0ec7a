import { describe, expect, it } from 'vitest';
import { signUpProblems } from '../src/public/signUpProblems';

describe('signUpProblems', () => {
  it('checks name, address and password as the server does (spec §5), trimming first', () => {
    expect(signUpProblems({ name: ' Sam ', email: ' Sam@Example.com ', password: '  sam-pass-42  ' })).toEqual({});
    expect(signUpProblems({ name: '', email: 'not-an-address', password: 'short' })).toEqual({
      name: 'invalid_name',
      email: 'invalid_email',
      password: 'invalid_password',
    });
    expect(signUpProblems({ name: 'Sam', email: 'sam@example.com', password: 'lettersonly' }).password).toBe(
      'invalid_password',
    );
  });
});
