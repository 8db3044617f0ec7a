import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthProviderReply, AuthSignInReply, LinkedIdentityReply, SignInReply } from '@sprout/shared';
import { Client } from '../helpers/http.js';
import { makeUser, PASSWORD, uniqueEmail } from '../helpers/family.js';
import { requestFrom } from '../helpers/from-address.js';
import { authorizeAt, startOidcProvider, type OpAccount, type TestOp } from '../helpers/oidc-provider.js';
import { makeTestEnv, startServer, type TestServer } from '../helpers/server.js';

let op: TestOp;
let server: TestServer;
/** The same provider on a Sprout with sign-up closed (SIGNUP unset). */
let closed: TestServer;
let callbackPrefix: string;

beforeAll(async () => {
  op = await startOidcProvider();
  const env = await makeTestEnv();
  // The same provider a second time, answering by form_post as Apple does.
  Object.assign(env.env, op.env('testid', 'TestID'), op.env('testpost', 'TestPost'), {
    OIDC_PROVIDERS: 'testid,testpost',
    OIDC_TESTPOST_RESPONSE_MODE: 'form_post',
  });
  server = await startServer(env);
  const closedEnv = await makeTestEnv();
  Object.assign(closedEnv.env, op.env('testid', 'TestID'));
  delete closedEnv.env.SIGNUP;
  closed = await startServer(closedEnv);
  callbackPrefix = `${server.url}/auth/callback/testid`;
  op.configure([callbackPrefix, `${server.url}/auth/callback/testpost`, `${closed.url}/auth/callback/testid`]);
});
afterAll(async () => {
  await server.close();
  await closed.close();
  await op.close();
});

type ErrorBody = { error: { code: string; message: string } };

let people = 0;
function person(email: string | null = null, verified = true): OpAccount {
  people += 1;
  return {
    login: `op-user-${people}-${Date.now()}`,
    email: email ?? uniqueEmail('social'),
    verified,
    name: `Social ${people}`,
  };
}

let flows = 0;

/** A browser's redirect flow: its flow cookie, the provider's sign-in, and the callback page's query. */
async function browserFlow(account: OpAccount, at: TestServer = server) {
  // Each flow from a loopback address of its own: starts are limited per client address.
  flows += 1;
  const start = await requestFrom(`127.0.6.${flows}`, `${at.url}/api/en/authentications/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'provider=testid',
  });
  expect(start.status).toBe(200);
  const cookie = (start.headers['set-cookie'] ?? []).find((c) => c.startsWith('sprout_oidc='))?.split(';')[0] ?? '';
  expect(cookie).toMatch(/^sprout_oidc=.{20,}/);
  const { url } = start.body as { url: string };
  const back = await authorizeAt(url, account, `${at.url}/auth/callback/testid`);
  return { cookie, query: back.search, back };
}

async function completeCallback(cookie: string | null, query: string, at: TestServer = server) {
  const reply = await fetch(`${at.url}/api/en/authentications/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ provider: 'testid', query }),
  });
  return { status: reply.status, body: (await reply.json()) as AuthSignInReply & ErrorBody };
}

/** What a mobile app holds after signing in at the provider as `who` with the client `clientId`: an access token. */
async function accessToken(who: OpAccount, clientId: string, secret: string): Promise<string> {
  const config = await oidc.discovery(new URL(op.issuer), clientId, secret, undefined, {
    execute: [oidc.allowInsecureRequests],
  });
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: callbackPrefix,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  const back = await authorizeAt(url.href, who, callbackPrefix);
  return (await oidc.authorizationCodeGrant(config, back, { pkceCodeVerifier: verifier, expectedState: state }))
    .access_token;
}

async function signInThroughProvider(account: OpAccount) {
  const { cookie, query } = await browserFlow(account);
  return completeCallback(cookie, query);
}

function signUp(form: Record<string, string>) {
  return new Client(server.url).request<SignInReply & ErrorBody>('PUT', '/authentications/sign_up', { form });
}

function registrationOf(body: AuthSignInReply): Extract<AuthSignInReply, { status: 'register' }> {
  if (body.status !== 'register') throw new Error(`expected a registration, got ${JSON.stringify(body)}`);
  return body;
}

describe('social sign-in over OpenID Connect', () => {
  it('lists the configured providers for the buttons of /login', async () => {
    const reply = await new Client(server.url).get<AuthProviderReply[]>('/authentications/providers');
    expect(reply.body).toEqual([
      { id: 'testid', name: 'TestID' },
      { id: 'testpost', name: 'TestPost' },
    ]);
    const unknown = await new Client(server.url).request<ErrorBody>('POST', '/authentications/start', {
      form: { provider: 'nope' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('oidc_provider_unknown');
  });

  it('a first sign-in registers (a verified address counts as verified); the token works once; the next sign-in is direct', async () => {
    const account = person();
    const first = await signInThroughProvider(account);
    expect(first.status).toBe(200);
    const registration = registrationOf(first.body);
    expect(registration).toMatchObject({
      email: account.email,
      email_verified: true,
      existing_account: false,
      signup_open: true,
      provider_name: 'TestID',
      name: account.name,
    });

    const made = await signUp({
      auth_registration_token: registration.auth_registration_token,
      email: account.email,
      password: ' newpass99 ',
    });
    expect(made.status).toBe(201);
    expect(made.body.user).toMatchObject({ email: account.email, email_verified: true, name: account.name });
    const again = await signUp({
      auth_registration_token: registration.auth_registration_token,
      email: uniqueEmail('replay'),
      password: 'newpass99',
    });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('registration_invalid');

    const second = await signInThroughProvider(account);
    expect(second.body.status).toBe('ok');
    if (second.body.status !== 'ok') return;
    expect(second.body.user.id).toBe(made.body.user.id);
    const signedIn = new Client(server.url, second.body.auth_token);
    expect((await signedIn.get<LinkedIdentityReply[]>('/user/authentications')).body).toEqual([
      expect.objectContaining({ provider: 'testid', provider_name: 'TestID', email: account.email }),
    ]);
  });

  it("links an identity whose verified address has an account only with that account's password", async () => {
    const user = await makeUser(server.ctx, 'linker');
    const account = person(user.email);
    const registration = registrationOf((await signInThroughProvider(account)).body);
    expect(registration.existing_account).toBe(true);

    const wrong = await signUp({
      auth_registration_token: registration.auth_registration_token,
      email: user.email,
      password: 'not-the-password1',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('invalid_credentials');
    expect(await server.ctx.repos.identities.listForUser(user.id)).toEqual([]);

    // A wrong password does not spend the registration: the person can type it again.
    const linked = await signUp({
      auth_registration_token: registration.auth_registration_token,
      email: user.email,
      password: PASSWORD,
    });
    expect(linked.status).toBe(200);
    expect(linked.body.user.id).toBe(user.id);
    const next = await signInThroughProvider(account);
    expect(next.body.status === 'ok' && next.body.user.id).toBe(user.id);

    // Removed on the profile page: the next sign-in with it registers again.
    const client = new Client(server.url, linked.body.auth_token);
    expect((await client.delete('/user/authentications/testid')).status).toBe(204);
    expect((await client.delete('/user/authentications/testid')).status).toBe(404);
    expect((await signInThroughProvider(account)).body.status).toBe('register');
  });

  it('a deleted account keeps no provider: the identity can make a new account', async () => {
    const account = person();
    const first = registrationOf((await signInThroughProvider(account)).body);
    const made = await signUp({
      auth_registration_token: first.auth_registration_token,
      email: account.email,
      password: 'newpass99',
    });
    const client = new Client(server.url, made.body.auth_token);
    expect((await client.delete(`/user?password=newpass99`)).status).toBe(204);
    const again = registrationOf((await signInThroughProvider(account)).body);
    const remade = await signUp({
      auth_registration_token: again.auth_registration_token,
      email: account.email,
      password: 'newpass99',
    });
    expect(remade.status).toBe(201);
    expect(remade.body.user.id).not.toBe(made.body.user.id);
  });

  it("a provider's unverified address tells nothing, links nothing and verifies nothing", async () => {
    const user = await makeUser(server.ctx, 'victim');
    const account = person(user.email, false);
    const registration = registrationOf((await signInThroughProvider(account)).body);
    expect(registration).toMatchObject({ email_verified: false, existing_account: false });
    // The address has an account: only its password would link, as for anyone.
    const taken = await signUp({
      auth_registration_token: registration.auth_registration_token,
      email: user.email,
      password: 'guess1234',
    });
    expect(taken.status).toBe(401);
    expect(await server.ctx.repos.identities.listForUser(user.id)).toEqual([]);

    const fresh = person(uniqueEmail('unverified'), false);
    const other = registrationOf((await signInThroughProvider(fresh)).body);
    const made = await signUp({
      auth_registration_token: other.auth_registration_token,
      email: fresh.email,
      password: 'newpass99',
    });
    expect(made.status).toBe(201);
    expect(made.body.user.email_verified).toBe(false);
  });

  it('where sign-up is closed, a new identity makes no account, but links to an existing one with its password', async () => {
    const fresh = person();
    const flow = await browserFlow(fresh, closed);
    const registration = registrationOf((await completeCallback(flow.cookie, flow.query, closed)).body);
    // The page is told up front, so it offers linking only instead of asking for a password it would refuse.
    expect(registration).toMatchObject({ existing_account: false, signup_open: false });
    const refused = await new Client(closed.url).request<ErrorBody>('PUT', '/authentications/sign_up', {
      form: {
        auth_registration_token: registration.auth_registration_token,
        email: fresh.email,
        password: 'newpass99',
      },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('signup_closed');
    expect(await closed.ctx.repos.users.findByEmail(fresh.email)).toBeUndefined();

    const member = await makeUser(closed.ctx, 'invited');
    const again = await browserFlow(person(member.email), closed);
    const link = registrationOf((await completeCallback(again.cookie, again.query, closed)).body);
    const linked = await new Client(closed.url).request<SignInReply>('PUT', '/authentications/sign_up', {
      form: { auth_registration_token: link.auth_registration_token, email: member.email, password: PASSWORD },
    });
    expect(linked.status).toBe(200);
    expect(linked.body.user.id).toBe(member.id);
  });

  it('an identity already linked elsewhere is refused a second link', async () => {
    const account = person();
    const a = registrationOf((await signInThroughProvider(account)).body);
    const b = registrationOf((await signInThroughProvider(account)).body);
    expect(
      (
        await signUp({
          auth_registration_token: a.auth_registration_token,
          email: account.email,
          password: 'newpass99',
        })
      ).status,
    ).toBe(201);
    const other = await makeUser(server.ctx, 'other');
    const second = await signUp({
      auth_registration_token: b.auth_registration_token,
      email: other.email,
      password: PASSWORD,
    });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('identity_taken');
    expect(await server.ctx.repos.identities.listForUser(other.id)).toEqual([]);
  });

  it('a provider answering by form_post (as Apple does) completes the same way', async () => {
    const account = person();
    const start = await requestFrom('127.0.7.1', `${server.url}/api/en/authentications/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'provider=testpost',
    });
    const cookie = (start.headers['set-cookie'] ?? []).find((c) => c.startsWith('sprout_oidc='))?.split(';')[0] ?? '';
    const { url } = start.body as { url: string };
    expect(new URL(url).searchParams.get('response_mode')).toBe('form_post');
    const back = await authorizeAt(url, account, `${server.url}/auth/callback/testpost`);
    expect(back.pathname).toBe('/auth/callback/testpost');
    const reply = await fetch(`${server.url}/api/en/authentications/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ provider: 'testpost', query: back.search }),
    });
    expect(reply.status).toBe(200);
    expect(registrationOf((await reply.json()) as AuthSignInReply)).toMatchObject({
      provider: 'testpost',
      email: account.email,
      email_verified: true,
    });
  });

  it("a wrong state is refused and spends the flow; an answer without this browser's flow cookie is refused", async () => {
    const { cookie, query } = await browserFlow(person());
    const forged = new URLSearchParams(query);
    forged.set('state', 'someone-elses-state-value');
    const wrong = await completeCallback(cookie, `?${forged.toString()}`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('oidc_state_mismatch');
    const replay = await completeCallback(cookie, query);
    expect(replay.status).toBe(400);
    expect(replay.body.error.code).toBe('oidc_flow_invalid');

    const other = await browserFlow(person());
    const noCookie = await completeCallback(null, other.query);
    expect(noCookie.status).toBe(400);
    expect(noCookie.body.error.code).toBe('oidc_flow_invalid');
  });

  it('starts and app tokens are limited per client address', async () => {
    const start = () =>
      requestFrom('127.0.5.9', `${server.url}/api/en/authentications/start`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'provider=testid',
      });
    for (let i = 0; i < 30; i += 1) expect((await start()).status).toBe(200);
    const refused = await start();
    expect(refused.status).toBe(429);
    expect((refused.body as ErrorBody).error.code).toBe('too_fast');
    const token = await requestFrom('127.0.5.9', `${server.url}/api/en/authentications/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'provider=testid&access_token=whatever',
    });
    expect(token.status).toBe(429);
    // Another client is not held back.
    expect(
      (
        await requestFrom('127.0.5.10', `${server.url}/api/en/authentications/start`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'provider=testid',
        })
      ).status,
    ).toBe(200);
  });

  it('an expired code is refused with a clear 400', async () => {
    op.codeTtl = 1;
    try {
      const { cookie, query } = await browserFlow(person());
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const late = await completeCallback(cookie, query);
      expect(late.status).toBe(400);
      expect(late.body.error.code).toBe('oidc_code_invalid');
      expect(late.body.error.message).toContain('expired');
    } finally {
      op.codeTtl = 60;
    }
  });

  it("POST /authentications/sign_in takes an app's access token issued to Sprout's client, and no other", async () => {
    const account = person();
    const registration = registrationOf((await signInThroughProvider(account)).body);
    const made = await signUp({
      auth_registration_token: registration.auth_registration_token,
      email: account.email,
      password: 'newpass99',
    });

    const client = new Client(server.url);
    const ok = await client.request<AuthSignInReply>('POST', '/authentications/sign_in', {
      form: { provider: 'testid', access_token: await accessToken(account, op.clientId, op.clientSecret) },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.status === 'ok' && ok.body.user.id).toBe(made.body.user.id);

    const foreign = await client.request<ErrorBody>('POST', '/authentications/sign_in', {
      form: {
        provider: 'testid',
        access_token: await accessToken(account, 'other-site', 'other-site-secret-0123456789abcdef'),
      },
    });
    expect(foreign.status).toBe(401);
    expect(foreign.body.error.code).toBe('oidc_token_invalid');

    const garbage = await client.request<ErrorBody>('POST', '/authentications/sign_in', {
      form: { provider: 'testid', access_token: 'not-a-token' },
    });
    expect(garbage.status).toBe(401);

    const stranger = person();
    const skipped = await client.request<ErrorBody>('POST', '/authentications/sign_in', {
      form: {
        provider: 'testid',
        access_token: await accessToken(stranger, op.clientId, op.clientSecret),
        skip_register: '1',
      },
    });
    expect(skipped.status).toBe(404);
    expect(skipped.body.error.code).toBe('oidc_not_registered');
  });
});
