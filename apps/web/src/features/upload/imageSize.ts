import { readHeifSize } from './heifSize';

/** Enough of a HEIF file to reach its 'meta' box, which comes first. */
const HEIF_SCAN_BYTES = 512 * 1024;

/**
 * Width and height of an image as the browser shows it (EXIF orientation
 * applied), read by loading it into an <img>; rejects when the browser
 * cannot read the file as an image.
 */
export function decodeImageSize(file: Blob): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    const done = () => URL.revokeObjectURL(url);
    image.onload = () => {
      done();
      if (image.naturalWidth > 0 && image.naturalHeight > 0)
        resolve({ width: image.naturalWidth, height: image.naturalHeight });
      else reject(new Error('empty image'));
    };
    image.onerror = () => {
      done();
      reject(new Error('unreadable image'));
    };
    image.src = url;
  });
}

/** The browser's decoding first; HEIC, which most browsers cannot decode, from its boxes. */
export async function readImageSize(file: Blob): Promise<{ width: number; height: number }> {
  try {
    return await decodeImageSize(file);
  } catch (error) {
    const heif = readHeifSize(await file.slice(0, HEIF_SCAN_BYTES).arrayBuffer());
    if (heif) return heif;
    throw error;
  }
}
