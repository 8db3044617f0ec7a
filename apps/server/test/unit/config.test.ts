import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_POOL_MAX, DEFAULT_SHUTDOWN_TIMEOUT_MS, loadConfig } from '../../src/config.js';
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

describe('STORAGE_URL', () => {
  it('keeps media on local disk when unset, as before', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'disk' });
  });

  it('reads the bucket, the prefix and the S3_* settings, with defaults for AWS', () => {
    expect(loadConfig({ STORAGE_URL: 's3://family-album/sprout/prod/' }).storage).toEqual({
      kind: 's3',
      bucket: 'family-album',
      prefix: 'sprout/prod',
      endpoint: null,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: null,
      checksums: 'when_required',
    });
    expect(
      loadConfig({
        STORAGE_URL: 's3://media',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_REGION: 'auto',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_CHECKSUMS: 'when_supported',
      }).storage,
    ).toMatchObject({
      bucket: 'media',
      prefix: '',
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      checksums: 'when_supported',
    });
    expect(loadConfig({ STORAGE_URL: 's3://media', AWS_REGION: 'eu-west-3' }).storage).toMatchObject({
      region: 'eu-west-3',
    });
  });

  it('refuses what it cannot use, saying what is wrong', () => {
    const refusals: Array<[Record<string, string>, RegExp]> = [
      [{ STORAGE_URL: '/var/media' }, /STORAGE_URL must be s3:\/\/bucket\/prefix/],
      [{ STORAGE_URL: 's3://No_Such' }, /not a bucket name/],
      [{ STORAGE_URL: 's3://media/../etc' }, /the prefix/],
      [{ STORAGE_URL: 's3://media', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be/],
      [{ STORAGE_URL: 's3://media', S3_ACCESS_KEY_ID: 'id' }, /go together/],
      [{ STORAGE_URL: 's3://media', S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE must be true or false/],
      [{ STORAGE_URL: 's3://media', S3_CHECKSUMS: 'always' }, /S3_CHECKSUMS must be/],
    ];
    for (const [env, message] of refusals) expect(() => loadConfig(env), JSON.stringify(env)).toThrow(message);
  });
});

describe('METRICS_TOKEN and SHUTDOWN_TIMEOUT_MS', () => {
  it('leaves /metrics unguarded unless a token is set, and refuses a short one', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: ' 0123456789abcdef ' }).metricsToken).toBe('0123456789abcdef');
    expect(() => loadConfig({ METRICS_TOKEN: 'secret' })).toThrow(ConfigError);
  });

  it('waits 25 s for what is in flight at SIGTERM unless told otherwise', () => {
    expect(loadConfig({}).shutdownTimeoutMs).toBe(DEFAULT_SHUTDOWN_TIMEOUT_MS);
    expect(DEFAULT_SHUTDOWN_TIMEOUT_MS).toBe(25_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '5000' }).shutdownTimeoutMs).toBe(5000);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(ConfigError);
  });
});
