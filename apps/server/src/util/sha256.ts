import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';

/** The SHA-256 (hex) and size of what a stream holds, read to its end. */
export async function sha256OfStream(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

export function sha256OfFile(file: string): Promise<{ sha256: string; size: number }> {
  return sha256OfStream(fs.createReadStream(file));
}

export function sha256OfBuffer(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}
