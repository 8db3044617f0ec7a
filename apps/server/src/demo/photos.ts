import sharp from 'sharp';

const PALETTES = [
  ['#fde2e4', '#fad2e1', '#e2ece9', '#f08080'],
  ['#caf0f8', '#90e0ef', '#00b4d8', '#0077b6'],
  ['#fefae0', '#faedcd', '#d4a373', '#ccd5ae'],
  ['#f1faee', '#a8dadc', '#457b9d', '#e63946'],
  ['#fff1e6', '#fde2e4', '#cddafd', '#bee1e6'],
  ['#e9f5db', '#cfe1b9', '#b5c99a', '#718355'],
];

/**
 * A generated "photo": soft shapes on a gradient, different for every seed.
 * Real JPEG bytes, so demo pictures go through the same checks and jobs as uploads.
 */
export async function demoPhoto(seed: number, width = 1600, height = 1200): Promise<Buffer> {
  const palette = PALETTES[seed % PALETTES.length] ?? PALETTES[0] ?? [];
  const [a, b, c, d] = palette;
  let rnd = seed * 9301 + 49297;
  const next = () => {
    rnd = (rnd * 9301 + 49297) % 233280;
    return rnd / 233280;
  };
  const circles = Array.from(
    { length: 7 },
    () =>
      `<circle cx="${Math.round(next() * width)}" cy="${Math.round(next() * height)}" r="${Math.round(80 + next() * 260)}" fill="${next() > 0.5 ? c : d}" fill-opacity="${(0.25 + next() * 0.5).toFixed(2)}"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
