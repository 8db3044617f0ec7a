import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mailedLink } from './accounts.js';

export const PASSWORD = 'sprout-e2e-1';

/**
 * Makes the page's requests come from an address of their own (the e2e server trusts
 * 127.0.0.1 as a proxy): a test that types wrong passwords on purpose then counts its
 * failures against that address, not against every parallel test's 127.0.0.1, so nobody
 * else meets the sign-in puzzle it earns.
 */
export async function fromOwnAddress(page: Page): Promise<void> {
  const part = () => 1 + Math.floor(Math.random() * 254);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${part()}.${part()}` });
}

export interface Parent {
  email: string;
  password: string;
  token: string;
  babyId: number;
}

/** Screenshots to look at, at the two sizes families use, when E2E_SHOTS_DIR is set. */
export async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-1280.png` });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: `${dir}/${name}-1024.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Signs in through the login page, as a person does, and waits for the timeline. */
export async function logIn(page: Page, who: Pick<Parent, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(who.email);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/timeline$/);
  // The address changes before the signed-in shell is drawn; what follows reads the shell (its text size, its menus).
  await expect(page.getByTestId('sign-out')).toBeVisible();
}

/**
 * Signs up through the API from an address of its own: one address may make only a few accounts
 * an hour, and the e2e server trusts loopback as its proxy, so X-Forwarded-For stands for each
 * household's own connection.
 */
function signUp(request: APIRequestContext, email: string, name: string) {
  const [a, b, c] = randomBytes(3);
  return request.post('/api/en/users', {
    form: { email, password: PASSWORD, name },
    headers: { 'x-forwarded-for': `10.${a}.${b}.${c}` },
  });
}

/** Each journey makes its own family through the API, as a mobile app would. */
export async function makeParent(
  request: APIRequestContext,
  babyName = 'Mia',
  birthday = '2025-09-01',
): Promise<Parent> {
  const email = `parent-${randomBytes(5).toString('hex')}@example.com`;
  const signup = await signUp(request, email, 'Alex');
  if (signup.status() !== 201) throw new Error(`signup failed: ${signup.status()} ${await signup.text()}`);
  const { auth_token: token } = (await signup.json()) as { auth_token: string };
  const baby = await request.post('/api/en/babies', {
    headers: { 'x-token': token },
    data: { name: babyName, birthday, gender: 'girl', relation: 'mom' },
  });
  if (baby.status() !== 201) throw new Error(`baby failed: ${baby.status()} ${await baby.text()}`);
  const { with_user } = (await baby.json()) as { with_user: { id: number } };
  return { email, password: PASSWORD, token, babyId: with_user.id };
}

export interface Account {
  email: string;
  password: string;
  token: string;
  id: number;
  name: string;
}

/** Signs up one more account (e.g. a grandparent), as the mobile app would. */
export async function makeAccount(request: APIRequestContext, name: string, prefix = 'member'): Promise<Account> {
  const email = `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
  const signup = await signUp(request, email, name);
  if (signup.status() !== 201) throw new Error(`signup failed: ${signup.status()} ${await signup.text()}`);
  const { auth_token: token, user } = (await signup.json()) as { auth_token: string; user: { id: number } };
  return { email, password: PASSWORD, token, id: user.id, name };
}

/** The link in the newest invitation mail to `email` (read from the e2e server's outbox). */
export function invitationLink(email: string, timeoutMs = 15_000): Promise<string> {
  return mailedLink(email, /\/invitation\/[A-Za-z0-9_-]{20,}/, timeoutMs);
}

/** The Admin invites an address into a baby's family; they join by following the mailed link. */
export async function inviteMember(
  request: APIRequestContext,
  admin: Pick<Parent, 'token' | 'babyId'>,
  invite: { email: string; relation: string; permission: 'can_view' | 'can_upload' | 'can_manage' },
): Promise<{ id: number; family: boolean }> {
  const response = await request.post('/api/en/family_invitations', {
    headers: { 'x-token': admin.token },
    data: {
      email: invite.email,
      relation: invite.relation,
      permission: invite.permission,
      babies: [{ id: admin.babyId }],
    },
  });
  if (response.status() !== 201) throw new Error(`invite failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: number; family: boolean };
}

/** An existing account joins the Admin's baby the way a person does: invited, then following the mailed link. */
export async function joinFamily(
  request: APIRequestContext,
  admin: Pick<Parent, 'token' | 'babyId'>,
  member: Pick<Account, 'email' | 'token'>,
  relation: string,
  permission: 'can_view' | 'can_upload' | 'can_manage',
): Promise<void> {
  await inviteMember(request, admin, { email: member.email, relation, permission });
  const token = (await invitationLink(member.email)).split('/').pop();
  const accepted = await request.post('/api/en/family_invitations/accept', {
    headers: { 'x-token': member.token },
    data: { token },
  });
  if (accepted.status() !== 200) throw new Error(`accept failed: ${accepted.status()} ${await accepted.text()}`);
}

type Photo = { bytes: Buffer; width: number; height: number };
type Privacy = 'family_and_relatives' | 'family_only' | 'private' | 'custom';

/**
 * Uploads one photo and makes its moment, the way the web app does: an upload
 * token, a raw tus upload (POST, then one PATCH), then the picture moment.
 */
async function uploadMoment(
  request: APIRequestContext,
  auth: Record<string, string>,
  babyId: number,
  photo: Photo,
  privacy: Privacy,
  takenAtGmt: number,
) {
  const tokenReply = await request.get('/api/en/moments/new', { headers: auth, params: { baby_id: babyId } });
  if (!tokenReply.ok()) throw new Error(`upload token failed: ${tokenReply.status()} ${await tokenReply.text()}`);
  const upload = (await tokenReply.json()) as { endpoint: string; sts_token: string };
  const tus = { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${upload.sts_token}` };
  const created = await request.post(upload.endpoint, {
    headers: {
      ...tus,
      'Upload-Length': String(photo.bytes.length),
      'Upload-Metadata': `filename ${Buffer.from('photo').toString('base64')}`,
    },
  });
  const location = created.headers()['location'];
  if (created.status() !== 201 || !location)
    throw new Error(`tus create failed: ${created.status()} ${await created.text()}`);
  const uploadUrl = new URL(location, new URL(upload.endpoint, 'http://placeholder/')).pathname;
  const patched = await request.patch(uploadUrl, {
    headers: { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    data: photo.bytes,
  });
  if (patched.status() !== 204) throw new Error(`tus patch failed: ${patched.status()} ${await patched.text()}`);
  const moment = await request.post('/api/en/moments', {
    headers: auth,
    data: {
      baby_id: babyId,
      moment: {
        type: 'picture',
        service: 'tus',
        path: uploadUrl.split('/').filter(Boolean).pop() ?? '',
        taken_at_gmt: takenAtGmt,
        privacy,
        picture_width: photo.width,
        picture_height: photo.height,
        time_zone_offset: 0,
      },
    },
  });
  if (!moment.ok()) throw new Error(`moment failed: ${moment.status()} ${await moment.text()}`);
  const reply = (await moment.json()) as { moment: { id: number }; event_id: number };
  return { momentId: reply.moment.id, eventId: reply.event_id };
}

async function finishBatch(request: APIRequestContext, auth: Record<string, string>, babyId: number): Promise<void> {
  const finished = await request.put('/api/en/moments/finish', { headers: auth, data: { baby_id: babyId } });
  if (!finished.ok()) throw new Error(`finish failed: ${finished.status()}`);
}

/** Posts one photo as a user of the baby, as its own upload batch. */
export async function postPhoto(
  request: APIRequestContext,
  poster: { token: string },
  babyId: number,
  photo: Photo,
  privacy: Privacy,
  takenAtGmt = Math.floor(Date.now() / 1000),
): Promise<{ momentId: number; eventId: number }> {
  const auth = { 'x-token': poster.token };
  const result = await uploadMoment(request, auth, babyId, photo, privacy, takenAtGmt);
  await finishBatch(request, auth, babyId);
  return result;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small PNG of one colour with a diagonal stripe: distinct bytes per colour, so uploads are never duplicates. */
export function solidPng(
  width: number,
  height: number,
  rgb: [number, number, number],
): { bytes: Buffer; width: number; height: number } {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const start = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const stripe = Math.abs(x - y) < 4;
      rows.set(stripe ? [255, 255, 255] : rgb, start + 1 + x * 3);
    }
  }
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return { bytes, width, height };
}

/** One picture in a batch: its bytes and when it was taken (Unix s, UTC). */
export interface BatchPhoto {
  photo: { bytes: Buffer; width: number; height: number };
  takenAtGmt: number;
}

/**
 * Posts several photos as one upload batch (one finish at the end), so photos
 * taken on the same day make one event with several moments. Returns the
 * moments in the order given.
 */
export async function postPhotoBatch(
  request: APIRequestContext,
  poster: { token: string },
  babyId: number,
  photos: readonly BatchPhoto[],
): Promise<Array<{ momentId: number; eventId: number }>> {
  const auth = { 'x-token': poster.token };
  const results: Array<{ momentId: number; eventId: number }> = [];
  for (const { photo, takenAtGmt } of photos)
    results.push(await uploadMoment(request, auth, babyId, photo, 'family_and_relatives', takenAtGmt));
  await finishBatch(request, auth, babyId);
  return results;
}

/** Noon UTC of a calendar date, as Unix seconds. */
export function noonUtc(date: string): number {
  return Date.parse(`${date}T12:00:00Z`) / 1000;
}
