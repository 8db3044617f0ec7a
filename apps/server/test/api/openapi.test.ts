import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, seedDemo } from '../../src/demo/seed.js';
import { Client, signIn } from '../helpers/http.js';
import { schemaChecker } from '../helpers/json-schema.js';
import { startServer, type TestServer } from '../helpers/server.js';

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
interface Response {
  description?: string;
  content?: Record<string, { schema?: Schema }>;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, Response>;
}
interface OpenApiDoc {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

/** The operations of an OpenAPI 3.2 Path Item (3.2 added `query`). */
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'];

/**
 * Routes whose replies the document does not describe yet. This list may only
 * shrink: a route added without docs fails the test, and so does a route listed
 * here once it is documented (take it off the list).
 *
 * The tus endpoint speaks the tus 1.0 protocol in headers (Upload-Offset, Location …) to
 * every method at once (app.all), so one operation cannot say what each method answers.
 */
const UNDOCUMENTED: readonly string[] = [
  'GET /tus',
  'HEAD /tus',
  'TRACE /tus',
  'DELETE /tus',
  'OPTIONS /tus',
  'PATCH /tus',
  'PUT /tus',
  'POST /tus',
  'QUERY /tus',
  'GET /tus/{wildcard}',
  'HEAD /tus/{wildcard}',
  'TRACE /tus/{wildcard}',
  'DELETE /tus/{wildcard}',
  'OPTIONS /tus/{wildcard}',
  'PATCH /tus/{wildcard}',
  'PUT /tus/{wildcard}',
  'POST /tus/{wildcard}',
  'QUERY /tus/{wildcard}',
];

/** Documented writes that take no body at all (the URL and the session say everything). */
const BODYLESS: readonly string[] = [
  'POST /api/{locale}/unsubscribe/{token}',
  'POST /api/{locale}/user/verify_email',
  'POST /api/{locale}/users/{id}/web_close_hint',
  'PUT /api/{locale}/family_relations/refresh',
  'POST /api/{locale}/events/{id}/likes',
  'POST /api/{locale}/moments/{id}/likes',
  'POST /api/{locale}/trash/{id}/restore',
  'POST /api/{locale}/babies/{id}/album_exports',
  'POST /api/{locale}/baby_moment_tag_attrs/{id}/likes',
  'PUT /api/{locale}/notifications/{id}/read',
  'POST /api/{locale}/babies/{id}/visits',
];

function operations(doc: OpenApiDoc): Array<[string, Operation]> {
  return Object.entries(doc.paths).flatMap(([url, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]): [string, Operation] => [`${method.toUpperCase()} ${url}`, op]),
  );
}

/**
 * Documented: a success (or redirect) reply with a body schema, or one declared to have no body;
 * @fastify/swagger gives a route without docs a bare 200 "Default Response".
 */
function isDocumented(op: Operation): boolean {
  return Object.entries(op.responses ?? {}).some(
    ([status, reply]) =>
      /^[23]\d\d$/.test(status) &&
      (Object.values(reply.content ?? {}).some((media) => media.schema !== undefined) ||
        (reply.content === undefined && reply.description !== 'Default Response')),
  );
}

function replySchema(doc: OpenApiDoc, key: string, status: number | '4XX' | '5XX'): Schema {
  const [method = '', url = ''] = key.split(' ');
  const schema =
    doc.paths[url]?.[method.toLowerCase()]?.responses?.[String(status)]?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${key} documents no ${status} JSON reply`);
  return schema;
}

describe('the OpenAPI document', () => {
  let server: TestServer;
  let doc: OpenApiDoc;
  beforeAll(async () => {
    server = await startServer();
    const res = await fetch(`${server.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    doc = (await res.json()) as OpenApiDoc;
  });
  afterAll(async () => server?.close());

  it('is a structurally valid OpenAPI 3.2 document whose every schema is valid JSON Schema', () => {
    expect(doc.openapi).toMatch(/^3\.2\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    const ajv = schemaChecker();
    const problems: string[] = [];
    const checkSchema = (where: string, schema: Schema | undefined) => {
      if (!schema || typeof schema !== 'object') problems.push(`${where}: no schema`);
      else if (!ajv.validateSchema(schema)) problems.push(`${where}: ${ajv.errorsText()}`);
    };
    for (const [url, item] of Object.entries(doc.paths)) {
      if (!url.startsWith('/')) problems.push(`${url}: a path starts with /`);
      const templated = [...url.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      for (const [method, op] of Object.entries(item)) {
        const key = `${method.toUpperCase()} ${url}`;
        if (!METHODS.includes(method)) {
          problems.push(`${key}: not an HTTP method`);
          continue;
        }
        const parameters = op.parameters ?? [];
        const pathNames = parameters.filter((p) => p.in === 'path').map((p) => p.name);
        expect(pathNames.sort(), `${key}: path parameters`).toEqual([...templated].sort());
        for (const p of parameters) {
          if (!['path', 'query', 'header', 'cookie'].includes(p.in)) problems.push(`${key} ${p.name}: in ${p.in}`);
          if (p.in === 'path' && p.required !== true) problems.push(`${key} ${p.name}: a path parameter is required`);
          checkSchema(`${key} parameter ${p.name}`, p.schema);
        }
        for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
          checkSchema(`${key} body ${type}`, media.schema);
        const responses = Object.entries(op.responses ?? {});
        if (responses.length === 0) problems.push(`${key}: no responses`);
        for (const [status, reply] of responses) {
          if (!/^([1-5]\d\d|[1-5]XX|default)$/.test(status)) problems.push(`${key}: status ${status}`);
          if (typeof reply.description !== 'string') problems.push(`${key} ${status}: a response has a description`);
          for (const [type, media] of Object.entries(reply.content ?? {}))
            checkSchema(`${key} ${status} ${type}`, media.schema);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('describes the replies of every route but the listed ones, and the list only shrinks', () => {
    const all = operations(doc);
    const undocumented = all.filter(([, op]) => !isDocumented(op)).map(([key]) => key);
    // A new route comes with its docs; a route documented since is taken off the list.
    expect(undocumented.filter((key) => !UNDOCUMENTED.includes(key))).toEqual([]);
    expect(UNDOCUMENTED.filter((key) => !undocumented.includes(key))).toEqual([]);
    const documented = all.filter(([, op]) => isDocumented(op));
    const writesWithoutBody = documented
      .filter(([key, op]) => /^(POST|PUT|PATCH) /.test(key) && !op.requestBody)
      .map(([key]) => key);
    expect(writesWithoutBody.filter((key) => !BODYLESS.includes(key))).toEqual([]);
    expect(BODYLESS.filter((key) => !writesWithoutBody.includes(key))).toEqual([]);
  });

  it("names the requests' bodies, queries and parameters from the routes' zod schemas", () => {
    const op = (key: string) => {
      const [method = '', url = ''] = key.split(' ');
      const found = doc.paths[url]?.[method.toLowerCase()];
      if (!found) throw new Error(`${key} is not in the document`);
      return found;
    };
    const query = op('GET /api/{locale}/events').parameters?.filter((p) => p.in === 'query') ?? [];
    expect(query.find((p) => p.name === 'baby_id')).toMatchObject({ required: true, schema: { type: 'integer' } });
    expect(query.find((p) => p.name === 'next_page')?.required).not.toBe(true);

    const created = op('POST /api/{locale}/moments').requestBody?.content?.['application/json']?.schema;
    expect(created).toMatchObject({ type: 'object', required: expect.arrayContaining(['baby_id', 'moment']) });
    expect(created).toHaveProperty('properties.raise_on_dupilcation.type', 'boolean');

    const comment = op('POST /api/{locale}/moments/{id}/comments');
    expect(comment.requestBody?.content?.['multipart/form-data']?.schema).toHaveProperty(
      'properties.content.type',
      'string',
    );
    expect(comment.parameters?.find((p) => p.in === 'path' && p.name === 'id')?.schema).toMatchObject({
      type: 'integer',
    });
    expect(op('GET /api/{locale}/moments/{id}/comments').responses?.['201']).toBeUndefined();
    expect(Object.keys(op('POST /api/{locale}/moments/{id}/comments').responses ?? {})).toContain('201');
    expect(op('DELETE /api/{locale}/comments/{id}').responses?.['204']?.content).toBeUndefined();
    // A request is described as sent, before zod's defaults: a default is not a required field.
    const baby = op('POST /api/{locale}/babies').requestBody?.content?.['application/json']?.schema;
    expect(baby?.required).not.toContain('relation');
    expect(replySchema(doc, 'GET /api/{locale}/user', 200)).toHaveProperty('properties.config');
  });

  describe('against real replies of the demo family', () => {
    let parent: Client;
    let babyId: number;
    beforeAll(async () => {
      await seedDemo(server.ctx);
      parent = await signIn(server.url, DEMO.parent.email, DEMO.parent.password);
      const mine = await parent.get<{ list: Array<{ with_user: { linked_baby_id: number } }> }>('/family_relations');
      const first = mine.body.list[0];
      if (!first) throw new Error('the demo parent has no family');
      babyId = first.with_user.linked_baby_id;
    });

    /** `documented`: the reply the document names for it, a status class (4XX) where the route documents errors by class. */
    const expectValid = (
      key: string,
      status: number,
      reply: { status: number; body: unknown },
      documented: number | '4XX' = status,
    ) => {
      expect(reply.status, key).toBe(status);
      const ajv = schemaChecker();
      const valid = ajv.validate(replySchema(doc, key, documented), reply.body);
      expect(valid ? '' : `${key}: ${ajv.errorsText()}`).toBe('');
    };

    it('the timeline, one event, one moment and its likes and comments match their documented schemas', async () => {
      const events = await parent.get<{ list: Array<{ id: number; moments: Array<{ id: number }> }> }>(
        `/events?baby_id=${babyId}`,
      );
      expectValid('GET /api/{locale}/events', 200, events);
      const event = events.body.list[0];
      const moment = event?.moments[0];
      if (!event || !moment) throw new Error('the demo timeline is empty');
      expectValid(
        'GET /api/{locale}/events/updates',
        200,
        await parent.get(`/events/updates?baby_id=${babyId}&since=0`),
      );
      expectValid('GET /api/{locale}/events/{id}.json', 200, await parent.get(`/events/${event.id}.json`));
      expectValid('GET /api/{locale}/moments/{id}', 200, await parent.get(`/moments/${moment.id}`));
      expectValid('POST /api/{locale}/moments/{id}/likes', 200, await parent.post(`/moments/${moment.id}/likes`, {}));
      expectValid(
        'POST /api/{locale}/moments/{id}/comments',
        201,
        await parent.post(`/moments/${moment.id}/comments`, { content: 'So big already' }),
      );
      expectValid('GET /api/{locale}/moments/{id}/comments', 200, await parent.get(`/moments/${moment.id}/comments`));
    });

    it('the user, the family and the feedback history match their documented schemas', async () => {
      const me = await parent.get<Record<string, unknown>>('/user');
      expectValid('GET /api/{locale}/user', 200, me);
      // The check bites: a reply the types do not allow is refused.
      const ajv = schemaChecker();
      const schema = replySchema(doc, 'GET /api/{locale}/user', 200);
      expect(ajv.validate(schema, { ...me.body, id: String(me.body.id) })).toBe(false);
      expect(ajv.validate(schema, { ...me.body, password_hash: 'x' })).toBe(false);
      expect(ajv.validate(schema, { ...me.body, config: undefined })).toBe(false);
      expectValid('GET /api/{locale}/family_relations', 200, await parent.get('/family_relations'));
      expectValid('GET /api/{locale}/family_relations', 200, await parent.get(`/family_relations?user_id=${babyId}`));
      expectValid('GET /api/{locale}/babies/{id}/background', 200, await parent.get(`/babies/${babyId}/background`));
      expectValid('GET /api/{locale}/moments/new', 200, await parent.get(`/moments/new?baby_id=${babyId}`));
      expectValid('GET /api/{locale}/feedbacks.json', 200, await parent.get('/feedbacks.json'));
    });

    it('signing in, the navigation, tags, trash, the bell and its settings match their documented schemas', async () => {
      const anonymous = new Client(server.url);
      expectValid(
        'POST /api/{locale}/users/sign_in.json',
        200,
        await anonymous.post('/users/sign_in.json', {
          login: DEMO.grandparent.email,
          password: DEMO.grandparent.password,
        }),
      );
      expectValid('GET /api/{locale}/users/session', 200, await parent.get('/users/session'));
      expectValid('GET /api/{locale}/users/signup', 200, await anonymous.get('/users/signup'));
      expectValid('GET /api/{locale}/navigations.json', 200, await parent.get(`/navigations.json?baby_id=${babyId}`));
      expectValid('GET /api/{locale}/moment_tags/all', 200, await parent.get(`/moment_tags/all?baby_id=${babyId}`));
      expectValid('GET /api/{locale}/babies/{id}/album', 200, await parent.get(`/babies/${babyId}/album`));
      expectValid('GET /api/{locale}/trash', 200, await parent.get(`/trash?baby_id=${babyId}`));
      expectValid('POST /api/{locale}/babies/{id}/visits', 200, await parent.post(`/babies/${babyId}/visits`, {}));
      expectValid('GET /api/{locale}/babies/news', 200, await parent.get('/babies/news'));
      expectValid('GET /api/{locale}/notifications', 200, await parent.get('/notifications'));
      expectValid('GET /api/{locale}/notifications/unread_count', 200, await parent.get('/notifications/unread_count'));
      expectValid('GET /api/{locale}/notification_settings', 200, await parent.get('/notification_settings'));
    });

    it('every route documents its error replies, and real refusals match them', async () => {
      const missing = operations(doc)
        .filter(([key]) => !key.startsWith('HEAD '))
        .filter(([, op]) => !op.responses?.['4XX']?.content?.['application/json'] || !op.responses['5XX'])
        .map(([key]) => key);
      // The probes answer their own status bodies, 503 included, for a load balancer (routes/health.ts).
      expect(missing.filter((key) => !UNDOCUMENTED.includes(key))).toEqual(['GET /healthz', 'GET /readyz']);
      const anonymous = new Client(server.url);
      const refusals: Array<[string, number, { status: number; body: unknown }]> = [
        ['GET /api/{locale}/moments/{id}', 404, await parent.get('/moments/999999999')],
        ['GET /api/{locale}/events', 401, await anonymous.get(`/events?baby_id=${babyId}`)],
        [
          'POST /api/{locale}/moments/{id}/comments',
          404,
          await parent.post('/moments/999999999/comments', { content: 'Hello' }),
        ],
        [
          'POST /api/{locale}/users/sign_in.json',
          401,
          await anonymous.post('/users/sign_in.json', { login: DEMO.parent.email, password: 'not-the-password' }),
        ],
      ];
      for (const [key, status, reply] of refusals) expectValid(key, status, reply, '4XX');
      // The check bites: a code that is not one of ours is refused.
      const ajv = schemaChecker();
      expect(
        ajv.validate(replySchema(doc, 'GET /api/{locale}/events', '4XX'), { error: { code: 'nope', message: 'x' } }),
      ).toBe(false);
    });
  });
});
