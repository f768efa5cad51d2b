// @ts-check
// `npm run blog:covers`: draws each blog article's cover as public/blog/covers/<slug>.webp
// (1600x900). A cover shows what the article is about, drawn from the site itself: a stylised
// card of the screen it explains (the offers, the address form with its tag field, the status
// timeline...) or a picture of its subject, with the coin and network icons the site ships
// (public/icons). No text: the alt text is the article's title, so a cover never needs
// translating. Colours come from the article's first tag.
//
// An article without a cover gets one (an article with no scene below: the generic one); an
// existing cover is kept, so an editor's own picture of the same name and size is never
// overwritten. `npm run blog:covers -- --all` redraws every cover (after a change to a scene).
// The same pixels on every run: no randomness.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { loadBrandFile } from '../lib/env/brand-file.mjs';

const root = process.cwd();
const contentDir = path.join(root, 'content', 'blog');
const coverDir = path.join(root, 'public', 'blog', 'covers');
const iconDir = path.join(root, 'public', 'icons');
const WIDTH = 1600;
const HEIGHT = 900;
// The deployment's primary colour (BRAND_CONFIG): the accent of the cards and two palettes.
const PRIMARY = loadBrandFile(process.env.BRAND_CONFIG).colors.primary;

/** Background gradient and accent per first tag: the brand colour and calm contrasts. */
const PALETTES = {
  basics: [PRIMARY, '#5b8def', '#ffd166'],
  rates: ['#123c9c', '#3f7de8', '#7be0c3'],
  fees: ['#3a2a8c', '#6f5bd6', '#ffcf70'],
  networks: ['#0b5c73', '#1fa0b8', '#f4f1de'],
  stablecoins: ['#0f6b4f', '#2bb48a', '#e9f5db'],
  security: ['#6d1a1a', '#c0392b', '#ffe3c2'],
  verification: ['#283a5c', '#4f6d9f', '#f6d186'],
  fiat: ['#5a2d82', '#9b59b6', '#fde2e4'],
  'swap-status': ['#1d4e89', '#00a6a6', '#f6f7eb'],
  refunds: ['#7a4b00', '#d98e04', '#fff3d6'],
  'how-we-rank': [PRIMARY, '#12a37f', '#ffffff'],
};

const INK = '#111827';
const MUTED = '#c7cdd8';
const LINE = '#e5e7eb';
const GOOD = '#12a37f';
const WARN = '#d97706';
const BAD = '#c0392b';

/** Coins whose shipped icon is light: drawn on a dark disc so they stay visible. */
const DARK_DISC = new Set(['coins/xrp', 'networks/ripple', 'coins/eos', 'networks/eos']);

/** @param {string} name e.g. "coins/btc" */
function iconHref(name) {
  const svg = readFileSync(path.join(iconDir, `${name}.svg`));
  return `data:image/svg+xml;base64,${svg.toString('base64')}`;
}

/** A coin or network icon of the site on a round disc, as the site shows them. */
function coin(
  /** @type {string} */ name,
  /** @type {number} */ cx,
  /** @type {number} */ cy,
  r = 70,
) {
  const disc = DARK_DISC.has(name) ? '#23292f' : '#ffffff';
  const size = r * 1.5;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${disc}" stroke="#fff" stroke-width="${Math.max(4, r / 10)}"/>
  <image href="${iconHref(name)}" x="${cx - size / 2}" y="${cy - size / 2}" width="${size}" height="${size}"/>`;
}

/**
 * A white card with a soft shadow: the site's panels.
 * @param {number} x @param {number} y @param {number} w @param {number} h
 */
function card(x, y, w, h, fill = '#ffffff', radius = 28) {
  return `<rect x="${x + 6}" y="${y + 14}" width="${w}" height="${h}" rx="${radius}" fill="#000" opacity="0.18"/>
  <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}" fill="${fill}"/>`;
}

/**
 * A line of text, drawn as a rounded bar (covers carry no words).
 * @param {number} x @param {number} y @param {number} w
 */
function bar(x, y, w, h = 18, fill = MUTED) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>`;
}

/**
 * An input field: outlined box with a line of text in it.
 * @param {number} x @param {number} y @param {number} w @param {number} h
 */
function field(x, y, w, h, { border = '#9ca3af', text = 0.55, width = 3 } = {}) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="#fff" stroke="${border}" stroke-width="${width}"/>
  ${bar(x + 28, y + h / 2 - 9, Math.round((w - 56) * text), 18, '#6b7280')}`;
}

/**
 * The site's check-circle icon, filled.
 * @param {number} cx @param {number} cy
 */
function check(cx, cy, r = 30, fill = GOOD) {
  const s = r / 12;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>
  <path d="M ${cx - 5 * s} ${cy} l ${3.5 * s} ${3.5 * s} l ${6.5 * s} ${-7 * s}" fill="none" stroke="#fff" stroke-width="${2.4 * s}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** @param {number} cx @param {number} cy */
function cross(cx, cy, r = 30, fill = BAD) {
  const s = r / 12;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>
  <path d="M ${cx - 4.5 * s} ${cy - 4.5 * s} l ${9 * s} ${9 * s} M ${cx + 4.5 * s} ${cy - 4.5 * s} l ${-9 * s} ${9 * s}" stroke="#fff" stroke-width="${2.4 * s}" stroke-linecap="round"/>`;
}

/**
 * An arrow along a path, with its head at the end point pointing along `angle` (degrees).
 * @param {string} d @param {[number, number]} end @param {number} angle @param {string} color
 */
function arrow(d, end, angle, color, width = 12) {
  const [x, y] = end;
  const a = (angle * Math.PI) / 180;
  const head = width * 3;
  const x1 = (x - head * Math.cos(a - 0.5)).toFixed(1);
  const y1 = (y - head * Math.sin(a - 0.5)).toFixed(1);
  const x2 = (x - head * Math.cos(a + 0.5)).toFixed(1);
  const y2 = (y - head * Math.sin(a + 0.5)).toFixed(1);
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>
  <path d="M ${x1} ${y1} L ${x} ${y} L ${x2} ${y2}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** @typedef {{ dark: string, light: string, accent: string }} Colors */

/** The scene of each article: what its cover shows. @type {Record<string, (c: Colors) => string>} */
const SCENES = {
  // Step 1 of /swap: three offers, the best one marked, bars for amounts of different length.
  'how-to-compare-crypto-swap-offers': (c) => {
    const rows = [
      [0.92, true],
      [0.78, false],
      [0.64, false],
    ];
    return `${card(360, 150, 880, 600)}
    ${coin('coins/btc', 470, 250, 52)}${arrow('M 545 250 L 640 250', [640, 250], 0, INK, 8)}${coin('coins/eth', 710, 250, 52)}
    ${bar(800, 236, 300, 28, LINE)}
    ${rows
      .map(([share, best], i) => {
        const y = 340 + i * 130;
        return `<rect x="410" y="${y}" width="780" height="108" rx="20" fill="${best ? '#ecfdf5' : '#f9fafb'}" stroke="${best ? GOOD : LINE}" stroke-width="${best ? 5 : 3}"/>
        <circle cx="470" cy="${y + 54}" r="28" fill="${[c.dark, c.light, '#9ca3af'][i]}"/>
        ${bar(530, y + 30, Math.round(420 * Number(share)), 22, INK)}
        ${bar(530, y + 66, 160, 14)}
        ${best ? check(1130, y + 54, 30) : bar(1060, y + 46, 100, 16, MUTED)}`;
      })
      .join('')}`;
  },
  // A swap in three screens: offers, address, deposit, joined by the swap's arrow.
  'how-a-crypto-swap-works': (c) => {
    return `${arrow('M 540 450 L 620 450', [620, 450], 0, c.accent, 12)}${arrow('M 980 450 L 1060 450', [1060, 450], 0, c.accent, 12)}
    ${card(200, 220, 320, 460)}${card(640, 220, 320, 460)}${card(1080, 220, 320, 460)}
    ${coin('coins/btc', 270, 300, 40)}${coin('coins/eth', 450, 300, 40)}
    ${[0, 1, 2].map((i) => `<rect x="230" y="${370 + i * 95}" width="260" height="76" rx="14" fill="${i === 0 ? '#ecfdf5' : '#f9fafb'}" stroke="${i === 0 ? GOOD : LINE}" stroke-width="3"/>${bar(250, 398 + i * 95, [150, 120, 100][i] ?? 100, 18, INK)}`).join('')}
    ${coin('coins/eth', 700, 300, 40)}${bar(760, 290, 150, 20, INK)}
    ${field(670, 380, 260, 70)}${field(670, 480, 260, 70)}
    <rect x="670" y="590" width="260" height="62" rx="14" fill="${PRIMARY}"/>${bar(740, 612, 120, 18, '#fff')}
    ${coin('coins/btc', 1240, 310, 46)}
    <rect x="1140" y="390" width="200" height="200" rx="12" fill="#fff" stroke="${INK}" stroke-width="6"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="${1165 + (i % 2) * 110}" y="${415 + Math.floor(i / 2) * 110}" width="40" height="40" fill="${INK}"/>`).join('')}
    <rect x="1225" y="475" width="30" height="30" fill="${INK}"/>
    ${bar(1130, 620, 220, 18, INK)}`;
  },
  // Two rates over time: the fixed one flat (held), the floating one moving.
  'fixed-vs-floating-rates': (c) => {
    const wave = Array.from({ length: 13 }, (_, i) => {
      const x = 420 + i * 62;
      const y = 470 + Math.round(Math.sin(i * 1.1) * 80 + Math.cos(i * 0.55) * 40);
      return `${i === 0 ? 'M' : 'L'} ${x} ${y}`;
    }).join(' ');
    return `${card(340, 150, 920, 600)}
    ${[0, 1, 2, 3].map((i) => `<line x1="400" x2="1200" y1="${290 + i * 120}" y2="${290 + i * 120}" stroke="${LINE}" stroke-width="3"/>`).join('')}
    <line x1="400" x2="1200" y1="400" y2="400" stroke="${c.dark}" stroke-width="12" stroke-linecap="round"/>
    <path d="${wave}" fill="none" stroke="${c.light}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/>
    <rect x="1140" y="352" width="70" height="58" rx="10" fill="${c.dark}"/>
    <path d="M 1155 352 v -14 a 20 20 0 0 1 40 0 v 14" fill="none" stroke="${c.dark}" stroke-width="9"/>
    <circle cx="1175" cy="380" r="8" fill="#fff"/>
    ${bar(400, 200, 220, 26, INK)}${bar(650, 205, 140, 18)}`;
  },
  // What a swap costs: the amount sent, split into what arrives and each fee.
  'swap-fees-explained': (c) => {
    const parts = [
      [0.74, GOOD],
      [0.12, c.light],
      [0.08, c.accent],
      [0.06, WARN],
    ];
    let x = 420;
    return `${card(300, 190, 1000, 520)}
    ${coin('coins/btc', 420, 300, 56)}${arrow('M 500 300 L 1080 300', [1080, 300], 0, INK, 8)}${coin('coins/eth', 1180, 300, 56)}
    ${parts
      .map(([share, color]) => {
        const w = Math.round(760 * Number(share));
        const out = `<rect x="${x}" y="420" width="${w - 8}" height="90" rx="14" fill="${color}"/>`;
        x += w;
        return out;
      })
      .join('')}
    ${bar(420, 560, 380, 22, INK)}${bar(420, 610, 260, 18)}
    ${[0, 1, 2].map((i) => `<circle cx="${900 + i * 100}" cy="${590}" r="16" fill="${[c.light, c.accent, WARN][i]}"/>`).join('')}`;
  },
  // The address form of step 2 with its destination tag field marked: where the memo goes.
  'memos-and-destination-tags': (c) => `${card(420, 110, 760, 680)}
    ${coin('coins/xrp', 520, 205, 50)}${bar(600, 190, 300, 28, INK)}
    ${bar(480, 290, 220, 18, '#6b7280')}${field(480, 322, 640, 84)}
    ${bar(480, 450, 260, 18, '#6b7280')}
    <rect x="464" y="470" width="672" height="116" rx="22" fill="none" stroke="${c.accent}" stroke-width="10" stroke-dasharray="26 16"/>
    ${field(480, 482, 640, 92, { border: c.dark, text: 0.25, width: 5 })}
    <rect x="480" y="630" width="640" height="110" rx="16" fill="#fff7ed" stroke="${WARN}" stroke-width="3"/>
    <path d="M 540 710 l 26 -46 l 26 46 z" fill="${WARN}"/>${bar(620, 660, 420, 18, INK)}${bar(620, 700, 300, 16)}
    ${coin('coins/xlm', 1290, 300, 56)}${coin('coins/eos', 1290, 470, 56)}${coin('coins/atom', 1290, 640, 56)}`,
  // The status page's timeline: steps done, the current one, the ones to come.
  'reading-your-swap-status': (c) => {
    const steps = ['done', 'done', 'current', 'next', 'next'];
    return `${card(430, 100, 740, 700)}
    ${coin('coins/btc', 520, 180, 44)}${arrow('M 580 180 L 650 180', [650, 180], 0, INK, 7)}${coin('coins/eth', 710, 180, 44)}${bar(790, 168, 300, 24, LINE)}
    <line x1="540" x2="540" y1="290" y2="720" stroke="${LINE}" stroke-width="8"/>
    <line x1="540" x2="540" y1="290" y2="490" stroke="${GOOD}" stroke-width="8"/>
    ${steps
      .map((step, i) => {
        const y = 290 + i * 105;
        const dot =
          step === 'done'
            ? check(540, y, 30)
            : step === 'current'
              ? `<circle cx="540" cy="${y}" r="40" fill="none" stroke="${c.light}" stroke-width="8" opacity="0.5"/><circle cx="540" cy="${y}" r="26" fill="${c.dark}"/>`
              : `<circle cx="540" cy="${y}" r="22" fill="#fff" stroke="${MUTED}" stroke-width="6"/>`;
        return `${dot}${bar(610, y - 14, [300, 260, 340, 240, 200][i] ?? 200, 26, step === 'next' ? MUTED : INK)}`;
      })
      .join('')}`;
  },
  // One coin, many networks: USDT linked to the networks it exists on, one chosen.
  'choosing-a-network': (c) => {
    const nets = ['ethereum', 'tron', 'bsc', 'solana', 'polygon', 'arbitrum'];
    const chosen = 1;
    return `${nets
      .map((net, i) => {
        const a = Math.PI * (0.1 + (0.8 * i) / (nets.length - 1));
        const x = Math.round(800 - Math.cos(a) * 540);
        const y = Math.round(720 - Math.sin(a) * 500);
        return `<line x1="800" y1="720" x2="${x}" y2="${y}" stroke="${i === chosen ? c.accent : '#ffffff'}" stroke-width="${i === chosen ? 14 : 6}" opacity="${i === chosen ? 1 : 0.45}" stroke-dasharray="${i === chosen ? '' : '4 18'}" stroke-linecap="round"/>
        ${coin(`networks/${net}`, x, y, i === chosen ? 74 : 58)}${i === chosen ? check(x + 58, y - 58, 26) : ''}`;
      })
      .join('')}
    ${coin('coins/usdt', 800, 720, 110)}`;
  },
  // The same stablecoins on several networks: each coin with its network badge, as the picker shows.
  'stablecoins-across-networks': () => {
    const rows = [
      ['coins/usdt', ['ethereum', 'tron', 'solana']],
      ['coins/usdc', ['ethereum', 'polygon', 'base']],
    ];
    return rows
      .map(([name, nets], r) =>
        /** @type {string[]} */ (nets)
          .map((net, i) => {
            const x = 420 + i * 380;
            const y = 290 + r * 330;
            return `${card(x - 150, y - 120, 300, 240, '#ffffff', 36)}${coin(String(name), x, y, 78)}${coin(`networks/${net}`, x + 62, y + 62, 36)}`;
          })
          .join(''),
      )
      .join('');
  },
  // When a swap fails: the deposit goes back to the refund address.
  'crypto-swap-refunds': (c) => `${card(220, 250, 360, 400)}${card(1020, 250, 360, 400)}
    ${coin('coins/btc', 400, 380, 70)}${bar(300, 490, 200, 22, INK)}${field(280, 550, 240, 64)}
    ${coin('coins/eth', 1200, 380, 70)}${cross(1260, 320, 30)}${bar(1100, 490, 200, 22, MUTED)}${bar(1100, 540, 150, 18, MUTED)}
    ${arrow('M 600 360 C 760 250, 860 250, 1000 360', [1000, 360], 35, '#ffffff', 12)}
    ${arrow('M 1000 560 C 860 690, 740 690, 600 560', [600, 560], 215, c.accent, 14)}`,
  // Official help versus an impostor: a shield with a check, a chat bubble crossed out.
  'swap-scams-and-official-support': (c) => `${card(260, 220, 480, 460)}
    <path d="M 500 280 L 650 330 V 450 C 650 540 590 600 500 630 C 410 600 350 540 350 450 V 330 Z" fill="${c.light}"/>
    ${check(500, 450, 70)}
    ${card(860, 240, 460, 300)}
    ${bar(910, 300, 300, 22, INK)}${bar(910, 350, 360, 18)}${bar(910, 390, 240, 18)}
    <path d="M 920 540 L 900 620 L 1000 540 Z" fill="#ffffff"/>
    ${cross(1300, 250, 54)}
    <path d="M 1030 700 l 60 -104 l 60 104 z" fill="${c.accent}"/><rect x="1084" y="630" width="12" height="40" rx="6" fill="${c.dark}"/><circle cx="1090" cy="684" r="7" fill="${c.dark}"/>`,
  // An identity document being checked.
  'what-verification-providers-may-ask': (c) => `${card(360, 220, 880, 500)}
    <rect x="420" y="290" width="300" height="360" rx="20" fill="${c.light}" opacity="0.25"/>
    <circle cx="570" cy="420" r="80" fill="${c.light}"/><path d="M 450 610 C 470 520 670 520 690 610 Z" fill="${c.light}"/>
    ${bar(780, 320, 360, 28, INK)}${bar(780, 390, 280, 20)}${bar(780, 440, 320, 20)}${bar(780, 490, 220, 20)}
    ${bar(780, 580, 400, 14, LINE)}${bar(780, 610, 340, 14, LINE)}
    <path d="M 1230 560 L 1320 590 V 660 C 1320 715 1285 750 1230 770 C 1175 750 1140 715 1140 660 V 590 Z" fill="${c.dark}" stroke="#fff" stroke-width="8"/>
    ${check(1230, 665, 42)}`,
  // A card payment into crypto, next to a coin-for-coin swap.
  'buying-crypto-with-a-card-vs-swapping': (c) => `${card(180, 300, 420, 270, c.dark, 30)}
    <rect x="230" y="370" width="84" height="62" rx="10" fill="${c.accent}"/>
    ${bar(230, 480, 300, 22, '#ffffff')}${bar(230, 520, 160, 16, c.light)}
    ${arrow('M 630 435 L 740 435', [740, 435], 0, '#ffffff', 12)}
    ${coin('coins/btc', 840, 435, 84)}
    <line x1="1000" x2="1000" y1="240" y2="640" stroke="#ffffff" stroke-width="4" stroke-dasharray="6 18" opacity="0.7"/>
    ${coin('coins/btc', 1150, 330, 70)}${coin('coins/eth', 1330, 540, 70)}
    ${arrow('M 1230 300 C 1320 300, 1350 380, 1345 450', [1345, 450], 90, c.accent, 10)}
    ${arrow('M 1250 575 C 1160 575, 1140 500, 1145 420', [1145, 420], 270, '#ffffff', 10)}`,
};

/** An article without a scene: its first tag's colours and the swap's two coins. */
function genericScene(/** @type {Colors} */ c) {
  return `${coin('coins/btc', 480, 450, 120)}${arrow('M 640 450 C 760 340, 840 340, 960 450', [960, 450], 40, c.accent, 14)}${coin('coins/eth', 1120, 450, 120)}`;
}

/** @param {string} slug */
function firstTag(slug) {
  const source = readFileSync(path.join(contentDir, slug, 'en.md'), 'utf8');
  const match = /^tags:\s*\[([^\]]*)\]/m.exec(source);
  return match?.[1]?.split(',')[0]?.trim() ?? 'basics';
}

/** @param {string} slug */
function coverSvg(slug) {
  const [dark, light, accent] = /** @type {[string, string, string]} */ (
    PALETTES[/** @type {keyof typeof PALETTES} */ (firstTag(slug))] ?? PALETTES.basics
  );
  const colors = { dark, light, accent };
  const scene = (SCENES[slug] ?? genericScene)(colors);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/>
    </linearGradient>
    <pattern id="grid" width="64" height="64" patternUnits="userSpaceOnUse">
      <circle cx="2" cy="2" r="2" fill="#fff" opacity="0.14"/>
    </pattern>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#grid)"/>
  ${scene}
</svg>`;
}

const all = process.argv.includes('--all');
mkdirSync(coverDir, { recursive: true });
const slugs = readdirSync(contentDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
let drawn = 0;
for (const slug of slugs) {
  const file = path.join(coverDir, `${slug}.webp`);
  if (existsSync(file) && !all) continue;
  await sharp(Buffer.from(coverSvg(slug)))
    .webp({ quality: 80 })
    .toFile(file);
  drawn += 1;
  process.stdout.write(`drew ${path.relative(root, file)}\n`);
}
process.stdout.write(`${drawn} cover(s) drawn, ${slugs.length - drawn} kept\n`);
