import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestEnv, startServer, type TestServer } from '../helpers/server.js';

// /introduce comes with its first screen drawn by the server, in the browser's language (issue 22).
const INDEX =
  '<!doctype html><html lang="en"><head><script type="module" crossorigin src="/assets/index-x.js"></script>\n    <link rel="stylesheet" crossorigin href="/assets/index-x.css"></head><body><div id="root"></div></body></html>';

async function serverWith(signup: 'open' | 'invite'): Promise<TestServer> {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-web-'));
  fs.writeFileSync(path.join(web, 'index.html'), INDEX);
  const testEnv = await makeTestEnv();
  testEnv.env = { ...testEnv.env, WEB_DIST_DIR: web, SIGNUP: signup };
  return startServer(testEnv);
}

let open: TestServer;
let invite: TestServer;
beforeAll(async () => {
  [open, invite] = await Promise.all([serverWith('open'), serverWith('invite')]);
});
afterAll(async () => {
  await Promise.all([open.close(), invite.close()]);
});

describe('GET /introduce', () => {
  it('draws the title, the lead and both links in the browser language, the stylesheet after them', async () => {
    const answer = await fetch(`${open.url}/introduce`, { headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.headers.get('vary')).toMatch(/accept-language/i);
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await answer.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('<h1>Schönes Chaos</h1>');
    expect(html).toContain('<a href="/noaccount">Familienalbum anlegen</a>');
    expect(html).toContain('<a href="/login">Anmelden</a>');
    expect(html.indexOf('<div id="root"><style>')).toBeGreaterThan(0);
    expect(html.indexOf('index-x.css')).toBeGreaterThan(html.indexOf('</h1>'));
    expect(html).toContain('src="/assets/index-x.js"');
  });

  it('offers the app notice where sign-up is by invitation, and English to a language Sprout lacks', async () => {
    const html = await (await fetch(`${invite.url}/introduce`, { headers: { 'accept-language': 'pt-BR' } })).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<h1>Happy Troubles</h1>');
    expect(html).toContain('<a href="/noaccount">Create an account</a>');
  });

  it('leaves every other page of the web app as it is built', async () => {
    for (const page of ['/faq', '/login', '/introduce/more']) {
      const answer = await fetch(`${open.url}${page}`, { headers: { 'accept-language': 'fr' } });
      expect(answer.status, page).toBe(200);
      expect(await answer.text(), page).toBe(INDEX);
    }
  });
});
