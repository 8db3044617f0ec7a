// Decodes one HEIC/HEIF picture off the main thread (libheif compiled to
// WebAssembly blocks its thread for the whole decode). Plain JavaScript, so
// it runs the same under tsx, in tests and in a build. See media/heif.ts.
// It is given the pictures' bytes (heif-items.ts), never the file: a HEIC padded to
// gigabytes costs what its pictures do.
import { parentPort, workerData } from 'node:worker_threads';
import decode from 'heic-decode';

const { bytes, maxPixels } = workerData;

async function run() {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let images;
  try {
    images = await decode.all({ buffer });
  } catch {
    return { error: 'undecodable' };
  }
  try {
    const primary = images[0];
    if (!primary || !primary.width || !primary.height) return { error: 'undecodable' };
    // Checked before a pixel is decoded: a small file must not expand to gigabytes.
    if (primary.width * primary.height > maxPixels) return { error: 'too_large' };
    const { width, height, data } = await primary.decode();
    return { width, height, data };
  } catch {
    return { error: 'undecodable' };
  } finally {
    images.dispose();
  }
}

run().then(
  (result) => {
    parentPort.postMessage(result, result.data ? [result.data.buffer] : []);
  },
  () => parentPort.postMessage({ error: 'undecodable' }),
);
