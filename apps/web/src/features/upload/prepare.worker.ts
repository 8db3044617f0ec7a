/**
 * The heavy work of preparing an upload, off the page's thread so it never
 * freezes (issue 10): HEIC/HEIF → JPEG with libheif (WASM), compressing a
 * photo over 20 MB at quality 0.8 with OffscreenCanvas, and the SHA-256 of
 * what will be sent, read in pieces. Answers each request by its id.
 */
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import { LIMITS, UPLOAD_ERROR_CODES } from '@sprout/shared';
import { EXIF_SCAN_BYTES, findExifCaptureTime } from './exif';
import { withCaptureTime } from './exifWrite';
import type { PrepareRequest, PrepareResponse } from './prepareProtocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PrepareRequest>) => void) | null;
  postMessage(message: PrepareResponse): void;
};

class Refused extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

async function captureTimeOf(file: Blob) {
  return findExifCaptureTime(await file.slice(0, EXIF_SCAN_BYTES).arrayBuffer());
}

/** A JPEG of a canvas at the spec's quality, with the original's capture time; 640 when still 20 MB or more. */
async function toJpeg(canvas: OffscreenCanvas, original: Blob): Promise<Blob> {
  const encoded = await canvas.convertToBlob({ type: 'image/jpeg', quality: LIMITS.compressQuality });
  const time = await captureTimeOf(original).catch(() => null);
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const jpeg = new Blob([time ? withCaptureTime(bytes, time) : bytes], { type: 'image/jpeg' });
  if (jpeg.size >= LIMITS.compressThresholdBytes) throw new Refused(UPLOAD_ERROR_CODES.imageTooLarge);
  return jpeg;
}

async function convertHeic(file: Blob): Promise<Blob> {
  const { default: decode } = await import('heic-decode');
  let image: Awaited<ReturnType<typeof decode>>;
  try {
    image = await decode({ buffer: new Uint8Array(await file.arrayBuffer()) });
  } catch {
    throw new Refused(UPLOAD_ERROR_CODES.imageFormat);
  }
  const canvas = new OffscreenCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Refused(UPLOAD_ERROR_CODES.compressionFailed);
  context.putImageData(
    new ImageData(
      new Uint8ClampedArray(image.data.buffer as ArrayBuffer, image.data.byteOffset, image.data.length),
      image.width,
      image.height,
    ),
    0,
    0,
  );
  return toJpeg(canvas, file);
}

async function compress(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    // EXIF orientation applied: the JPEG made here carries none.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Refused(UPLOAD_ERROR_CODES.compressionFailed);
  }
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Refused(UPLOAD_ERROR_CODES.compressionFailed);
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return toJpeg(canvas, file);
}

async function hash(file: Blob): Promise<string> {
  const digest = sha256.create();
  const reader = file.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    digest.update(value);
  }
  return bytesToHex(digest.digest());
}

scope.onmessage = (event) => {
  const request = event.data;
  const work = async (): Promise<PrepareResponse> => {
    switch (request.task) {
      case 'heic':
        return { id: request.id, ok: true, blob: await convertHeic(request.file) };
      case 'compress':
        return { id: request.id, ok: true, blob: await compress(request.file) };
      case 'sha256':
        return { id: request.id, ok: true, sha256: await hash(request.file) };
    }
  };
  work().then(
    (response) => scope.postMessage(response),
    (error: unknown) =>
      scope.postMessage({
        id: request.id,
        ok: false,
        code: error instanceof Refused ? error.code : UPLOAD_ERROR_CODES.compressionFailed,
      }),
  );
};
