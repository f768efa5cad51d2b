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
//   CHROMIUM_PATH     the browser (default /usr/bin/chromium, Debian's Chromium)
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { machineLine, writeSection } from './doc.mjs';
import { isFixtureBuild, requireSiteBuild, startBare, startSite } from './servers.mjs';

/**
 * The pages, one line per page type. `server`: the site, the site in maintenance or the bare
 * app. `seoByDesign`: SEO audits this page fails on purpose (an error page answers 404 and is not
 * indexed); the SEO verdict leaves them out and the table says so.
 * @type {{ name: string; server: 'site' | 'maintenance' | 'bare'; path: string; seoByDesign?: string[] }[]}
 */
const PAGES = [
  { name: 'bare Next 16 + next-intl page (bench/bare)', server: 'bare', path: '/' },
  { name: 'home', server: 'site', path: '/' },
  { name: 'home, Japanese', server: 'site', path: '/ja' },
  { name: 'swap', server: 'site', path: '/swap?from=btc&to=eth&amount=0.1' },
  { name: 'transaction status', server: 'site', path: '/transaction-status' },
  {
    name: '404',
    server: 'site',
    path: '/no-such-page',
    seoByDesign: ['http-status-code', 'is-crawlable'],
  },
  // During maintenance the page answers 503 with Retry-After (and is never indexed).
  {
    name: 'maintenance',
    server: 'maintenance',
    path: '/maintenance',
    seoByDesign: ['http-status-code', 'is-crawlable'],
  },
];

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
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * One Lighthouse run in a fresh browser.
 * @param {string} url
 */
async function audit(url) {
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
 * The figures of one run.
 * @param {import('lighthouse').Result} lhr
 * @param {string[]} seoByDesign
 */
function figures(lhr, seoByDesign) {
  const seo = lhr.categories.seo;
  const failing = (
    /** @type {import('lighthouse').Result['categories'][string] | undefined} */ category,
  ) =>
    (category?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null)
      .filter((ref) => (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  return {
    performance: points(lhr.categories.performance?.score),
    accessibility: points(lhr.categories.accessibility?.score),
    bestPractices: points(lhr.categories['best-practices']?.score),
    seo: points(seo?.score),
    seoJudged: seo ? scoreWithout(seo, lhr.audits, seoByDesign) : NaN,
    seoByDesignFailing: failing(seo).filter((id) => seoByDesign.includes(id)),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    failing: [
      ...failing(lhr.categories.accessibility),
      ...failing(lhr.categories['best-practices']),
      ...failing(seo).filter((id) => !seoByDesign.includes(id)),
    ],
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

/** @type {{ page: typeof PAGES[number]; url: string; runs: ReturnType<typeof figures>[]; median: ReturnType<typeof figures> }[]} */
const results = [];
try {
  process.stdout.write('starting the servers ...\n');
  servers.bare = await startBare();
  servers.site = await startSite('site');
  servers.maintenance = await startSite('maintenance', { MAINTENANCE_MODE: 'true' });
  for (const page of PAGES) {
    const url = /** @type {{ url: string }} */ (servers[page.server]).url + page.path;
    // A first request outside the measurement, so no run pays for a cold server.
    await fetch(url).catch(() => null);
    const runs = [];
    for (let i = 1; i <= RUNS; i += 1) {
      process.stdout.write(`lighthouse ${page.server} ${page.path} (${i}/${RUNS}) ...\n`);
      runs.push(figures(await audit(url), page.seoByDesign ?? []));
    }
    const ranked = [...runs].sort((a, b) => a.performance - b.performance);
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

const browserVersion = execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).trim();

const lighthouseVersion = results[0]?.median.version ?? '?';
const rows = results.map(({ page, median: m, runs }) => {
  const seoText =
    m.seoByDesignFailing.length > 0
      ? `${m.seoJudged} (${m.seo} with ${m.seoByDesignFailing.join(', ')})`
      : String(m.seo);
  const cells = [
    mark(m.performance, m.performance >= TARGETS.performance, String(m.performance)),
    mark(m.accessibility, m.accessibility >= TARGETS.accessibility, String(m.accessibility)),
    mark(m.bestPractices, m.bestPractices >= TARGETS.bestPractices, String(m.bestPractices)),
    mark(m.seoJudged, m.seoJudged >= TARGETS.seo, seoText),
    mark(m.lcpMs, m.lcpMs <= TARGETS.lcpMs, `${(m.lcpMs / 1000).toFixed(2)} s`),
    mark(m.tbtMs, m.tbtMs <= TARGETS.tbtMs, `${Math.round(m.tbtMs)} ms`),
    mark(m.cls, m.cls <= TARGETS.cls, m.cls.toFixed(3)),
  ];
  const spread = runs.map((run) => run.performance).join(' / ');
  const label = `${page.name} (\`${page.path}\`${page.server === 'maintenance' ? ', MAINTENANCE_MODE=true' : ''})`;
  return `| ${label} | ${cells.join(' | ')} | ${spread} |`;
});

const notes = results.flatMap(({ page, median }) => [
  ...(median.error ? [`- ${page.name}: Lighthouse error: ${median.error}`] : []),
  ...(median.failing.length > 0
    ? [`- ${page.name}: failing audits (median run): ${[...new Set(median.failing)].join(', ')}`]
    : []),
  ...median.warnings.map((warning) => `- ${page.name}: ${warning.replace(/\s+/g, ' ')}`),
]);

const lines = [
  `- Date: ${new Date().toISOString()}`,
  `- Machine: ${machineLine()}`,
  `- Lighthouse ${lighthouseVersion}, mobile defaults (simulated throttling), ${browserVersion}, headless`,
  `- Site: the build in .next${isFixtureBuild() ? ' (**an e2e fixture build**)' : ''}, served by this run (\`server/index.mjs\`); the bare app by \`next start\`, same run`,
  `- ${RUNS} runs per page in a fresh browser each; the row shows the run with the median performance score`,
  '',
  `| page | performance (≥ ${TARGETS.performance}) | accessibility (${TARGETS.accessibility}) | best practices (${TARGETS.bestPractices}) | SEO (${TARGETS.seo}) | LCP (≤ ${TARGETS.lcpMs / 1000} s) | TBT (≤ ${TARGETS.tbtMs} ms) | CLS (≤ ${TARGETS.cls}) | performance, each run |`,
  '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ...rows,
  '',
  "✓ target met, ✗ not met. The targets are for the site's pages; the bare page is the reference.",
  ...(notes.length > 0 ? ['', ...notes] : []),
];
writeSection('lighthouse', lines);
process.stdout.write(`${lines.join('\n')}\n`);
