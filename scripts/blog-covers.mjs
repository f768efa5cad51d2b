// @ts-check
// `npm run blog:covers`: draws the cover of every blog article that has none yet, as
// public/blog/covers/<slug>.webp (1600x900). A cover is abstract art from the article's slug and
// first tag: two coins and the arc of a swap on the tag's colours, no text (the alt text is the
// article's title, so a cover never needs translating). An editor may replace any cover with a
// real picture of the same name; this script never overwrites one. Covers are committed.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = process.cwd();
const contentDir = path.join(root, 'content', 'blog');
const coverDir = path.join(root, 'public', 'blog', 'covers');
const WIDTH = 1600;
const HEIGHT = 900;

/** Background gradient and accent per first tag: the brand blue family and calm contrasts. */
const PALETTES = {
  basics: ['#1f4fd1', '#5b8def', '#ffd166'],
  rates: ['#123c9c', '#3f7de8', '#7be0c3'],
  fees: ['#3a2a8c', '#6f5bd6', '#ffcf70'],
  networks: ['#0b5c73', '#1fa0b8', '#f4f1de'],
  stablecoins: ['#0f6b4f', '#2bb48a', '#e9f5db'],
  security: ['#6d1a1a', '#c0392b', '#ffe3c2'],
  verification: ['#283a5c', '#4f6d9f', '#f6d186'],
  fiat: ['#5a2d82', '#9b59b6', '#fde2e4'],
  'swap-status': ['#1d4e89', '#00a6a6', '#f6f7eb'],
  refunds: ['#7a4b00', '#d98e04', '#fff3d6'],
  'how-we-rank': ['#1f4fd1', '#12a37f', '#ffffff'],
};

/**
 * A small deterministic generator seeded by the slug, so a cover is the same on every run.
 * @param {string} seedText
 */
function random(seedText) {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
}

/** @param {string} slug */
function firstTag(slug) {
  const source = readFileSync(path.join(contentDir, slug, 'en.md'), 'utf8');
  const match = /^tags:\s*\[([^\]]*)\]/m.exec(source);
  return match?.[1]?.split(',')[0]?.trim() ?? 'basics';
}

/** @param {string} slug */
function coverSvg(slug) {
  const next = random(slug);
  const [dark, light, accent] =
    PALETTES[/** @type {keyof typeof PALETTES} */ (firstTag(slug))] ?? PALETTES.basics;
  const dots = Array.from({ length: 26 }, () => {
    const x = Math.round(next() * WIDTH);
    const y = Math.round(next() * HEIGHT);
    const r = Math.round(4 + next() * 18);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${(0.05 + next() * 0.12).toFixed(2)}"/>`;
  }).join('');
  const leftY = Math.round(360 + next() * 180);
  const rightY = Math.round(360 + next() * 180);
  const bend = Math.round(120 + next() * 160);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  ${dots}
  <circle cx="800" cy="450" r="420" fill="url(#glow)"/>
  <path d="M 470 ${leftY} C 650 ${leftY - bend}, 950 ${rightY - bend}, 1130 ${rightY}" fill="none" stroke="${accent}" stroke-width="14" stroke-linecap="round" stroke-dasharray="2 34"/>
  <path d="M 1100 ${rightY - 40} L 1140 ${rightY} L 1090 ${rightY + 22}" fill="none" stroke="${accent}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="400" cy="${leftY}" r="150" fill="${accent}"/>
  <circle cx="400" cy="${leftY}" r="112" fill="none" stroke="${dark}" stroke-width="12" opacity="0.55"/>
  <circle cx="1200" cy="${rightY}" r="150" fill="#fff"/>
  <circle cx="1200" cy="${rightY}" r="112" fill="none" stroke="${light}" stroke-width="12" opacity="0.8"/>
</svg>`;
}

mkdirSync(coverDir, { recursive: true });
const slugs = readdirSync(contentDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
let drawn = 0;
for (const slug of slugs) {
  const file = path.join(coverDir, `${slug}.webp`);
  if (existsSync(file)) continue;
  await sharp(Buffer.from(coverSvg(slug)))
    .webp({ quality: 82 })
    .toFile(file);
  drawn += 1;
  process.stdout.write(`drew ${path.relative(root, file)}\n`);
}
process.stdout.write(`${drawn} new cover(s), ${slugs.length - drawn} kept\n`);
