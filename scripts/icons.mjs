#!/usr/bin/env node
// Copies the catalogue's colour icons from the installed @web3icons/core package (MIT) into
// public/icons, and writes lib/catalogue/data/icons.ts listing what exists, so the build needs
// neither the script nor the package's SVG modules. Run after adding currencies or networks:
//   node scripts/icons.mjs
// An icon that would vanish on white (a white glyph: XRP, ALGO, ARB, EOS, HBAR, WBTC) takes the
// package's "background" variant, its brand-colour square made a disc; one that would vanish on
// a dark surface (a black glyph) gets a white disc behind it (scripts/icon-paints.mjs decides,
// tests/unit/catalogue/icon-visibility.test.ts checks every shipped file).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DARK, standsOut, WHITE } from './icon-paints.mjs';

const root = path.resolve(import.meta.dirname, '..');
const svgs = path.join(root, 'node_modules/@web3icons/core/dist/svgs');
const data = path.join(root, 'lib/catalogue/data');

// Our network code -> the package's network icon, where the names differ.
const NETWORK_NAMES = {
  bsc: 'binance-smart-chain',
  arbitrum: 'arbitrum-one',
  ripple: 'xrp',
  near: 'near-protocol',
  hedera: 'hedera-hashgraph',
  ethereumclassic: 'ethereum-classic',
  sei: 'sei-network',
};
// Our ticker -> the package's token icon, where the names differ.
const TICKER_NAMES = { RENDER: 'RNDR' };

async function loadSvg(file) {
  try {
    const loaded = await import(pathToFileURL(file).href);
    return typeof loaded.default === 'string' && loaded.default.startsWith('<svg')
      ? loaded.default
      : null;
  } catch {
    return null;
  }
}

// The package's square background, as its "background" variant draws it.
const SQUARE = /<path fill="(#[0-9a-fA-F]{3,8})" d="M24 0H0v24h24z"\/>/;
const disc = (fill) => `<circle cx="12" cy="12" r="12" fill="${fill}"/>`;

/** The icon drawn at 80 % on a disc of the given colour (24 × 24 icons only). */
function onDisc(svg, fill) {
  const open = /^<svg[^>]*viewBox="0 0 24 24"[^>]*>/.exec(svg)?.[0];
  if (!open) throw new Error('icons: only a 24 × 24 icon can be put on a disc');
  const body = svg
    .slice(open.length)
    .replace(/<\/svg>\s*$/, '')
    .trim();
  return `${open}\n    ${disc(fill)}\n    <g transform="matrix(.8 0 0 .8 2.4 2.4)">\n    ${body}\n    </g>\n</svg>\n`;
}

const hex = (rgb) => `#${rgb.map((part) => part.toString(16).padStart(2, '0')).join('')}`;

/** The branded icon, or a variant of it that stands out on white and on the dark surface. */
async function visible(folder, file) {
  let svg = await loadSvg(path.join(svgs, folder, 'branded', file));
  if (!svg) return null;
  if (!standsOut(svg, WHITE)) {
    const background = await loadSvg(path.join(svgs, folder, 'background', file));
    svg =
      background && SQUARE.test(background)
        ? background.replace(SQUARE, (_, fill) => disc(fill))
        : onDisc(svg, hex(DARK));
  }
  if (!standsOut(svg, DARK)) svg = onDisc(svg, '#ffffff');
  if (!standsOut(svg, WHITE) || !standsOut(svg, DARK)) {
    throw new Error(`icons: ${folder}/${file} stays invisible on white or on the dark surface`);
  }
  return svg;
}

const tokenSvg = (ticker) => visible('tokens', `${TICKER_NAMES[ticker] ?? ticker}.svg.js`);
const networkSvg = (code) => visible('networks', `${NETWORK_NAMES[code] ?? code}.svg.js`);

// The data files are TypeScript; their entries are regular enough to read with patterns.
async function readCatalogue() {
  const source = async (name) => readFile(path.join(data, name), 'utf8');
  const networks = [
    ...(await readFile(path.join(root, 'lib/catalogue/networks.ts'), 'utf8')).matchAll(
      /(?:evm|blockchair|mintscan|other)\(\s*'([a-z0-9]+)'/g,
    ),
  ].map((match) => match[1]);
  const natives = new Map(); // network -> native ticker
  for (const [, ticker, network] of (await source('natives.ts')).matchAll(
    /native\(\s*'[a-z0-9]+',\s*'([A-Z0-9]+)',\s*'[^']*',\s*'([a-z0-9]+)'/g,
  )) {
    if (!natives.has(network)) natives.set(network, ticker);
  }
  const tickers = new Set();
  for (const name of ['natives.ts', 'stablecoins.ts', 'tokens.ts']) {
    for (const [, ticker] of (await source(name)).matchAll(
      /'((?=[A-Z0-9]*[A-Z])[A-Z0-9]{2,10})'/g,
    )) {
      tickers.add(ticker);
    }
  }
  return { networks, natives, tickers };
}

const { networks, natives, tickers } = await readCatalogue();
const coinDir = path.join(root, 'public/icons/coins');
const networkDir = path.join(root, 'public/icons/networks');
await mkdir(coinDir, { recursive: true });
await mkdir(networkDir, { recursive: true });

const networkIcons = [];
for (const code of networks) {
  const svg =
    (await networkSvg(code)) ?? (natives.has(code) ? await tokenSvg(natives.get(code)) : null);
  if (!svg) continue;
  await writeFile(path.join(networkDir, `${code}.svg`), svg);
  networkIcons.push(code);
}

const coinIcons = [];
const missing = [];
for (const ticker of [...tickers].sort()) {
  const nativeOf = [...natives].find(([, native]) => native === ticker)?.[0];
  const svg = (await tokenSvg(ticker)) ?? (nativeOf ? await networkSvg(nativeOf) : null);
  if (!svg) {
    missing.push(ticker);
    continue;
  }
  await writeFile(path.join(coinDir, `${ticker.toLowerCase()}.svg`), svg);
  coinIcons.push(ticker.toLowerCase());
}

const list = (items) => items.map((item) => `  '${item}',`).join('\n');
await writeFile(
  path.join(data, 'icons.ts'),
  `// Written by scripts/icons.mjs: the tickers and networks that have an icon in public/icons.
// Currencies without one show public/icons/coins/generic.svg.

export const COIN_ICONS: ReadonlySet<string> = new Set<string>([
${list(coinIcons)}
]);

export const NETWORK_ICONS: ReadonlySet<string> = new Set<string>([
${list(networkIcons)}
]);
`,
);
process.stdout.write(
  `icons: ${coinIcons.length} coins, ${networkIcons.length} networks; generic for: ${missing.join(' ') || 'none'}\n`,
);
