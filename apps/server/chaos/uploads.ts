import { createHash } from 'node:crypto';
import sharp from 'sharp';
import * as tus from 'tus-js-client';

/** One file the chaos run uploads, and what the server acknowledged of it (PATCH answered 204). */
export interface Tracked {
  name: string;
  data: Buffer;
  sha256: string;
  type: 'picture' | 'video';
  url: string | null;
  acked: number;
  finished: boolean;
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export function track(name: string, data: Buffer, type: Tracked['type'] = 'picture'): Tracked {
  return { name, data, sha256: sha256(data), type, url: null, acked: 0, finished: false };
}

/** A real JPEG of noise (it does not compress): megabytes, so a kill lands while it travels or is decoded. */
export async function noisePicture(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 70 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/**
 * Uploads (or resumes, once `url` is known) with tus-js-client as the web app
 * does, recording every acknowledged offset. No retries: a killed server ends it.
 */
export function tusSend(t: Tracked, endpoint: string, token: string, onChunk: () => void = () => {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(t.data, {
      endpoint,
      uploadUrl: t.url,
      headers: { authorization: `Bearer ${token}` },
      metadata: { filename: t.name, filetype: t.type === 'video' ? 'video/quicktime' : 'image/jpeg' },
      chunkSize: 512 * 1024,
      retryDelays: [],
      storeFingerprintForResuming: false,
      onUploadUrlAvailable: () => {
        t.url = upload.url;
      },
      onChunkComplete: (_size, accepted) => {
        t.acked = Math.max(t.acked, accepted);
        onChunk();
      },
      onSuccess: () => {
        t.finished = true;
        t.acked = t.data.length;
        resolve();
      },
      onError: reject,
    });
    upload.start();
  });
}

/**
 * One PATCH whose body trickles in (64 KiB every 40 ms), so a kill is sure
 * to land in the middle of a request body. Settles when the server answers or dies.
 */
export async function tricklePatch(t: Tracked, token: string, offset: number): Promise<number | null> {
  const rest = t.data.subarray(offset);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent >= rest.length) return controller.close();
      await new Promise((r) => setTimeout(r, 40));
      controller.enqueue(new Uint8Array(rest.subarray(sent, sent + 65_536)));
      sent += 65_536;
    },
  });
  const res = await fetch(t.url ?? '', {
    method: 'PATCH',
    body,
    duplex: 'half',
    headers: {
      'tus-resumable': '1.0.0',
      authorization: `Bearer ${token}`,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
    },
  } as RequestInit).catch(() => null);
  if (res?.status === 204) t.acked = Math.max(t.acked, Number(res.headers.get('upload-offset')));
  return res?.status ?? null;
}
