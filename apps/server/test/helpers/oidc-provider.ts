import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person at the test provider: `login` becomes their `sub`. */
export interface OpAccount {
  login: string;
  email: string;
  verified: boolean;
  name: string;
}

export interface TestOp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Sprout's environment for this provider, under the id `id`. */
  env(id?: string, name?: string): Record<string, string>;
  /** Registers the client with its callback(s) once Sprout's address is known; the provider answers from then on. */
  configure(redirectUris: string[]): void;
  /** How long an authorization code lives, in seconds (a test of an expired code shortens it). */
  codeTtl: number;
  close(): Promise<void>;
}

// e2e/playwright.config.ts (OIDC) gives the e2e server the same client.
const CLIENT_ID = 'sprout-test';
const CLIENT_SECRET = 'sprout-test-secret-0123456789abcdef';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

/** The provider's sign-in page: who to be, and whether the provider vouches for the address. */
function loginPage(uid: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test provider</title></head><body>
<main><h1>Test provider sign-in</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label>Login <input name="login" required></label>
<label>Email <input name="email" type="email"></label>
<label>Name <input name="name"></label>
<label><input type="checkbox" name="verified" value="1" checked> Email verified</label>
<button type="submit">Continue</button>
</form></main></body></html>`;
}

/**
 * A real OpenID Connect provider (oidc-provider) on loopback, for the API tests
 * and the e2e server: discovery, authorization with PKCE, token, userinfo,
 * introspection, with its own sign-in page in place of a provider's login.
 */
export async function startOidcProvider(port = 0): Promise<TestOp> {
  const accounts = new Map<string, OpAccount>();
  let provider: Provider | null = null;
  let handler: ((req: http.IncomingMessage, res: http.ServerResponse) => void) | null = null;
  const server = http.createServer((req, res) => {
    void (async () => {
      // Only this test provider: a test of an expired code shortens a code's life (e2e runs the provider in its own process).
      const ttl = /^\/test\/code-ttl\?seconds=(\d+)$/.exec(req.url ?? '');
      if (ttl && req.method === 'POST') {
        op.codeTtl = Number(ttl[1]);
        res.writeHead(204).end();
        return;
      }
      const interaction = /^\/interaction\/([^/?]+)/.exec(req.url ?? '');
      if (interaction && provider) {
        const details = await provider.interactionDetails(req, res);
        if (req.method === 'GET') {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(details.uid));
          return;
        }
        const form = await readForm(req);
        const account: OpAccount = {
          login: form.get('login') ?? '',
          email: form.get('email') ?? '',
          verified: form.get('verified') === '1',
          name: form.get('name') ?? '',
        };
        accounts.set(account.login, account);
        const grant = new provider.Grant({ accountId: account.login, clientId: String(details.params.client_id) });
        grant.addOIDCScope('openid email profile');
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: account.login }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      if (!handler) {
        res.writeHead(503).end('not configured yet');
        return;
      }
      handler(req, res);
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const op: TestOp = {
    issuer,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    codeTtl: 60,
    env(id = 'testid', name = 'TestID') {
      const prefix = `OIDC_${id.toUpperCase()}_`;
      return {
        OIDC_PROVIDERS: id,
        [`${prefix}ISSUER`]: issuer,
        [`${prefix}CLIENT_ID`]: CLIENT_ID,
        [`${prefix}CLIENT_SECRET`]: CLIENT_SECRET,
        [`${prefix}NAME`]: name,
      };
    },
    configure(redirectUris) {
      provider = new Provider(issuer, {
        clients: [
          {
            client_id: CLIENT_ID,
            client_secret: CLIENT_SECRET,
            redirect_uris: redirectUris,
            response_types: ['code'],
            grant_types: ['authorization_code'],
          },
          // Another site's client at the same provider: its tokens must not sign anyone in to Sprout.
          {
            client_id: 'other-site',
            client_secret: 'other-site-secret-0123456789abcdef',
            redirect_uris: redirectUris,
            response_types: ['code'],
            grant_types: ['authorization_code'],
          },
        ],
        async findAccount(_ctx: unknown, id: string) {
          const account = accounts.get(id);
          if (!account) return undefined;
          return {
            accountId: id,
            claims: () => ({
              sub: id,
              ...(account.email ? { email: account.email, email_verified: account.verified } : {}),
              name: account.name || undefined,
            }),
          };
        },
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
        // Real providers (Google, Apple) put the address in the ID token; Sprout also reads userinfo when one does not.
        conformIdTokenClaims: false,
        features: {
          devInteractions: { enabled: false },
          // Sprout asks with its own client's credentials; any registered client may ask here.
          introspection: { enabled: true, allowedPolicy: () => true },
        },
        interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
        pkce: { required: () => true },
        ttl: {
          AuthorizationCode: () => op.codeTtl,
          Interaction: 600,
          Grant: 3600,
          Session: 3600,
          AccessToken: 600,
          IdToken: 600,
        },
        cookies: { keys: ['test-provider-cookie-key-0123456789'] },
      });
      handler = provider.callback();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return op;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** A tiny cookie jar for driving the provider's pages over HTTP, as a browser would. */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Follows an authorization URL through the provider's sign-in as `account`, up to
 * the redirect back to the client; answers that redirect's URL (with code and state).
 */
export async function authorizeAt(authorizationUrl: string, account: OpAccount, redirectPrefix: string): Promise<URL> {
  const jar = new Jar();
  let url = authorizationUrl;
  let posted = false;
  for (let hop = 0; hop < 12; hop += 1) {
    if (url.startsWith(redirectPrefix)) return new URL(url);
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(response);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const body = response.status === 200 ? await response.text() : '';
    // response_mode=form_post: the provider's page posts the answer to the client; the client's 303 has it as a query.
    const formPost = /<form method="post" action="([^"]+)">/.exec(body);
    if (formPost?.[1]?.startsWith(redirectPrefix)) {
      const fields = new URLSearchParams();
      for (const [, name = '', value = ''] of body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g))
        fields.set(name, decodeEntities(value));
      const posted = await fetch(decodeEntities(formPost[1]), {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: fields,
      });
      const back = posted.headers.get('location');
      if (posted.status !== 303 || !back)
        throw new Error(`the client did not take the posted answer: ${posted.status}`);
      return new URL(back, formPost[1]);
    }
    if (response.status === 200 && /\/interaction\//.test(url) && !posted) {
      posted = true;
      const body = new URLSearchParams({
        login: account.login,
        email: account.email,
        name: account.name,
        ...(account.verified ? { verified: '1' } : {}),
      });
      const sent = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      jar.take(sent);
      const next = sent.headers.get('location');
      if (!next) throw new Error(`the provider did not finish the sign-in: ${sent.status} ${await sent.text()}`);
      url = new URL(next, url).href;
      continue;
    }
    throw new Error(`unexpected answer from the provider at ${url}: ${response.status} ${body}`);
  }
  throw new Error('too many redirects at the provider');
}
