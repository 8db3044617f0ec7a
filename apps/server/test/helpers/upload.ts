import fs from 'node:fs';
import path from 'node:path';
import * as tus from 'tus-js-client';
import type { UploadTokenReply } from '@sprout/shared';
import type { Client } from './http.js';

export const FIXTURES = path.resolve(import.meta.dirname, '../../../../test-fixtures');
export const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

/** Uploads bytes with the real tus client, the way the web app does; resolves to the tus upload id. */
export function tusUpload(endpoint: string, token: string, data: Buffer, filename = 'photo.jpg'): Promise<string> {
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(data, {
      endpoint,
      headers: { authorization: `Bearer ${token}` },
      metadata: { filename, filetype: 'image/jpeg' },
      chunkSize: 512_000,
      retryDelays: [],
      onError: reject,
      onSuccess: () => resolve(upload.url?.split('/').pop() ?? ''),
    });
    upload.start();
  });
}

/** Gets an upload token, uploads a file and creates a picture moment from it. */
export async function uploadPicture(
  client: Client,
  babyId: number,
  data: Buffer,
  moment: Record<string, unknown> = {},
) {
  const token = await client.get<UploadTokenReply>(`/moments/new?baby_id=${babyId}`);
  if (token.status !== 200) throw new Error(`upload token: ${token.status}`);
  const id = await tusUpload(token.body.endpoint, token.body.sts_token, data);
  return createPictureMoment(client, babyId, id, moment);
}

/** POST /moments for a finished upload, as the web app sends it. */
export function createPictureMoment(client: Client, babyId: number, id: string, moment: Record<string, unknown> = {}) {
  return client.post('/moments', {
    baby_id: babyId,
    raise_on_dupilcation: false,
    moment: {
      type: 'picture',
      service: 'tus',
      path: id,
      taken_at_gmt: 1_748_740_830,
      privacy: 'family_and_relatives',
      picture_width: 4032,
      picture_height: 3024,
      client_id: `c-${id}`,
      time_zone_offset: -540,
      ...moment,
    },
  });
}
