import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import {
  centeredOffset,
  clampOffset,
  clampZoom,
  cropRect,
  displayedSize,
  MIN_ZOOM,
  outputSize,
  zoomAroundCenter,
  type Point,
  type Size,
} from './cropMath';
import { cropToJpeg, loadImage } from './imageFiles';

const KEY_STEP = 10;
const ZOOM_STEP = 0.1;

type Loaded = { image: HTMLImageElement; url: string; size: Size };

/**
 * The crop dialog's state: the chosen file opened as an image, its zoom and
 * position in a square viewport, moved by dragging, arrow keys or the wheel.
 */
export function useCropper(file: File | null, viewport: number) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [zoom, setZoomState] = useState(MIN_ZOOM);
  const [offset, setOffset] = useState<Point>({ x: 0, y: 0 });
  const drag = useRef<{ pointer: number; start: Point; from: Point } | null>(null);

  useEffect(() => {
    if (!file) return undefined;
    let cancelled = false;
    let url: string | null = null;
    loadImage(file).then(
      ({ image, url: objectUrl }) => {
        url = objectUrl;
        if (cancelled) {
          URL.revokeObjectURL(objectUrl);
          return;
        }
        const size = { width: image.naturalWidth, height: image.naturalHeight };
        setLoaded({ image, url: objectUrl, size });
        setZoomState(MIN_ZOOM);
        setOffset(centeredOffset(size, viewport, MIN_ZOOM));
        setFailed(false);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
      setLoaded(null);
    };
  }, [file, viewport]);

  const setZoom = (next: number) => {
    if (!loaded) return;
    const target = clampZoom(next);
    setOffset((current) => zoomAroundCenter(current, loaded.size, viewport, zoom, target));
    setZoomState(target);
  };
  const move = (next: Point) => {
    if (loaded) setOffset(clampOffset(next, loaded.size, viewport, zoom));
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointer: event.pointerId, start: { x: event.clientX, y: event.clientY }, from: offset };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointer !== event.pointerId) return;
    move({ x: current.from.x + event.clientX - current.start.x, y: current.from.y + event.clientY - current.start.y });
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, Point> = {
      ArrowLeft: { x: KEY_STEP, y: 0 },
      ArrowRight: { x: -KEY_STEP, y: 0 },
      ArrowUp: { x: 0, y: KEY_STEP },
      ArrowDown: { x: 0, y: -KEY_STEP },
    };
    const step = moves[event.key];
    if (step) move({ x: offset.x + step.x, y: offset.y + step.y });
    else if (event.key === '+' || event.key === '=') setZoom(zoom + ZOOM_STEP);
    else if (event.key === '-') setZoom(zoom - ZOOM_STEP);
    else return;
    event.preventDefault();
  };
  const onWheel = (event: WheelEvent<HTMLElement>) => setZoom(zoom - Math.sign(event.deltaY) * ZOOM_STEP);

  /** The cropped square as a JPEG, ready to send. */
  const exportCrop = async (): Promise<Blob | null> => {
    if (!loaded) return null;
    const crop = cropRect(loaded.size, viewport, zoom, offset);
    return cropToJpeg(loaded.image, crop, outputSize(crop));
  };

  return {
    url: loaded?.url ?? null,
    shown: loaded ? displayedSize(loaded.size, viewport, zoom) : null,
    failed,
    zoom,
    setZoom,
    offset,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onKeyDown, onWheel },
    exportCrop,
  };
}
