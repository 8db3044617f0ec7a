import http from 'node:http';
import fc from 'fast-check';
import * as shared from '@sprout/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeFamily } from '../helpers/family.js';
import { signIn, type Client } from '../helpers/http.js';
import { seedMoment } from '../helpers/seed.js';
import { startServer, type TestServer } from '../helpers/server.js';

/**
 * Property-based bad input over every route the server serves: each route's
 * path parameters, query and body get values of the wrong type and shape (bare
 * JSON values, arrays, nested objects, huge numbers, lone surrogates, text/plain,
 * no content type …), sent by a signed-in family admin so the handlers run.
 * Whatever comes, the answer is below 500. The routes are read from the server
 * itself; the field names from every object schema @sprout/shared exports.
 */
let server: TestServer;
let admin: Client;
let ids: { baby: number; event: number; moment: number };
beforeAll(async () => {
  server = await startServer();
  const f = await makeFamily(server.ctx);
  const { event, moment } = await seedMoment(server.ctx, f.admin, f.baby.id, Date.UTC(2025, 9, 1) / 1000);
  ids = { baby: f.baby.id, event: event.id, moment: moment.id };
  admin = await signIn(server.url, f.admin.email);
});
afterAll(async () => {
  await server.close();
});

interface Route {
  method: string;
  path: string;
}

const SKIPPED_METHODS = new Set(['HEAD', 'OPTIONS', 'TRACE', 'QUERY']);

/** The routes from Fastify's own tree print (`├── /segment (GET, POST)`, four columns a level). */
function routesOf(tree: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      // The web app's catch-all prints as `*`, without its slash.
      if (!SKIPPED_METHODS.has(method)) routes.push({ method, path: stack.join('').replace(/^(?!\/)/, '/') });
    }
  }
  return routes;
}

/** Every field name the API's shared schemas know, plus a few no schema has. */
function fieldNames(): string[] {
  const names = new Set(['__proto__', 'constructor', 'id', 'x', '']);
  for (const value of Object.values(shared)) {
    if (value instanceof z.ZodObject) for (const key of Object.keys(value.shape as object)) names.add(key);
  }
  return [...names];
}

const fields = fieldNames();
const text = fc.oneof(
  fc.string({ maxLength: 40, unit: 'grapheme' }),
  fc.string({ maxLength: 8, unit: 'binary' }),
  fc.constantFrom('\ud800', '\udfff', '%', '%ff', '..', '/', '-1', '0', '1e309', '9'.repeat(40), 'NaN', 'null'),
);
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 2 ** 63),
);
const value = fc.oneof(
  { depthSize: 'small' },
  scalar,
  fc.array(scalar, { maxLength: 4 }),
  fc.dictionary(fc.constantFrom(...fields), scalar, { maxKeys: 3 }),
);
const fieldSet = fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: 6 });

type Body = { contentType?: string; payload: string };
const body: fc.Arbitrary<Body | undefined> = fc.oneof(
  fc.constant(undefined),
  fieldSet.map((v) => ({ contentType: 'application/json', payload: JSON.stringify(v) })),
  fc.jsonValue({ maxDepth: 2 }).map((v) => ({ contentType: 'application/json', payload: JSON.stringify(v) })),
  fc.array(fc.tuple(fc.constantFrom(...fields), text), { maxLength: 6 }).map((pairs) => ({
    contentType: 'application/x-www-form-urlencoded',
    payload: new URLSearchParams(pairs).toString(),
  })),
  text.map((t) => ({ contentType: 'text/plain', payload: t })),
  text.map((t) => ({ payload: t })),
  fc.constantFrom<Body>(
    { contentType: 'application/json', payload: '{"a":' },
    { contentType: 'application/json', payload: '"\\ud800"' },
    { contentType: 'application/json', payload: '{"provider":"\\ud800","query":"\\udc00"}' },
  ),
);
const query = fc.array(fc.tuple(fc.constantFrom(...fields), text), { maxLength: 5 });
/** A path parameter: sometimes an id of the family's own things, mostly not. */
const param = () =>
  fc.oneof(
    fc.constantFrom(String(ids.baby), String(ids.event), String(ids.moment)),
    fc.constantFrom('1', '0', '-1', '99999999999999999999', 'abc', '%ff', '%ed%a0%80', '%00', '..%2f'),
    text.map((t) => encodeURIComponent(t.replace(/[\ud800-\udfff]/g, '?'))),
  );

function pathWith(route: Route, params: string[]): string {
  let i = 0;
  return route.path
    .replace(':locale', 'en')
    .replace(/:[a-z_]+(\([^)]*\))?/gi, () => params[i++] ?? '1')
    .replace('*', () => params[i++] ?? 'x');
}

function send(method: string, path: string, input: Body | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'x-token': admin.token ?? '' };
    if (input?.contentType) headers['content-type'] = input.contentType;
    if (input) headers['content-length'] = String(Buffer.byteLength(input.payload));
    const req = http.request(`${server.url}${path}`, { method, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(input?.payload);
  });
}

describe('every route under malformed input', () => {
  it('answers below 500, whatever the body, query and path hold', { timeout: 600_000 }, async () => {
    const all = routesOf(server.app.printRoutes({ commonPrefix: false }));
    // Signing out ends the session the other requests use: last.
    const routes = [
      ...all.filter((r) => !r.path.includes('sign_out')),
      ...all.filter((r) => r.path.includes('sign_out')),
    ];
    expect(routes.length).toBeGreaterThan(60);
    let sent = 0;
    const failures: string[] = [];
    for (const route of routes) {
      await fc
        .assert(
          fc.asyncProperty(
            fc.array(param(), { minLength: 3, maxLength: 3 }),
            query,
            body,
            async (params, pairs, input) => {
              const search = new URLSearchParams(pairs).toString();
              const path = pathWith(route, params) + (search ? `?${search}` : '');
              const status = await send(route.method, path, input).catch((error: unknown) => String(error));
              sent += 1;
              if (typeof status !== 'number' || status >= 500) {
                failures.push(`${route.method} ${path} ${JSON.stringify(input)}: ${status}`);
                return false;
              }
              return true;
            },
          ),
          { numRuns: 40, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    const paths = new Set(routes.map((r) => r.path)).size;
    process.stdout.write(`fuzz: ${sent} requests over ${routes.length} routes (${paths} paths)\n`);
    expect(failures).toEqual([]);
  });
});
