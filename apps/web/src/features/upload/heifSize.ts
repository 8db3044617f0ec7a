/**
 * The displayed size of a HEIF/HEIC (or AVIF) photo, read from its boxes:
 * the largest image spatial extent ('ispe') in meta/iprp/ipco, swapped when
 * an 'irot' turns it by 90° or 270°. Browsers other than Safari cannot decode
 * HEIC, but the server converts it, so the upload only needs the size.
 */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'heif', 'avif', 'avis']);

interface Box {
  type: string;
  start: number;
  end: number;
}

function* boxes(view: DataView, start: number, end: number): Generator<Box> {
  let at = start;
  while (at + 8 <= end) {
    let size = view.getUint32(at);
    const type = String.fromCharCode(
      view.getUint8(at + 4),
      view.getUint8(at + 5),
      view.getUint8(at + 6),
      view.getUint8(at + 7),
    );
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header) return;
    yield { type, start: at + header, end: Math.min(at + size, end) };
    at += size;
  }
}

function child(view: DataView, parent: Box | undefined, type: string, skip = 0): Box | undefined {
  if (!parent) return undefined;
  for (const box of boxes(view, parent.start + skip, parent.end)) if (box.type === type) return box;
  return undefined;
}

export function isHeif(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  const type = String.fromCharCode(...bytes.subarray(4, 8));
  const brand = String.fromCharCode(...bytes.subarray(8, 12));
  return type === 'ftyp' && HEIF_BRANDS.has(brand);
}

export function readHeifSize(data: ArrayBuffer | Uint8Array): { width: number; height: number } | null {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (!isHeif(bytes)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const root: Box = { type: 'root', start: 0, end: bytes.length };
  const meta = child(view, root, 'meta');
  const ipco = child(view, child(view, meta, 'iprp', 4), 'ipco');
  if (!ipco) return null;
  let best: { width: number; height: number } | null = null;
  let quarterTurns = 0;
  for (const box of boxes(view, ipco.start, ipco.end)) {
    if (box.type === 'ispe' && box.start + 12 <= box.end) {
      const width = view.getUint32(box.start + 4);
      const height = view.getUint32(box.start + 8);
      if (width > 0 && height > 0 && (!best || width * height > best.width * best.height)) best = { width, height };
    } else if (box.type === 'irot' && box.start < box.end) {
      quarterTurns = view.getUint8(box.start) & 0x03;
    }
  }
  if (!best) return null;
  return quarterTurns % 2 === 1 ? { width: best.height, height: best.width } : best;
}
