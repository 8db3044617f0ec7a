import fsp from 'node:fs/promises';

/**
 * A HEIC/HEIF reduced to what its pictures are made of, read from the file
 * without loading it whole: the `ftyp` and `meta` boxes, then one `mdat` with
 * only the bytes its items' `iloc` extents point to, the offsets rewritten to
 * their new places. A 12-MP photo followed by 800 MB of zeros becomes its
 * 600 KB again before the decoder (which copies what it is given into its own
 * heap) sees a byte. The primary item's size (`ispe`) is read here too, so a
 * picture with too many pixels is refused before anything is decoded.
 */
export type HeifItems =
  { buffer: Buffer; width: number | null; height: number | null } | { error: 'undecodable' | 'too_large' };

/** A `meta` box larger than this is not a photo's (an iPhone's is a few kilobytes). */
const MAX_META_BYTES = 16 * 1024 * 1024;

class Malformed extends Error {}

interface Box {
  type: string;
  start: number;
  /** Where the box's content begins, after its header. */
  body: number;
  end: number;
}

function boxAt(data: Buffer, offset: number, limit: number): Box {
  if (offset + 8 > limit) throw new Malformed('box header past its parent');
  let size = data.readUInt32BE(offset);
  const type = data.toString('latin1', offset + 4, offset + 8);
  let body = offset + 8;
  if (size === 1) {
    if (offset + 16 > limit) throw new Malformed('large box header past its parent');
    size = Number(data.readBigUInt64BE(offset + 8));
    body = offset + 16;
  } else if (size === 0) size = limit - offset;
  if (size < body - offset || offset + size > limit) throw new Malformed(`box ${type} past its parent`);
  return { type, start: offset, body, end: offset + size };
}

function children(data: Buffer, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  for (let at = from; at < to;) {
    const box = boxAt(data, at, to);
    boxes.push(box);
    at = box.end;
  }
  return boxes;
}

function readUInt(data: Buffer, at: number, size: number): number {
  if (size === 0) return 0;
  if (size === 4) return data.readUInt32BE(at);
  if (size === 8) return Number(data.readBigUInt64BE(at));
  if (size === 2) return data.readUInt16BE(at);
  throw new Malformed(`field of ${size} bytes`);
}

function writeUInt(data: Buffer, at: number, size: number, value: number): void {
  if (size === 4) {
    if (value > 0xffffffff) throw new Malformed('offset too large for its field');
    data.writeUInt32BE(value, at);
  } else if (size === 8) data.writeBigUInt64BE(BigInt(value), at);
  else throw new Malformed(`field of ${size} bytes`);
}

/** Top-level boxes of the file, read header by header: `ftyp` and `meta` whole, nothing past them. */
async function readTopBoxes(file: string): Promise<{ ftyp: Buffer; meta: Buffer; size: number }> {
  const handle = await fsp.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const found = new Map<string, Buffer>();
    const header = Buffer.alloc(16);
    for (let at = 0; at + 8 <= size && !(found.has('ftyp') && found.has('meta'));) {
      const { bytesRead } = await handle.read(header, 0, 16, at);
      const type = header.toString('latin1', 4, 8);
      let length = header.readUInt32BE(0);
      let headerSize = 8;
      if (length === 1) {
        if (bytesRead < 16) throw new Malformed('large box header past the file');
        length = Number(header.readBigUInt64BE(8));
        headerSize = 16;
      } else if (length === 0) length = size - at; // to the end of the file
      if (length < headerSize || at + length > size) throw new Malformed(`box ${type} past the file`);
      if (type === 'ftyp' || type === 'meta') {
        if (length > MAX_META_BYTES) throw new Malformed(`${type} too large`);
        const whole = Buffer.alloc(length);
        await handle.read(whole, 0, length, at);
        found.set(type, whole);
      }
      at += length;
    }
    const ftyp = found.get('ftyp');
    const meta = found.get('meta');
    if (!ftyp || !meta) throw new Malformed('no ftyp or meta box');
    return { ftyp, meta, size };
  } finally {
    await handle.close();
  }
}

interface Extent {
  /** Where the bytes are in the file. */
  offset: number;
  length: number;
  /** Where, in the meta box, the offset is written and in how many bytes (0: nowhere, the base is used). */
  field: number;
  fieldSize: number;
}
interface Located {
  baseField: number;
  baseSize: number;
  extents: Extent[];
}

/** The `iloc` box: where each item's bytes are in the file (construction method 0) or in `idat` (1). */
function parseIloc(meta: Buffer, box: Box, fileSize: number): Located[] {
  let at = box.body;
  const version = meta.readUInt8(at);
  at += 4;
  const sizes = meta.readUInt16BE(at);
  at += 2;
  const offsetSize = sizes >> 12;
  const lengthSize = (sizes >> 8) & 0xf;
  const baseSize = (sizes >> 4) & 0xf;
  const indexSize = version >= 1 ? sizes & 0xf : 0;
  const count = version < 2 ? meta.readUInt16BE(at) : meta.readUInt32BE(at);
  at += version < 2 ? 2 : 4;
  const located: Located[] = [];
  for (let i = 0; i < count; i += 1) {
    at += version < 2 ? 2 : 4; // item_ID
    let method = 0;
    if (version >= 1) {
      method = meta.readUInt16BE(at) & 0xf;
      at += 2;
    }
    const dataReference = meta.readUInt16BE(at);
    at += 2;
    const baseField = at;
    const base = readUInt(meta, at, baseSize);
    at += baseSize;
    const extentCount = meta.readUInt16BE(at);
    at += 2;
    const extents: Extent[] = [];
    for (let e = 0; e < extentCount; e += 1) {
      at += indexSize;
      const field = at;
      const offset = base + readUInt(meta, at, offsetSize);
      at += offsetSize;
      let length = readUInt(meta, at, lengthSize);
      at += lengthSize;
      if (length === 0) length = fileSize - offset; // to the end of the file
      extents.push({ offset, length, field, fieldSize: offsetSize });
    }
    if (at > box.end) throw new Malformed('iloc past its box');
    if (method === 1) continue; // in the meta box's idat, copied with it
    if (method !== 0 || dataReference !== 0) throw new Malformed('items in another file or by reference');
    for (const extent of extents)
      if (extent.offset + extent.length > fileSize) throw new Malformed('an extent past the file');
    if (extents.length !== 1 && offsetSize === 0) throw new Malformed('extents without offsets');
    located.push({ baseField, baseSize, extents });
  }
  return located;
}

/** The primary item's `ispe` (its size as displayed before rotation), if the file states one. */
function primarySize(meta: Buffer, boxes: Box[]): { width: number; height: number } | null {
  const pitm = boxes.find((b) => b.type === 'pitm');
  const iprp = boxes.find((b) => b.type === 'iprp');
  if (!pitm || !iprp) return null;
  const primary = meta.readUInt8(pitm.body) === 0 ? meta.readUInt16BE(pitm.body + 4) : meta.readUInt32BE(pitm.body + 4);
  const inner = children(meta, iprp.body, iprp.end);
  const ipco = inner.find((b) => b.type === 'ipco');
  if (!ipco) return null;
  const properties = children(meta, ipco.body, ipco.end);
  for (const ipma of inner.filter((b) => b.type === 'ipma')) {
    const version = meta.readUInt8(ipma.body);
    const wide = (meta.readUInt32BE(ipma.body) & 1) === 1;
    let at = ipma.body + 4;
    const entries = meta.readUInt32BE(at);
    at += 4;
    for (let i = 0; i < entries; i += 1) {
      const item = version < 1 ? meta.readUInt16BE(at) : meta.readUInt32BE(at);
      at += version < 1 ? 2 : 4;
      const associations = meta.readUInt8(at);
      at += 1;
      for (let a = 0; a < associations; a += 1) {
        const index = wide ? meta.readUInt16BE(at) & 0x7fff : meta.readUInt8(at) & 0x7f;
        at += wide ? 2 : 1;
        const property = properties[index - 1];
        if (item === primary && property?.type === 'ispe')
          return { width: meta.readUInt32BE(property.body + 4), height: meta.readUInt32BE(property.body + 8) };
      }
      if (at > ipma.end) throw new Malformed('ipma past its box');
    }
  }
  return null;
}

/**
 * Reads `file` as described above. `maxPixels` refuses a primary picture
 * larger than that from its stated size; `maxCodedBytes` refuses items whose
 * bytes together are larger (no photo's are).
 */
export async function readHeifItems(file: string, maxPixels: number, maxCodedBytes: number): Promise<HeifItems> {
  let top: { ftyp: Buffer; meta: Buffer; size: number };
  let located: Located[];
  let size: { width: number; height: number } | null;
  try {
    top = await readTopBoxes(file);
    const metaBox = boxAt(top.meta, 0, top.meta.length);
    const boxes = children(top.meta, metaBox.body + 4, metaBox.end); // meta is a FullBox
    const iloc = boxes.find((b) => b.type === 'iloc');
    if (!iloc) return { error: 'undecodable' };
    size = primarySize(top.meta, boxes);
    if (size && size.width * size.height > maxPixels) return { error: 'too_large' };
    located = parseIloc(top.meta, iloc, top.size);
  } catch (error) {
    if (error instanceof Malformed || error instanceof RangeError) return { error: 'undecodable' };
    throw error;
  }
  const coded = located.reduce((sum, item) => sum + item.extents.reduce((s, e) => s + e.length, 0), 0);
  if (coded > maxCodedBytes) return { error: 'too_large' };

  const meta = Buffer.from(top.meta);
  const mdatHeader = 8;
  let next = top.ftyp.length + meta.length + mdatHeader;
  const pieces: Array<{ from: number; length: number }> = [];
  try {
    for (const item of located) {
      if (item.baseSize > 0) writeUInt(meta, item.baseField, item.baseSize, 0);
      for (const extent of item.extents) {
        if (extent.fieldSize > 0) writeUInt(meta, extent.field, extent.fieldSize, next);
        else writeUInt(meta, item.baseField, item.baseSize, next);
        pieces.push({ from: extent.offset, length: extent.length });
        next += extent.length;
      }
    }
  } catch (error) {
    if (error instanceof Malformed) return { error: 'undecodable' };
    throw error;
  }
  const buffer = Buffer.alloc(next);
  top.ftyp.copy(buffer, 0);
  meta.copy(buffer, top.ftyp.length);
  let at = top.ftyp.length + meta.length;
  buffer.writeUInt32BE(next - at, at);
  buffer.write('mdat', at + 4, 'latin1');
  at += mdatHeader;
  const handle = await fsp.open(file, 'r');
  try {
    for (const piece of pieces) {
      await handle.read(buffer, at, piece.length, piece.from);
      at += piece.length;
    }
  } finally {
    await handle.close();
  }
  return { buffer, width: size?.width ?? null, height: size?.height ?? null };
}
