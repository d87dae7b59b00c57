/**
 * The app icons of the web app manifest and the home screen, made from the two SVGs beside this
 * script: `npx tsx scripts/make-icons.ts`. The PNGs are committed (public/icons/), so a build
 * needs no image step; rerun this only after changing an SVG.
 * The maskable icon fills the whole square and keeps the heart inside the central 80 % safe zone
 * that Android may crop to a circle or a squircle.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '..', 'public', 'icons');

const icons = [
  { source: 'icon.svg', name: 'icon-192.png', size: 192 },
  { source: 'icon.svg', name: 'icon-512.png', size: 512 },
  { source: 'icon-maskable.svg', name: 'icon-maskable-512.png', size: 512 },
  // iOS rounds the corners itself and shows transparency as black: the full-bleed square.
  { source: 'icon-maskable.svg', name: 'apple-touch-icon.png', size: 180 },
];

fs.mkdirSync(out, { recursive: true });
for (const icon of icons) {
  const svg = fs.readFileSync(path.join(here, 'icons', icon.source));
  await sharp(svg, { density: 300 }).resize(icon.size, icon.size).png({ compressionLevel: 9 }).toFile(path.join(out, icon.name));
  console.log(`public/icons/${icon.name}`);
}
