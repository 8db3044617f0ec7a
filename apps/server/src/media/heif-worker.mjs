// Decodes one HEIC/HEIF picture off the main thread (libheif compiled to
// WebAssembly blocks its thread for the whole decode). Plain JavaScript, so
// it runs the same under tsx, in tests and in a build. See media/heif.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { readFile } from 'node:fs/promises';
import decode from 'heic-decode';

const { file, maxPixels } = workerData;

async function run() {
  const buffer = await readFile(file);
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
