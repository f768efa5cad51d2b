// @ts-check
// `npm run bench:lighthouse`: Lighthouse (pinned in package.json, mobile defaults: simulated slow
// 4G and a 4× slower CPU) on each page type of the site and on the bare reference app
// (bench/bare), all in one run on one machine, three runs per page; the run with the median
// performance score is reported. Writes its section of docs/performance.md (between the
// `bench:lighthouse` markers).
//
// Needs a production build of the site (`npm run build`; this script does not build it). It
// serves that build on free ports (a second server with MAINTENANCE_MODE=true for the
// maintenance page), builds the bare app when needed and serves it too, and stops them all.
//
//   LIGHTHOUSE_RUNS   runs per page (default 3; the median is taken)
//   LIGHTHOUSE_ONLY   only these pages (names from PAGES, comma-separated, e.g. "404,swap"):
//                     printed, not written to docs/performance.md
//   CHROMIUM_PATH     the browser (default /usr/bin/chromium, Debian's Chromium)
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { machineLine, writeSection } from './doc.mjs';
import { isFixtureBuild, requireSiteBuild, startBare, startSite } from './servers.mjs';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';

/**
 * The pages, one line per page type. `server`: the site, the site in maintenance or the bare
 * app. `errorPage`: the page answers an error status on purpose (404, or 503 during maintenance)
 * and is not indexed, so Lighthouse is told to audit it anyway, and the audits such a page fails
 * by design are left out of the verdict (see BY_DESIGN).
 * @type {{ name: string; server: 'site' | 'maintenance' | 'bare'; path: string; errorPage?: true }[]}
 */
const PAGES = [
  { name: 'bare Next 16 + next-intl page (bench/bare)', server: 'bare', path: '/' },
  { name: 'home', server: 'site', path: '/' },
  { name: 'home, Japanese', server: 'site', path: '/ja' },
  { name: 'swap', server: 'site', path: '/swap?from=btc&to=eth&amount=0.1' },
  { name: 'transaction status', server: 'site', path: '/transaction-status' },
  { name: 'how it works', server: 'site', path: '/how-it-works' },
  { name: 'about us', server: 'site', path: '/about-us' },
  { name: 'partners', server: 'site', path: '/partners' },
  { name: 'faq', server: 'site', path: '/faq' },
  { name: 'contact', server: 'site', path: '/contact' },
  { name: 'customer reviews', server: 'site', path: '/customer-feedbacks' },
  { name: 'privacy policy (legal pages)', server: 'site', path: '/privacy-policy' },
  // The catalogue (issue 12): a prerendered head; the rest renders on demand and is cached.
  { name: 'coin listing', server: 'site', path: '/coin' },
  { name: 'coin', server: 'site', path: '/coin/btc' },
  { name: 'exchange pair', server: 'site', path: '/exchange/btc-to-eth' },
  { name: 'compare', server: 'site', path: '/compare/btc-vs-eth' },
  { name: 'cross-chain pair', server: 'site', path: '/cross-chain/usdttrc20-to-usdterc20' },
  { name: 'providers', server: 'site', path: '/providers' },
  { name: 'dex', server: 'site', path: '/dex' },
  { name: 'blog', server: 'site', path: '/blog/' },
  { name: 'blog article', server: 'site', path: '/blog/how-to-compare-crypto-swap-offers/' },
  { name: '404', server: 'site', path: '/no-such-page', errorPage: true },
  { name: 'maintenance', server: 'maintenance', path: '/maintenance', errorPage: true },
];

/**
 * What an error page fails by design: SEO's status and indexing audits always; the console audit
 * of best practices only when its sole errors are Chrome's note about the page's own status.
 */
const BY_DESIGN = { seo: ['http-status-code', 'is-crawlable'], console: 'errors-in-console' };

/** Issue 10, target 1. */
const TARGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.02,
};

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ONLY = process.env.LIGHTHOUSE_ONLY?.split(',').map((name) => name.trim());
const pages = ONLY ? PAGES.filter((page) => ONLY.includes(page.name)) : PAGES;
if (pages.length === 0) {
  process.stderr.write(
    `LIGHTHOUSE_ONLY names no page of: ${PAGES.map((p) => p.name).join(', ')}\n`,
  );
  process.exit(1);
}
// The project's one Chromium launch definition (Debian's build, no background connections).
const CHROME_PATH = chromiumLaunchOptions.executablePath;
const CHROME_FLAGS = ['--headless=new', ...chromiumLaunchOptions.args];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * One Lighthouse run in a fresh browser.
 * @param {string} url
 * @param {boolean} errorPage audit the page although it answers an error status
 */
async function audit(url, errorPage) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ignoreStatusCode: errorPage,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** @param {number | null | undefined} score 0..1 */
const points = (score) => (typeof score === 'number' ? Math.round(score * 100) : NaN);

/**
 * A category's score without some of its audits (weights as Lighthouse gives them).
 * @param {import('lighthouse').Result['categories'][string]} category
 * @param {import('lighthouse').Result['audits']} audits
 * @param {string[]} without
 */
function scoreWithout(category, audits, without) {
  let weighted = 0;
  let weights = 0;
  for (const ref of category.auditRefs) {
    const score = audits[ref.id]?.score;
    if (without.includes(ref.id) || ref.weight === 0 || typeof score !== 'number') continue;
    weighted += score * ref.weight;
    weights += ref.weight;
  }
  return weights > 0 ? Math.round((weighted / weights) * 100) : NaN;
}

/**
 * The console errors Lighthouse saw.
 * @param {import('lighthouse').Result} lhr
 * @returns {{ description?: string; sourceLocation?: { url?: string } }[]}
 */
function consoleItems(lhr) {
  const details = /** @type {any} */ (lhr.audits[BY_DESIGN.console]?.details);
  return Array.isArray(details?.items) ? details.items : [];
}

/**
 * True when every console error is Chrome's "Failed to load resource" about the page itself: what
 * any page answering an error status logs.
 * @param {import('lighthouse').Result} lhr
 */
function onlyOwnStatusInConsole(lhr) {
  const items = consoleItems(lhr);
  return (
    items.length > 0 &&
    items.every(
      (item) =>
        /^Failed to load resource: the server responded with a status of \d{3}/.test(
          item.description ?? '',
        ) && item.sourceLocation?.url === lhr.finalDisplayedUrl,
    )
  );
}

/**
 * The figures of one run.
 * @param {import('lighthouse').Result} lhr
 * @param {boolean} errorPage
 */
function figures(lhr, errorPage) {
  const { seo, accessibility } = lhr.categories;
  const bestPractices = lhr.categories['best-practices'];
  const seoByDesign = errorPage ? BY_DESIGN.seo : [];
  const bpByDesign = errorPage && onlyOwnStatusInConsole(lhr) ? [BY_DESIGN.console] : [];
  const failing = (
    /** @type {import('lighthouse').Result['categories'][string] | undefined} */ category,
  ) =>
    (category?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && typeof lhr.audits[ref.id]?.score === 'number')
      .filter((ref) => (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  const consoleErrors = failing(bestPractices).includes(BY_DESIGN.console)
    ? consoleItems(lhr).map((item) => (item.description ?? '').replace(/\s+/g, ' ').slice(0, 160))
    : [];
  /** @param {typeof seo | undefined} category @param {string[]} without */
  const judged = (category, without) => ({
    raw: points(category?.score),
    judged: category ? scoreWithout(category, lhr.audits, without) : NaN,
    byDesign: failing(category).filter((id) => without.includes(id)),
    failing: failing(category).filter((id) => !without.includes(id)),
  });
  return {
    performance: points(lhr.categories.performance?.score),
    accessibility: judged(accessibility, []),
    bestPractices: judged(bestPractices, bpByDesign),
    seo: judged(seo, seoByDesign),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    consoleErrors: [...new Set(consoleErrors)],
    warnings: lhr.runWarnings,
    version: lhr.lighthouseVersion,
    error: lhr.runtimeError?.message,
  };
}

if (!existsSync(CHROME_PATH)) {
  process.stderr.write(`No browser at ${CHROME_PATH} (set CHROMIUM_PATH).\n`);
  process.exit(1);
}
requireSiteBuild();
if (isFixtureBuild()) {
  process.stderr.write(
    'Warning: .next is an e2e fixture build (npm run test:build); run `npm run build` for figures of the real site.\n',
  );
}

/** @type {Record<string, { url: string; stop: () => Promise<unknown> }>} */
const servers = {};
const stopAll = () => Promise.all(Object.values(servers).map((server) => server.stop()));
process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));

/** @param {{ performance: number }} run */
const scored = (run) => !Number.isNaN(run.performance);

/** @type {{ page: typeof PAGES[number]; url: string; runs: ReturnType<typeof figures>[]; median: ReturnType<typeof figures> }[]} */
const results = [];
try {
  process.stdout.write('starting the servers ...\n');
  const needed = new Set(pages.map((page) => page.server));
  if (needed.has('bare')) servers.bare = await startBare();
  if (needed.has('site')) servers.site = await startSite('site');
  if (needed.has('maintenance')) {
    servers.maintenance = await startSite('maintenance', { MAINTENANCE_MODE: 'true' });
  }
  for (const page of pages) {
    const url = /** @type {{ url: string }} */ (servers[page.server]).url + page.path;
    // A first request outside the measurement, so no run pays for a cold server.
    await fetch(url).catch(() => null);
    const runs = [];
    // A run Lighthouse itself could not record (NO_NAVSTART and the like) has no figures: it is
    // run again, at most twice per page, and kept out of the median.
    for (let attempt = 1; runs.filter(scored).length < RUNS && attempt <= RUNS + 2; attempt += 1) {
      process.stdout.write(`lighthouse ${page.server} ${page.path} (${attempt}/${RUNS}) ...\n`);
      runs.push(figures(await audit(url, page.errorPage ?? false), page.errorPage ?? false));
    }
    const ranked = [...(runs.some(scored) ? runs.filter(scored) : runs)].sort(
      (a, b) => a.performance - b.performance,
    );
    const median = /** @type {ReturnType<typeof figures>} */ (
      ranked[Math.floor(ranked.length / 2)]
    );
    results.push({ page, url, runs, median });
  }
} finally {
  await stopAll();
}

/**
 * @param {number} value
 * @param {boolean} pass
 * @param {string} text
 */
const mark = (value, pass, text) => (Number.isNaN(value) ? '—' : `${text} ${pass ? '✓' : '✗'}`);

const lighthouseVersion = results[0]?.median.version ?? '?';
const browserVersion = execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).trim();

/**
 * A category cell: the judged score, and when audits were left out by design the raw score and
 * their names.
 * @param {{ raw: number; judged: number; byDesign: string[] }} category
 * @param {number} target
 */
const categoryCell = (category, target) =>
  mark(
    category.judged,
    category.judged >= target,
    category.byDesign.length > 0
      ? `${category.judged} (${category.raw} with ${category.byDesign.join(', ')})`
      : String(category.judged),
  );

const rows = results.map(({ page, median: m, runs }) => {
  const cells = [
    mark(m.performance, m.performance >= TARGETS.performance, String(m.performance)),
    categoryCell(m.accessibility, TARGETS.accessibility),
    categoryCell(m.bestPractices, TARGETS.bestPractices),
    categoryCell(m.seo, TARGETS.seo),
    mark(m.lcpMs, m.lcpMs <= TARGETS.lcpMs, `${(m.lcpMs / 1000).toFixed(2)} s`),
    mark(m.tbtMs, m.tbtMs <= TARGETS.tbtMs, `${Math.round(m.tbtMs)} ms`),
    mark(m.cls, m.cls <= TARGETS.cls, m.cls.toFixed(3)),
  ];
  const spread = runs.map((run) => run.performance).join(' / ');
  const label = `${page.name} (\`${page.path}\`${page.server === 'maintenance' ? ', MAINTENANCE_MODE=true' : ''})`;
  return `| ${label} | ${cells.join(' | ')} | ${spread} |`;
});

const notes = results.flatMap(({ page, median: m }) => {
  const failing = [...m.accessibility.failing, ...m.bestPractices.failing, ...m.seo.failing];
  return [
    ...(m.error ? [`- ${page.name}: Lighthouse error: ${m.error}`] : []),
    ...(failing.length > 0
      ? [`- ${page.name}: failing audits: ${[...new Set(failing)].join(', ')}`]
      : []),
    ...m.consoleErrors.map((text) => `- ${page.name}: console error: \`${text}\``),
    ...m.warnings
      // An error page's status is expected: Lighthouse's warning about it is not news.
      .filter((warning) => warning !== m.error)
      .filter((warning) => !(page.errorPage && /\(Status code: \d{3}\)/.test(warning)))
      .map((warning) => `- ${page.name}: ${warning.replace(/\s+/g, ' ')}`),
  ];
});

const lines = [
  `- Date: ${new Date().toISOString()}`,
  `- Machine: ${machineLine()}`,
  `- Lighthouse ${lighthouseVersion}, mobile defaults (simulated throttling), ${browserVersion}, headless`,
  `- Site: the build in .next${isFixtureBuild() ? ' (**an e2e fixture build**)' : ''}, served by this run (\`server/index.mjs\`); the bare app by \`next start\`, same run`,
  `- ${RUNS} run${RUNS === 1 ? '' : 's'} per page in a fresh browser each; the row shows the run with the median performance score`,
  '',
  `| page | performance (≥ ${TARGETS.performance}) | accessibility (${TARGETS.accessibility}) | best practices (${TARGETS.bestPractices}) | SEO (${TARGETS.seo}) | LCP (≤ ${TARGETS.lcpMs / 1000} s) | TBT (≤ ${TARGETS.tbtMs} ms) | CLS (≤ ${TARGETS.cls}) | performance, each run |`,
  '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ...rows,
  '',
  "✓ target met, ✗ not met. The targets are for the site's pages; the bare page is the reference.",
  ...(notes.length > 0 ? ['', 'Notes on the median runs:', '', ...notes] : []),
];
if (!ONLY) writeSection('lighthouse', lines);
process.stdout.write(`${lines.join('\n')}\n`);
