import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_POOL_MAX, loadConfig } from '../../src/config.js';
import { createDb } from '../../src/db/database.js';

describe('DATABASE_POOL_MAX', () => {
  it('sizes the PostgreSQL pool, with a default when unset', async () => {
    expect(loadConfig({}).databasePoolMax).toBe(DEFAULT_POOL_MAX);
    expect(loadConfig({ DATABASE_POOL_MAX: '25' }).databasePoolMax).toBe(25);
    // The pool connects lazily: its size can be read without a server.
    const db = createDb({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', poolMax: 25, dataDir: os.tmpdir() });
    expect(db.poolStats()?.max).toBe(25);
    await db.close();
  });

  it('refuses a pool of no connections or a word', () => {
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_POOL_MAX: 'many' })).toThrow(/DATABASE_POOL_MAX must be a whole number/);
  });
});

describe('WORKER_CONCURRENCY', () => {
  it('runs as many jobs at once as there are cores unless told otherwise', () => {
    expect(loadConfig({}).workerConcurrency).toBe(os.availableParallelism());
    expect(loadConfig({ WORKER_CONCURRENCY: '3' }).workerConcurrency).toBe(3);
    expect(() => loadConfig({ WORKER_CONCURRENCY: '0' })).toThrow(/at least 1/);
    expect(() => loadConfig({ WORKER_CONCURRENCY: 'all' })).toThrow(/WORKER_CONCURRENCY must be a whole number/);
  });
});

describe('OIDC_PROVIDERS', () => {
  const google = {
    OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
    OIDC_GOOGLE_CLIENT_ID: 'id',
    OIDC_GOOGLE_CLIENT_SECRET: 'secret',
    OIDC_GOOGLE_NAME: 'Google',
  };
  const apple = {
    OIDC_APPLE_ISSUER: 'https://appleid.apple.com',
    OIDC_APPLE_CLIENT_ID: 'app',
    OIDC_APPLE_CLIENT_SECRET: 'jwt',
    OIDC_APPLE_RESPONSE_MODE: 'form_post',
  };

  it('reads several providers in button order, none by default', () => {
    expect(loadConfig({}).oidcProviders).toEqual([]);
    expect(loadConfig({ OIDC_PROVIDERS: ' Google, apple ', ...google, ...apple }).oidcProviders).toEqual([
      {
        id: 'google',
        issuer: 'https://accounts.google.com',
        clientId: 'id',
        clientSecret: 'secret',
        name: 'Google',
        responseMode: 'query',
      },
      {
        id: 'apple',
        issuer: 'https://appleid.apple.com',
        clientId: 'app',
        clientSecret: 'jwt',
        name: 'apple',
        responseMode: 'form_post',
      },
    ]);
  });

  it('refuses a provider without its client, plain http off this machine, or an unknown response mode', () => {
    expect(() => loadConfig({ OIDC_PROVIDERS: 'google', ...google, OIDC_GOOGLE_CLIENT_SECRET: '' })).toThrow(
      /CLIENT_SECRET are needed/,
    );
    expect(() =>
      loadConfig({ OIDC_PROVIDERS: 'google', ...google, OIDC_GOOGLE_ISSUER: 'http://idp.example.com' }),
    ).toThrow(/plain http only on loopback/);
    expect(
      loadConfig({ OIDC_PROVIDERS: 'google', ...google, OIDC_GOOGLE_ISSUER: 'http://127.0.0.1:9000' }).oidcProviders[0]
        ?.issuer,
    ).toBe('http://127.0.0.1:9000');
    expect(() => loadConfig({ OIDC_PROVIDERS: 'google', ...google, OIDC_GOOGLE_RESPONSE_MODE: 'fragment' })).toThrow(
      /RESPONSE_MODE/,
    );
    expect(() => loadConfig({ OIDC_PROVIDERS: 'bad id!', ...google })).toThrow(/letters, digits/);
  });
});
