/**
 * The few EXIF fields a converted picture carries over (its capture time and
 * camera), read from a raw EXIF block as sharp's metadata() gives it: an
 * optional "Exif\0\0" header, then a TIFF structure.
 */
export interface ExifFacts {
  DateTimeOriginal?: string;
  OffsetTimeOriginal?: string;
  Make?: string;
  Model?: string;
}

const TAGS_IFD0: Record<number, keyof ExifFacts> = { 0x010f: 'Make', 0x0110: 'Model' };
const TAGS_EXIF: Record<number, keyof ExifFacts> = { 0x9003: 'DateTimeOriginal', 0x9011: 'OffsetTimeOriginal' };
const EXIF_IFD_POINTER = 0x8769;
const ASCII = 2;

export function readExifFacts(block: Buffer | undefined): ExifFacts {
  const facts: ExifFacts = {};
  if (!block) return facts;
  const tiff = block.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? block.subarray(6) : block;
  if (tiff.length < 8) return facts;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return facts;
  const little = order === 'II';
  const u16 = (at: number) => (at + 2 <= tiff.length ? (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at)) : null);
  const u32 = (at: number) => (at + 4 <= tiff.length ? (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at)) : null);

  const walk = (ifd: number, wanted: Record<number, keyof ExifFacts>): number | null => {
    const count = u16(ifd);
    let exifPointer: number | null = null;
    for (let i = 0; count !== null && i < count; i += 1) {
      const entry = ifd + 2 + i * 12;
      const tag = u16(entry);
      const type = u16(entry + 2);
      const n = u32(entry + 4);
      if (tag === null || type === null || n === null) break;
      if (tag === EXIF_IFD_POINTER) exifPointer = u32(entry + 8);
      const name = wanted[tag];
      if (!name || type !== ASCII || n === 0 || n > 256) continue;
      const at = n <= 4 ? entry + 8 : u32(entry + 8);
      if (at === null || at + n > tiff.length) continue;
      // ASCII, without its NUL; control characters would not survive a round trip through libvips.
      const text = tiff
        .toString('latin1', at, at + n)
        .replace(/\0.*$/s, '')
        .replace(/[^\x20-\x7e]/g, '')
        .trim();
      if (text) facts[name] = text;
    }
    return exifPointer;
  };

  const ifd0 = u32(4);
  if (ifd0 === null) return facts;
  const exifIfd = walk(ifd0, TAGS_IFD0);
  if (exifIfd !== null) walk(exifIfd, TAGS_EXIF);
  return facts;
}
