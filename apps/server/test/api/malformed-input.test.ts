import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Client } from '../helpers/http.js';
import { makeFamily, makeUser } from '../helpers/family.js';
import { seedMoment } from '../helpers/seed.js';
import { startServer, type TestServer } from '../helpers/server.js';

/**
 * Throws malformed input at every route that reads a body or a cursor: each
 * must be answered with a 4xx, never a 500 (on SQLite and PostgreSQL alike).
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

interface Attempt {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

async function send(attempt: Attempt): Promise<number> {
  const res = await fetch(`${server.url}/api/en${attempt.path}`, {
    method: attempt.method,
    headers: { 'x-token': admin.token ?? '', ...attempt.headers },
    ...(attempt.body === undefined
      ? {}
      : { body: typeof attempt.body === 'string' ? attempt.body : new Uint8Array(attempt.body) }),
  });
  await res.arrayBuffer();
  return res.status;
}

/** Sends every attempt; answers those that got a 5xx (or no answer), with what they got. */
async function serverErrors(attempts: Attempt[]): Promise<string[]> {
  const failed: string[] = [];
  for (const attempt of attempts) {
    const status = await send(attempt).catch((error: unknown) => `no answer (${String(error)})`);
    if (typeof status !== 'number' || status >= 500)
      failed.push(`${attempt.method} ${attempt.path} ${attempt.label}: ${status}`);
  }
  return failed;
}

const B = 'SproutBoundary42';
const CRLF = '\r\n';
const field = (name: string, value: string, boundary = B) =>
  `--${boundary}${CRLF}Content-Disposition: form-data; name="${name}"${CRLF}${CRLF}${value}${CRLF}`;
const file = (name: string, content: string | Buffer, boundary = B) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}${CRLF}Content-Disposition: form-data; name="${name}"; filename="x.jpg"${CRLF}Content-Type: image/jpeg${CRLF}${CRLF}`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(CRLF),
  ]);
const end = (boundary = B) => `--${boundary}--${CRLF}`;
const multipart = (boundary = B) => ({ 'content-type': `multipart/form-data; boundary=${boundary}` });

/** Malformed multipart bodies, each paired with the status it must get (or just "a 4xx"). */
function malformedForms(
  textField: string,
): Array<{ label: string; headers: Record<string, string>; body: string | Buffer; status?: number }> {
  return [
    { label: 'wrong boundary', headers: multipart('Other'), body: field(textField, 'hello') + end() },
    {
      label: 'truncated body',
      headers: multipart(),
      body: `--${B}${CRLF}Content-Disposition: form-data; name="${textField}"${CRLF}${CRLF}hel`,
    },
    { label: 'truncated headers', headers: multipart(), body: `--${B}${CRLF}Content-Disposition: form-da` },
    {
      label: 'no boundary parameter',
      headers: { 'content-type': 'multipart/form-data' },
      body: field(textField, 'hello') + end(),
    },
    {
      label: 'empty boundary',
      headers: { 'content-type': 'multipart/form-data; boundary=' },
      body: field(textField, 'hello') + end(),
    },
    {
      label: 'boundary over 70 characters',
      headers: multipart('x'.repeat(300)),
      body: field(textField, 'hello', 'x'.repeat(300)) + end('x'.repeat(300)),
    },
    { label: 'empty body', headers: multipart(), body: '' },
    {
      label: 'too many fields',
      headers: multipart(),
      body: Array.from({ length: 60 }, (_v, i) => field(`f${i}`, 'v')).join('') + end(),
      status: 413,
    },
    {
      label: 'too many files',
      headers: multipart(),
      body: Buffer.concat([...Array.from({ length: 5 }, (_v, i) => file(`file${i}`, 'abc')), Buffer.from(end())]),
      status: 413,
    },
    {
      label: 'oversized field',
      headers: multipart(),
      body: field(textField, 'a'.repeat(100_001)) + end(),
      status: 413,
    },
    {
      label: 'oversized file',
      headers: multipart(),
      body: Buffer.concat([file('profile_picture', Buffer.alloc(20 * 1024 * 1024 + 10)), Buffer.from(end())]),
      status: 413,
    },
    {
      label: 'file where a text field belongs',
      headers: multipart(),
      body: Buffer.concat([file(textField, 'hello'), Buffer.from(end())]),
    },
    {
      label: 'Content-Disposition without a name',
      headers: multipart(),
      body: `--${B}${CRLF}Content-Disposition: form-data${CRLF}${CRLF}hello${CRLF}${end()}`,
    },
    {
      label: 'garbage Content-Disposition',
      headers: multipart(),
      body: `--${B}${CRLF}Content-Disposition: ;;;="${CRLF}${CRLF}hello${CRLF}${end()}`,
    },
    { label: 'part without headers', headers: multipart(), body: `--${B}${CRLF}${CRLF}hello${CRLF}${end()}` },
    {
      label: 'header line without a colon',
      headers: multipart(),
      body: `--${B}${CRLF}this is not a header${CRLF}${CRLF}hello${CRLF}${end()}`,
    },
    { label: '__proto__ field', headers: multipart(), body: field('__proto__', 'x') + end() },
    { label: 'repeated text field', headers: multipart(), body: field(textField, 'a') + field(textField, 'b') + end() },
    { label: 'NUL in a text field', headers: multipart(), body: field(textField, 'nul\u0000here') + end() },
    { label: 'NUL in a field name', headers: multipart(), body: field(`${textField}\u0000`, 'hello') + end() },
    {
      label: 'multipart/mixed',
      headers: { 'content-type': `multipart/mixed; boundary=${B}` },
      body: field(textField, 'hello') + end(),
    },
  ];
}

const multipartRoutes = () => [
  { method: 'PUT', path: `/babies/${ids.baby}`, textField: 'name' },
  { method: 'PUT', path: `/events/${ids.event}`, textField: 'caption' },
  { method: 'PUT', path: `/moments/${ids.moment}`, textField: 'content' },
  { method: 'POST', path: `/events/${ids.event}/comments`, textField: 'content' },
  { method: 'POST', path: `/moments/${ids.moment}/comments`, textField: 'content' },
];

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const cursor = (text: string) => Buffer.from(text).toString('base64url');

describe('malformed multipart forms', () => {
  it('answers every kind on every multipart route with a 4xx, never a 500', async () => {
    const attempts = multipartRoutes().flatMap((route) =>
      malformedForms(route.textField).map((form) => ({ ...route, ...form })),
    );
    expect(await serverErrors(attempts)).toEqual([]);
  });

  it('says 413 for limits and 400 for a form it cannot read', async () => {
    const route = multipartRoutes()[1] as { method: string; path: string; textField: string };
    const forms = malformedForms(route.textField);
    for (const form of forms.filter((x) => x.status !== undefined)) {
      expect(await send({ ...route, ...form }), form.label).toBe(form.status);
    }
    for (const label of ['wrong boundary', 'truncated body', 'no boundary parameter', 'NUL in a text field']) {
      const form = forms.find((x) => x.label === label);
      expect(form && (await send({ ...route, ...form })), label).toBe(400);
    }
  });

  it('still reads a good form', async () => {
    const status = await send({
      label: 'good',
      method: 'PUT',
      path: `/events/${ids.event}`,
      headers: multipart(),
      body: field('caption', 'First bath') + end(),
    });
    expect(status).toBe(200);
  });
});

describe('NUL characters and out-of-range numbers', () => {
  it('answers NUL in any text field with a 4xx', async () => {
    const nul = 'a\u0000b';
    const stranger = await makeUser(server.ctx, 'nul');
    const attempts: Attempt[] = [
      {
        label: 'login',
        method: 'POST',
        path: '/users/sign_in.json',
        ...json({ login: `${stranger.email}${nul}`, password: 'x' }),
      },
      {
        label: 'password',
        method: 'POST',
        path: '/users/sign_in.json',
        ...json({ login: stranger.email, password: nul }),
      },
      {
        label: 'login (form)',
        method: 'POST',
        path: '/users/sign_in.json',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `login=a%00b%40example.com&password=x`,
      },
      {
        label: 'signup email',
        method: 'POST',
        path: '/users',
        ...json({ email: `n${nul}@example.com`, password: 'abcdefg1' }),
      },
      {
        label: 'signup name',
        method: 'POST',
        path: '/users',
        ...json({ email: 'nul-name@example.com', password: 'abcdefg1', name: nul }),
      },
      {
        label: 'baby name',
        method: 'POST',
        path: '/babies',
        ...json({ name: nul, birthday: '2025-01-01', gender: 'girl' }),
      },
      {
        label: 'baby relation_name',
        method: 'POST',
        path: '/babies',
        ...json({ name: 'N', birthday: '2025-01-01', gender: 'girl', relation: 'custom', relation_name: nul }),
      },
      {
        label: 'invitation email',
        method: 'POST',
        path: '/family_invitations',
        ...json({ email: `x${nul}@example.com`, babies: [{ id: ids.baby }] }),
      },
      {
        label: 'invitation relation_name',
        method: 'POST',
        path: '/family_invitations',
        ...json({ email: 'nul-rel@example.com', relation: 'custom', relation_name: nul, babies: [{ id: ids.baby }] }),
      },
      {
        label: 'mailbox email',
        method: 'POST',
        path: '/family_relations/mailbox_edit',
        ...json({ id: 1, email: `x${nul}@example.com` }),
      },
      {
        label: 'member relation_name',
        method: 'POST',
        path: '/family_relations',
        ...json({ baby_id: ids.baby, user_id: 1, relation: 'custom', relation_name: nul }),
      },
      { label: 'caption', method: 'PUT', path: `/events/${ids.event}`, ...json({ caption: nul }) },
      { label: 'moment content', method: 'PUT', path: `/moments/${ids.moment}`, ...json({ content: nul }) },
      { label: 'comment', method: 'POST', path: `/events/${ids.event}/comments`, ...json({ content: nul }) },
      {
        label: 'upload path',
        method: 'POST',
        path: '/moments',
        ...json({
          baby_id: ids.baby,
          moment: {
            type: 'picture',
            service: 'tus',
            path: nul,
            taken_at_gmt: 1,
            privacy: 'private',
            picture_width: 1,
            picture_height: 1,
          },
        }),
      },
      { label: 'key with NUL', method: 'PUT', path: `/events/${ids.event}`, ...json({ caption: 'ok', [nul]: 'x' }) },
      { label: 'address query', method: 'GET', path: '/babies/addresses?address=a%00b' },
      { label: 'style query', method: 'GET', path: `/events?baby_id=${ids.baby}&style=a%00b` },
      { label: 'cursor query', method: 'GET', path: `/events?baby_id=${ids.baby}&next_page=a%00b` },
      { label: 'comments cursor', method: 'GET', path: `/events/${ids.event}/comments?next_page=1%00` },
    ];
    expect(await serverErrors(attempts)).toEqual([]);
  });

  it('answers an oversized or malformed paging cursor with 400', async () => {
    const bad = [
      cursor('99999999999999999999:1'),
      cursor('1:99999999999999999999'),
      cursor('-99999999999999999999:1'),
      cursor('9007199254740993:1'),
      cursor('1:9007199254740993'),
      cursor(`1:${'9'.repeat(40)}`),
      cursor('1e3:1'),
      cursor('1:2:3'),
      cursor(':'),
      '!!!',
      'x'.repeat(101),
    ];
    const paths = (page: string) => [
      `/events?baby_id=${ids.baby}&next_page=${page}`,
      `/events/updates?baby_id=${ids.baby}&since=0&next_page=${page}`,
    ];
    for (const page of bad) {
      for (const path of paths(page))
        expect(
          await send({ label: 'cursor', method: 'GET', path }),
          `${path} (${Buffer.from(page, 'base64url').toString()})`,
        ).toBe(400);
    }
    for (const page of ['99999999999999999999', '9007199254740993', '-1', '1e30', 'x'.repeat(21), 'abc']) {
      for (const type of ['events', 'moments']) {
        const id = type === 'events' ? ids.event : ids.moment;
        expect(
          await send({ label: 'comments cursor', method: 'GET', path: `/${type}/${id}/comments?next_page=${page}` }),
          `${type} ${page}`,
        ).toBe(400);
      }
    }
    expect(
      await send({ label: 'comments cursor', method: 'GET', path: `/events/${ids.event}/comments?next_page=12` }),
    ).toBe(200);
  });

  it('answers numbers out of range in ids, times and queries with a 4xx', async () => {
    const huge = '99999999999999999999';
    const attempts: Attempt[] = [
      { label: 'since', method: 'GET', path: `/events/updates?baby_id=${ids.baby}&since=${huge}` },
      {
        label: 'since (safe but huge)',
        method: 'GET',
        path: `/events/updates?baby_id=${ids.baby}&since=9007199254740991`,
      },
      { label: 'baby id', method: 'GET', path: `/events?baby_id=${huge}` },
      { label: 'event id', method: 'GET', path: `/events/${huge}.json` },
      { label: 'moment id', method: 'GET', path: `/moments/${huge}` },
      { label: 'comments of event', method: 'GET', path: `/events/${huge}/comments` },
      { label: 'like', method: 'POST', path: `/moments/${huge}/likes` },
      { label: 'navigations', method: 'GET', path: `/navigations.json?baby_id=${huge}` },
      {
        label: 'taken_at_gmt max',
        method: 'PUT',
        path: `/moments/${ids.moment}`,
        ...json({ taken_at_gmt: 9007199254740991 }),
      },
      {
        label: 'taken_at_gmt min',
        method: 'PUT',
        path: `/moments/${ids.moment}`,
        ...json({ taken_at_gmt: -9007199254740991 }),
      },
      { label: 'taken_at_gmt string', method: 'PUT', path: `/moments/${ids.moment}`, ...json({ taken_at_gmt: huge }) },
      {
        label: 'visible_for_ids',
        method: 'PUT',
        path: `/moments/${ids.moment}`,
        ...json({ privacy: 'custom', visible_for_ids: [huge] }),
      },
      {
        label: 'member user_id',
        method: 'POST',
        path: '/family_relations',
        ...json({ baby_id: ids.baby, user_id: huge, permission: 'can_view' }),
      },
      {
        label: 'invitation baby',
        method: 'POST',
        path: '/family_invitations',
        ...json({ email: 'range@example.com', babies: [{ id: huge }] }),
      },
      {
        label: 'new moment time',
        method: 'POST',
        path: '/moments',
        ...json({
          baby_id: ids.baby,
          moment: {
            type: 'picture',
            service: 'tus',
            path: 'nope',
            taken_at_gmt: 9007199254740991,
            privacy: 'private',
            picture_width: 1,
            picture_height: 1,
            time_zone_offset: 0,
          },
        }),
      },
      {
        label: 'background_y',
        method: 'PUT',
        path: `/babies/${ids.baby}`,
        headers: multipart(),
        body: field('background_y', huge) + end(),
      },
    ];
    expect(await serverErrors(attempts)).toEqual([]);
  });
});

describe('bodies that are not a set of fields, and half a surrogate pair', () => {
  async function reply(attempt: {
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Uint8Array<ArrayBuffer>;
  }) {
    const res = await fetch(`${server.url}/api/de${attempt.path}`, {
      method: attempt.method,
      headers: { 'x-token': admin.token ?? '', ...attempt.headers },
      ...(attempt.body === undefined ? {} : { body: attempt.body }),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  }

  it('answers a bare JSON value or text/plain with 400 body_not_object, translated', async () => {
    const path = `/events/${ids.event}`;
    for (const attempt of [
      { method: 'PUT', path, headers: { 'content-type': 'application/json' }, body: '"x"' },
      { method: 'PUT', path, headers: { 'content-type': 'application/json' }, body: '42' },
      { method: 'PUT', path, headers: { 'content-type': 'application/json' }, body: 'null' },
      { method: 'PUT', path, headers: { 'content-type': 'application/json' }, body: '[1]' },
      { method: 'PUT', path, headers: { 'content-type': 'text/plain' }, body: 'caption=x' },
    ]) {
      expect(await reply(attempt), JSON.stringify(attempt)).toEqual({
        status: 400,
        body: {
          error: {
            code: 'body_not_object',
            message: 'Die Anfrage muss ihre Felder als Formular oder JSON-Objekt senden.',
          },
        },
      });
    }
  });

  it('answers a body without a content type with 415, translated', async () => {
    // Bytes, so fetch adds no content type of its own.
    expect(await reply({ method: 'PUT', path: `/events/${ids.event}`, body: new TextEncoder().encode('x') })).toEqual({
      status: 415,
      body: { error: { code: 'bad_request', message: 'Etwas stimmt nicht! Bitte Eingabe prüfen.' } },
    });
  });

  it('answers a provider holding a lone surrogate with 400', async () => {
    for (const path of ['/authentications/start', '/authentications/callback']) {
      const { status } = await reply({
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json' },
        body: '{"provider":"\\ud800","query":"code=1"}',
      });
      expect(status, path).toBe(400);
    }
  });
});

describe('a path that cannot be decoded', () => {
  it('answers 400 in the API error shape', async () => {
    for (const path of ['/api/en/events/%ff.json', '/api/en/moments/%ed%a0%80', '/media/users/%ff/profile']) {
      const res = await fetch(`${server.url}${path}`, { headers: { 'x-token': admin.token ?? '' } });
      expect({ path, status: res.status, body: await res.json() }).toEqual({
        path,
        status: 400,
        body: {
          error: {
            code: 'bad_request',
            message: 'Something in this request is not right. Please check what you entered.',
          },
        },
      });
    }
  });
});
