// @ts-check
// `npm run check:js-budget`: the first-load JS of each page type against the bare Next 16 +
// next-intl page (bench/bare), from the build output: no server, no browser, no timing. A page's
// first load is the gzip size (level 9) of the `<script src>` files its prerendered HTML loads,
// without the `noModule` polyfills; a page rendered per request (no HTML) is measured from the
// build's own list of its first-load chunks (.next/diagnostics/route-bundle-stats.json).
// Prints the table; exits 1 when a page is over its budget or cannot be measured.
// `npm test` runs it on the `npm run test:build` output.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BARE_DIST, ensureBareBuild } from '../bench/servers.mjs';
import {
  budgetVerdict,
  buildFileOf,
  firstLoadScripts,
  kb,
  routeChunks,
  totalSize,
} from './first-load-js.mjs';

/** Allowance over the bare page, KB gzip (issue 10, target 2). */
const ALLOWANCE_KB = { content: 35, swap: 70 };

/** @typedef {{ page: string; route: string; html?: string; budget: keyof typeof ALLOWANCE_KB }} MeasuredPage */

/**
 * A prerendered page, measured from its HTML under .next/server/app (it fails when the file is
 * missing): the file follows from the path ("/en/faq" → en/faq.html) unless given.
 * @param {string} pathname
 * @param {string} route
 * @param {MeasuredPage['budget']} [budget]
 * @param {{ label?: string; html?: string }} [options]
 * @returns {MeasuredPage}
 */
const prerendered = (pathname, route, budget = 'content', options = {}) => ({
  page: options.label ?? `\`${pathname}\``,
  route,
  html: options.html ?? `${pathname.replace(/^\/|\/$/g, '')}.html`,
  budget,
});

/**
 * The measured pages: one line per page type. A page without `html` is rendered per request and
 * measured from its route's chunk list.
 * @type {MeasuredPage[]}
 */
const PAGES = [
  prerendered('/en', '/[locale]', 'content', { label: 'home `/en`' }),
  prerendered('/ja', '/[locale]', 'content', { label: 'home `/ja`' }),
  prerendered('/en/transaction-status', '/[locale]/transaction-status'),
  prerendered('/en/faq', '/[locale]/faq'),
  prerendered('/en/swap', '/[locale]/swap', 'swap'),
  // /dex (docs/dex.md "Pages"): the page's first load; the wallet island (wagmi, viem, the
  // dialog) is a chunk of its own that loads after it in the browser only.
  prerendered('/en/dex', '/[locale]/dex', 'swap'),
  // A DEX network's landing: rendered on its first request (its live quotes need the running
  // server), so measured from its chunks; server-rendered text and links, no wallet: content.
  { page: '`/en/dex/ethereum`', route: '/[locale]/dex/[network]', budget: 'content' },
  prerendered('/en/how-it-works', '/[locale]/how-it-works'),
  prerendered('/en/about-us', '/[locale]/about-us'),
  prerendered('/en/partners', '/[locale]/partners'),
  // The five legal pages share one component; one stands for them.
  prerendered('/en/privacy-policy', '/[locale]/privacy-policy'),
  // proxy.ts answers every path no page serves with this prerendered page (status 404).
  prerendered('/en/no-such-page', '/[locale]/not-found-page/[area]', 'content', {
    label: '404 `/en/no-such-page`',
    html: 'en/not-found-page/site.html',
  }),
  prerendered('/en/maintenance', '/[locale]/maintenance', 'content', {
    label: 'maintenance `/en/maintenance`',
  }),
  prerendered('/en/contact', '/[locale]/contact'),
  prerendered('/en/for-partners', '/[locale]/for-partners'),
  // The coin listing (its search island) and a prerendered coin page (the preset swap form).
  prerendered('/en/coin', '/[locale]/coin'),
  prerendered('/en/coin/btc', '/[locale]/coin/[slug]'),
  // The footer's popular pairs are prerendered; the pair page carries /swap's offers island.
  prerendered('/en/exchange/btc-to-eth', '/[locale]/exchange/[pair]', 'swap'),
  prerendered('/en/exchange-pairs', '/[locale]/exchange-pairs'),
  // The comparisons and cross-chain pairs of the popular head are prerendered; the rest render
  // on demand with the same code. A cross-chain pair carries the pair page's offers island.
  prerendered('/en/compare/btc-vs-eth', '/[locale]/compare/[slug]'),
  prerendered('/en/cross-chain/usdttrc20-to-usdterc20', '/[locale]/cross-chain/[slug]', 'swap'),
  // The buy and sell pages carry the ramp offers island (docs/fiat-pages.md).
  prerendered('/en/buy/btc/germany', '/[locale]/buy/[coin]/[country]'),
  prerendered('/en/buy-coin/eur-btc', '/[locale]/buy-coin/[pair]'),
  // Rendered per request (approved reviews appear without a rebuild): measured from its chunks.
  { page: '`/en/customer-feedbacks`', route: '/[locale]/customer-feedbacks', budget: 'content' },
  prerendered('/en/providers', '/[locale]/providers'),
  // The API reference (docs/partners/api-reference.md): server-rendered, no island of its own.
  prerendered('/en/for-partners/api', '/[locale]/for-partners/api'),
  // The blog (docs/blog.md): plain links, the covers' next/image its only client code.
  prerendered('/en/blog/', '/[locale]/blog'),
  prerendered('/en/blog/how-to-compare-crypto-swap-offers/', '/[locale]/blog/[slug]'),
  // The embeddable swap (docs/widgets.md): rendered per request (its partner's theme and
  // events), the whole swap flow in a frame, so within the swap page's budget.
  { page: '`/v2/widget`', route: '/[locale]/v2/widget', budget: 'swap' },
];

const distDir = path.resolve(process.argv[2] ?? '.next');

/** @param {string} dist */
function gzipSizer(dist) {
  /** @type {Map<string, number>} */
  const cache = new Map();
  return (/** @type {string} */ file) => {
    let size = cache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
      cache.set(file, size);
    }
    return size;
  };
}

/**
 * @param {string} dist
 * @param {string} htmlFile relative to dist/server/app
 */
function measureHtml(dist, htmlFile) {
  const html = readFileSync(path.join(dist, 'server', 'app', htmlFile), 'utf8');
  const scripts = firstLoadScripts(html);
  const files = scripts.map(buildFileOf).filter((file) => file !== null);
  const external = scripts.filter((src) => buildFileOf(src) === null);
  return { bytes: totalSize(files, gzipSizer(dist)), scripts: files.length, external };
}

/**
 * @param {string} dist
 * @param {string} route
 */
function measureRoute(dist, route) {
  const statsFile = path.join(dist, 'diagnostics', 'route-bundle-stats.json');
  if (!existsSync(statsFile)) return null;
  const files = routeChunks(JSON.parse(readFileSync(statsFile, 'utf8')), route);
  if (!files) return null;
  return { bytes: totalSize(files, gzipSizer(dist)), scripts: files.length, external: [] };
}

if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
  process.stderr.write(
    `No build in ${distDir}: run \`npm run build\` (or \`npm run test:build\`) first.\n`,
  );
  process.exit(1);
}
ensureBareBuild();
const bare = measureHtml(BARE_DIST, 'en.html');

/** @type {string[]} */
const problems = [];
const rows = PAGES.map((entry) => {
  const allowanceKb = ALLOWANCE_KB[entry.budget];
  const hasHtml =
    entry.html !== undefined && existsSync(path.join(distDir, 'server', 'app', entry.html));
  const measured = hasHtml
    ? measureHtml(distDir, /** @type {string} */ (entry.html))
    : measureRoute(distDir, entry.route);
  if (entry.html !== undefined && !hasHtml) {
    problems.push(
      `${entry.page}: no prerendered HTML at ${path.join('server', 'app', entry.html)}, where ` +
        'PAGES (scripts/js-budget.mjs) declares it: is the page rendered per request, or was it ' +
        'moved?' +
        (measured ? ` Its route's chunks weigh ${kb(measured.bytes)} KB gzip.` : ''),
    );
  } else if (!measured) {
    problems.push(
      `${entry.page}: route ${entry.route} is not in ${path.join('diagnostics', 'route-bundle-stats.json')}; ` +
        'declare its prerendered HTML in PAGES (scripts/js-budget.mjs) or fix the route name.',
    );
  }
  if (measured && measured.external.length > 0) {
    problems.push(
      `${entry.page}: loads scripts from outside the build: ${measured.external.join(', ')}`,
    );
  }
  const verdict = measured
    ? budgetVerdict({ bytes: measured.bytes, bareBytes: bare.bytes, allowanceKb })
    : null;
  if (verdict && !verdict.pass) {
    problems.push(
      `${entry.page}: ${kb(verdict.over)} KB over its budget of bare + ${allowanceKb} KB`,
    );
  }
  return {
    page: entry.page,
    source: hasHtml ? 'HTML' : measured ? 'route chunks' : '—',
    kb: measured ? kb(measured.bytes) : '—',
    scripts: measured ? String(measured.scripts) : '—',
    limit: verdict ? `${kb(verdict.limit)} (bare + ${allowanceKb})` : '—',
    result: verdict?.pass && (hasHtml || entry.html === undefined) ? 'ok' : 'FAIL',
  };
});

const table = [
  ['page', 'measured from', 'first-load JS KB gzip', 'scripts', 'budget KB', 'result'],
  [
    'bare Next 16 + next-intl page (bench/bare)',
    'HTML',
    kb(bare.bytes),
    String(bare.scripts),
    '',
    '',
  ],
  ...rows.map((row) => [row.page, row.source, row.kb, row.scripts, row.limit, row.result]),
];
const widths = table.reduce(
  (max, row) => row.map((cell, column) => Math.max(cell.length, max[column] ?? 0)),
  /** @type {number[]} */ ([]),
);
for (const row of table) {
  process.stdout.write(
    `${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}\n`,
  );
}
process.stdout.write(`\nBuild: ${distDir}; gzip level 9, noModule polyfills not counted.\n`);
if (problems.length > 0) {
  process.stderr.write(
    `\nFirst-load JS budget failed:\n${problems.map((p) => `- ${p}`).join('\n')}\n`,
  );
  process.exit(1);
}
process.stdout.write('First-load JS within budget on every page.\n');
