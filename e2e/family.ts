import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

export const PASSWORD = 'sprout-e2e-1';

export interface Parent { email: string; password: string; token: string; babyId: number }

/** Each journey makes its own family through the API, as a mobile app would. */
export async function makeParent(request: APIRequestContext, babyName = 'Mia'): Promise<Parent> {
  const email = `parent-${randomBytes(5).toString('hex')}@example.com`;
  const signup = await request.post('/api/en/users', { form: { email, password: PASSWORD, name: 'Alex' } });
  if (signup.status() !== 201) throw new Error(`signup failed: ${signup.status()} ${await signup.text()}`);
  const { auth_token: token } = (await signup.json()) as { auth_token: string };
  const baby = await request.post('/api/en/babies', {
    headers: { 'x-token': token },
    data: { name: babyName, birthday: '2025-09-01', gender: 'girl', relation: 'mom' },
  });
  if (baby.status() !== 201) throw new Error(`baby failed: ${baby.status()} ${await baby.text()}`);
  const { with_user } = (await baby.json()) as { with_user: { id: number } };
  return { email, password: PASSWORD, token, babyId: with_user.id };
}
