/**
 * Browser-side image work for the profile: open a chosen file as an image,
 * and draw part of it into a JPEG. Canvas drawing follows the photo's EXIF
 * rotation (browsers apply it to images by default) and drops its metadata.
 */
import type { CropRect } from './cropMath';

export const JPEG_QUALITY = 0.9;
/** The server keeps covers within 1920 pixels; larger files only cost time. */
export const COVER_MAX_SIDE = 1920;

export function loadImage(file: Blob): Promise<{ image: HTMLImageElement; url: string }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => resolve({ image, url });
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('not an image this browser can open'));
    };
    image.src = url;
  });
}

function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('canvas export failed'))),
      'image/jpeg',
      JPEG_QUALITY,
    );
  });
}

function drawingContext(
  width: number,
  height: number,
): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.imageSmoothingQuality = 'high';
  // JPEG has no transparency: a transparent PNG gets white, not black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  return { canvas, context };
}

/** The square crop as a JPEG of `size` pixels. */
export function cropToJpeg(image: HTMLImageElement, crop: CropRect, size: number): Promise<Blob> {
  const { canvas, context } = drawingContext(size, size);
  context.drawImage(image, crop.x, crop.y, crop.size, crop.size, 0, 0, size, size);
  return canvasToJpeg(canvas);
}

/** The whole image as a JPEG no larger than `maxSide` on its long side. */
export function scaleToJpeg(image: HTMLImageElement, maxSide = COVER_MAX_SIDE): Promise<Blob> {
  const scale = Math.min(1, maxSide / Math.max(image.naturalWidth, image.naturalHeight));
  const width = Math.max(1, Math.round(image.naturalWidth * scale));
  const height = Math.max(1, Math.round(image.naturalHeight * scale));
  const { canvas, context } = drawingContext(width, height);
  context.drawImage(image, 0, 0, width, height);
  return canvasToJpeg(canvas);
}
