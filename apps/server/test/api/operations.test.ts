import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/http/app.js';
import { makeFamily } from '../helpers/family.js';
import { signIn } from '../helpers/http.js';
import { labelValues, sample } from '../helpers/metrics-text.js';
import { startLoopbackS3 } from '../helpers/s3-server.js';
import { makeTestEnv, startServer, type TestServer } from '../helpers/server.js';
import { fixture, uploadPicture } from '../helpers/upload.js';

const metricsOf = async (server: TestServer, headers: Record<string, string> = {}) => {
  const res = await fetch(`${server.url}/metrics`, { headers });
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') ?? '' };
};

describe('liveness and readiness', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(await makeTestEnv({ storage: 'disk' }));
  });
  afterAll(async () => server?.close());

  it('answers alive and ready while the database and storage answer', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
  });

  it('answers 503 naming the storage when the media folder is gone, and alive all the same', async () => {
    const media = path.join(server.env.DATA_DIR ?? '', 'media');
    const errorsBefore = sample((await metricsOf(server)).text, 'sprout_storage_errors_total', {
      operation: 'check',
    });
    // An unmounted volume: the folder is not there. (The tests run as root, for whom chmod 000 changes nothing.)
    fs.renameSync(media, `${media}.away`);
    try {
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', storage: 'down' },
        down: ['storage'],
      });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      const errorsAfter = sample((await metricsOf(server)).text, 'sprout_storage_errors_total', {
        operation: 'check',
      });
      expect(errorsAfter).toBe(errorsBefore + 1);
    } finally {
      fs.renameSync(`${media}.away`, media);
    }
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it('answers 503 naming the database when it cannot be queried', async () => {
    const other = await startServer(await makeTestEnv({ storage: 'disk' }));
    try {
      await other.ctx.db.close();
      const ready = await fetch(`${other.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'down', storage: 'ok' },
        down: ['database'],
      });
      expect((await fetch(`${other.url}/healthz`)).status).toBe(200);
    } finally {
      other.app.server.closeAllConnections();
      await other.app.close();
      await other.ctx.worker.stop();
    }
  });

  it('answers 503 naming the storage when the S3 server stops, and ready again when it is back', async () => {
    const s3 = await startLoopbackS3();
    const env = await makeTestEnv({ storage: 'disk' });
    const onS3 = await startServer({ ...env, env: { ...env.env, ...s3.env('ready') }, s3 });
    try {
      expect((await fetch(`${onS3.url}/readyz`)).status).toBe(200);
      await s3.stop();
      const ready = await fetch(`${onS3.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ checks: { database: 'ok', storage: 'down' }, down: ['storage'] });
      await s3.start();
      expect((await fetch(`${onS3.url}/readyz`)).status).toBe(200);
    } finally {
      await onS3.stop();
      await s3.close();
      await env.cleanup();
    }
  });
});

describe('metrics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => server?.close());

  it('times requests by route pattern, never by raw URL', async () => {
    const { admin, baby } = await makeFamily(server.ctx);
    const client = await signIn(server.url, admin.email);
    expect((await client.get(`/events?baby_id=${baby.id}`)).status).toBe(200);
    expect((await client.get(`/events/987654321.json`)).status).toBe(404);
    const { status, text, type } = await metricsOf(server);
    expect(status).toBe(200);
    expect(type).toContain('text/plain');
    const routes = labelValues(text, 'sprout_http_request_duration_seconds_count', 'route');
    expect(routes).toContain('/api/:locale/events');
    expect(routes).toContain('/api/:locale/events/:id(^\\d+).json');
    expect(routes.some((route) => /\d{3,}/.test(route))).toBe(false);
    expect(
      sample(text, 'sprout_http_request_duration_seconds_count', {
        route: '/api/:locale/events/:id(^\\d+).json',
        status_code: '404',
      }),
    ).toBe(1);
    // A path no route matched is one series, whatever the path.
    await fetch(`${server.url}/api/en/no/such/${Date.now()}`);
    expect(
      labelValues((await metricsOf(server)).text, 'sprout_http_request_duration_seconds_count', 'route'),
    ).toContain('unmatched');
  });

  it('counts upload bytes, queue depth and job durations', async () => {
    const { admin, baby } = await makeFamily(server.ctx);
    const client = await signIn(server.url, admin.email);
    const before = (await metricsOf(server)).text;
    const photo = fixture('photo-exif-gps.jpg');
    expect((await uploadPicture(client, baby.id, photo)).status).toBe(201);

    const queued = (await metricsOf(server)).text;
    expect(sample(queued, 'sprout_upload_bytes_received_total')).toBe(
      sample(before, 'sprout_upload_bytes_received_total') + photo.length,
    );
    // tus PATCHes are timed too, though tus answers them itself.
    expect(labelValues(queued, 'sprout_http_request_duration_seconds_count', 'route')).toContain('/tus/*');
    const depth = (text: string, state: string) => sample(text, 'sprout_jobs', { kind: 'picture.derivatives', state });
    expect(depth(queued, 'queued')).toBe(depth(before, 'queued') + 1);

    await server.ctx.worker.drain();
    const done = (await metricsOf(server)).text;
    expect(depth(done, 'queued')).toBe(depth(before, 'queued'));
    expect(depth(done, 'done')).toBe(depth(before, 'done') + 1);
    const runs = (text: string) =>
      sample(text, 'sprout_job_duration_seconds_count', { kind: 'picture.derivatives', outcome: 'done' });
    expect(runs(done)).toBe(runs(before) + 1);
  });

  it('asks for the Bearer token when METRICS_TOKEN is set', async () => {
    const env = await makeTestEnv({ storage: 'disk' });
    const token = 'metrics-token-0123456789abcdef';
    const guarded = await startServer({ ...env, env: { ...env.env, METRICS_TOKEN: token } });
    try {
      expect((await metricsOf(guarded)).status).toBe(401);
      expect((await metricsOf(guarded, { authorization: 'Bearer metrics-token-0123456789abcdeX' })).status).toBe(401);
      expect((await metricsOf(guarded, { authorization: token })).status).toBe(401);
      const allowed = await metricsOf(guarded, { authorization: `Bearer ${token}` });
      expect(allowed.status).toBe(200);
      expect(allowed.text).toContain('sprout_http_request_duration_seconds');
      // The probes stay open: a load balancer has no token.
      expect((await fetch(`${guarded.url}/readyz`)).status).toBe(200);
    } finally {
      await guarded.close();
    }
  });
});

describe('the OpenAPI document', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => server?.close());

  it('names every registered route', async () => {
    const routes: RouteOptions[] = [];
    const app = await buildApp(server.ctx, { logger: false, onRoute: (route) => void routes.push(route) });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/docs' });
      expect(res.statusCode).toBe(200);
      const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
      expect(doc.openapi).toMatch(/^3\./);
      const documented = new Set(
        Object.entries(doc.paths).flatMap(([url, methods]) =>
          Object.keys(methods).map((method) => `${method.toUpperCase()} ${url}`),
        ),
      );
      const toOpenApi = (url: string) =>
        url.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, '{$1}').replace(/\*/g, '{wildcard}');
      const registered = routes.flatMap((route) =>
        [route.method].flat().map((method) => `${method} ${toOpenApi(route.url)}`),
      );
      expect(registered.length).toBeGreaterThan(100);
      expect(registered.filter((route) => !documented.has(route))).toEqual([]);
      expect(documented).toContain('GET /api/{locale}/events');
      expect(documented).toContain('PATCH /tus/{wildcard}');
      expect(documented).toContain('GET /readyz');
    } finally {
      await app.close();
    }
  });
});

describe('request ids', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => server?.close());

  it("logs JSON lines under the proxy's X-Request-Id and echoes it, or a fresh one when it is unsafe", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const app = await buildApp(server.ctx, { logger: { level: 'info', stream } });
    try {
      const given = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-7f3a.42:1' } });
      expect(given.headers['x-request-id']).toBe('lb-7f3a.42:1');
      const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
      expect(logged.filter((entry) => entry.reqId === 'lb-7f3a.42:1').map((entry) => entry.msg)).toEqual([
        'incoming request',
        'request completed',
      ]);

      for (const unsafe of ['two words', 'x'.repeat(129), 'quote"d']) {
        const res = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': unsafe } });
        expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
      const none = await app.inject({ method: 'GET', url: '/api/en/users/me' });
      expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await app.close();
    }
  });
});
