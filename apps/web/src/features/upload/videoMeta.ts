/**
 * What a video's container says about it (spec §5): duration, the shown width
 * and height (its display matrix applied) and creation_time, read from the
 * MP4/QuickTime boxes without decoding anything, so a phone's HEVC .mov that
 * this browser cannot play is still measured. The 'moov' box is found by
 * walking the top-level boxes (it may sit at the end of the file).
 */

export interface VideoMeta {
  duration: number;
  width: number;
  height: number;
  createdAt: number | null;
}

/** Seconds between 1904-01-01 (QuickTime's epoch) and 1970-01-01. */
const MAC_EPOCH_OFFSET = 2_082_844_800;
const MAX_MOOV_BYTES = 64 * 1024 * 1024;

interface Box {
  type: string;
  start: number;
  size: number;
  header: number;
}

function boxesIn(view: DataView, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = view.getUint32(at);
    const type = String.fromCharCode(
      view.getUint8(at + 4),
      view.getUint8(at + 5),
      view.getUint8(at + 6),
      view.getUint8(at + 7),
    );
    let header = 8;
    if (size === 1 && at + 16 <= to) {
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header || at + size > to) break;
    boxes.push({ type, start: at, size, header });
    at += size;
  }
  return boxes;
}

const child = (view: DataView, box: Box, type: string) =>
  boxesIn(view, box.start + box.header, box.start + box.size).find((b) => b.type === type);

/** Finds the top-level 'moov' box of a file by reading box headers only. */
async function readMoov(file: Blob): Promise<DataView | null> {
  let at = 0;
  while (at + 8 <= file.size) {
    const head = new DataView(await file.slice(at, at + 16).arrayBuffer());
    let size = head.getUint32(0);
    const type = String.fromCharCode(head.getUint8(4), head.getUint8(5), head.getUint8(6), head.getUint8(7));
    if (size === 1 && head.byteLength >= 16) size = Number(head.getBigUint64(8));
    else if (size === 0) size = file.size - at;
    if (size < 8) return null;
    if (type === 'moov') {
      if (size > MAX_MOOV_BYTES) return null;
      return new DataView(await file.slice(at, at + size).arrayBuffer());
    }
    at += size;
  }
  return null;
}

function handlerOf(view: DataView, trak: Box): string {
  const mdia = child(view, trak, 'mdia');
  const hdlr = mdia && child(view, mdia, 'hdlr');
  if (!hdlr) return '';
  const at = hdlr.start + hdlr.header + 8;
  return String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));
}

/** Width and height of a video track's tkhd, swapped when its matrix turns the picture a quarter. */
function trackSize(view: DataView, tkhd: Box): { width: number; height: number } {
  const body = tkhd.start + tkhd.header;
  const version = view.getUint8(body);
  const matrixAt = body + (version === 1 ? 52 : 40);
  const a = view.getInt32(matrixAt);
  const b = view.getInt32(matrixAt + 4);
  const sizeAt = matrixAt + 36;
  const width = Math.round(view.getUint32(sizeAt) / 65536);
  const height = Math.round(view.getUint32(sizeAt + 4) / 65536);
  const quarterTurn = a === 0 && b !== 0;
  return quarterTurn ? { width: height, height: width } : { width, height };
}

export function parseMoov(view: DataView): VideoMeta | null {
  const [moov] = boxesIn(view, 0, view.byteLength);
  if (!moov || moov.type !== 'moov') return null;
  const mvhd = child(view, moov, 'mvhd');
  if (!mvhd) return null;
  const body = mvhd.start + mvhd.header;
  const version = view.getUint8(body);
  const created = version === 1 ? Number(view.getBigUint64(body + 4)) : view.getUint32(body + 4);
  const timescale = view.getUint32(body + (version === 1 ? 20 : 12));
  const units = version === 1 ? Number(view.getBigUint64(body + 24)) : view.getUint32(body + 16);
  const duration = timescale > 0 ? units / timescale : 0;
  const video = boxesIn(view, moov.start + moov.header, moov.start + moov.size)
    .filter((b) => b.type === 'trak')
    .find((trak) => handlerOf(view, trak) === 'vide');
  const tkhd = video && child(view, video, 'tkhd');
  if (!tkhd || duration <= 0) return null;
  const { width, height } = trackSize(view, tkhd);
  if (width <= 0 || height <= 0) return null;
  return { duration, width, height, createdAt: created > MAC_EPOCH_OFFSET ? created - MAC_EPOCH_OFFSET : null };
}

/** The container's facts, or null when the file is no MP4/QuickTime this reader understands. */
export async function readVideoMeta(file: Blob): Promise<VideoMeta | null> {
  try {
    const moov = await readMoov(file);
    return moov ? parseMoov(moov) : null;
  } catch {
    return null;
  }
}
