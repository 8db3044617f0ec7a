// Renders Sprout's app icons (web app manifest, home screens) from the brand mark's SVG with sharp:
// `node scripts/make-icons.mjs` writes apps/web/public/icons/*.png. The PNGs are committed; run this
// again only when the mark changes.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve(import.meta.dirname, '../apps/web/public/icons');
const mark = (stroke) => `
  <path d="M12 21v-9" stroke="${stroke}"/>
  <path d="M12 12c0-4 3-7 8-7 0 5-3 8-8 7z" stroke="${stroke}"/>
  <path d="M12 14c0-3-2.5-6-7-6 0 4 2.5 6.5 7 6z" stroke="${stroke}"/>`;

/** The mark on the brand's green; `inset` leaves the maskable safe zone (the inner 80%) around it. */
function icon({ rounded, inset }) {
  const radius = rounded ? 22 : 0;
  const scale = (100 - 2 * inset) / 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="512" height="512">
  <rect width="100" height="100" rx="${radius}" fill="#087f5b"/>
  <g transform="translate(${inset} ${inset}) scale(${scale})" fill="none" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round">${mark('#ffffff')}</g>
</svg>`;
}

fs.mkdirSync(out, { recursive: true });
const variants = [
  { file: 'icon-192.png', size: 192, svg: icon({ rounded: true, inset: 16 }) },
  { file: 'icon-512.png', size: 512, svg: icon({ rounded: true, inset: 16 }) },
  { file: 'maskable-512.png', size: 512, svg: icon({ rounded: false, inset: 24 }) },
  { file: 'apple-touch-icon.png', size: 180, svg: icon({ rounded: false, inset: 20 }) },
];
for (const { file, size, svg } of variants) {
  await sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toFile(path.join(out, file));
  process.stdout.write(`wrote ${file}\n`);
}
fs.writeFileSync(path.join(out, 'icon.svg'), icon({ rounded: true, inset: 16 }));
