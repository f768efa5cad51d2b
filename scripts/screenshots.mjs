// @ts-check
// `npm run screenshots -- --base http://localhost:3000`: photographs the site's own screens from
// a running build in sandbox mode (no provider keys: simulated offers and swaps) and writes
//
//   public/screenshots/<locale>/<name>.webp   phone-width crops (390 CSS px, drawn at 2x), WebP,
//                                             shown by /how-it-works and blog articles
//   lib/screenshots/screenshots.json          their sizes in CSS pixels (width and height on the
//                                             page: no layout shift; content may only show these)
//   docs/screenshots/*.png                    the home page at 390 and 1280 px, first visit
//                                             (consent banner) and returning visitor (whole page)
//
// One command, the same steps every run: fixed amounts and addresses, a fixed phone viewport,
// animations and the caret off, the consent choice set (except for the first-visit shots). The
// simulated figures change with the sandbox's reference prices; everything else is stable.
// Options: --base <url> (default http://localhost:3000), --only <name,...>, --locales <a,b,...>.
// Chromium: Debian's /usr/bin/chromium (or CHROMIUM_PATH), driven by playwright-core.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';

const root = process.cwd();
const { values: options } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    only: { type: 'string' },
    locales: { type: 'string' },
  },
});
const base = String(options.base).replace(/\/$/, '');

// The site's languages are the message files (a test keeps them equal to lib/i18n/locales.ts,
// which a .mjs script cannot import): English first, the others in file order.
const LOCALES = readdirSync(new URL('../messages/', import.meta.url))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort((a, b) => Number(b === 'en') - Number(a === 'en'));
const PHONE = { width: 390, height: 844 };
/** The tallest crop, in CSS pixels: one phone screen and a bit. */
const MAX_HEIGHT = 760;
const ETH_ADDRESS = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const XRP_ADDRESS = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const XRP_TAG = '12345';
const TIMEOUT = 120_000;

/** Written locales of a blog article: the files content/blog/<slug>/<locale>.md. */
function articleLocales(/** @type {string} */ slug) {
  const dir = path.join(root, 'content', 'blog', slug);
  return LOCALES.filter((locale) => {
    try {
      readFileSync(path.join(dir, `${locale}.md`));
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Each screen: where it is shown (so, in which locales it is made) and how to reach it.
 * how-it-works exists in all 14 locales; an article's screens only in the locales it is written in.
 */
const SHOTS = {
  offers: LOCALES, // /how-it-works: step "compare"
  address: LOCALES, // /how-it-works: step "details"
  deposit: LOCALES, // /how-it-works: step "deposit"
  status: LOCALES, // /how-it-works: step "track"; the article reading-your-swap-status
  'address-memo': articleLocales('memos-and-destination-tags'),
  'deposit-memo': articleLocales('memos-and-destination-tags'),
  networks: articleLocales('choosing-a-network'),
};

const only = options.only ? new Set(String(options.only).split(',')) : undefined;
const onlyLocales = options.locales ? new Set(String(options.locales).split(',')) : undefined;
const wanted = (/** @type {string} */ name, /** @type {string} */ locale) =>
  (!only || only.has(name)) &&
  (!onlyLocales || onlyLocales.has(locale)) &&
  SHOTS[/** @type {keyof typeof SHOTS} */ (name)].includes(locale);

const prefix = (/** @type {string} */ locale) => (locale === 'en' ? '' : `/${locale}`);

/** No animation, no caret, no smooth scrolling: the same pixels on every run. */
const STILL = `*, *::before, *::after { animation: none !important; transition: none !important;
  caret-color: transparent !important; scroll-behavior: auto !important; }`;

const browser = await chromium.launch(chromiumLaunchOptions);

/** A returning visitor's phone (no consent banner) in the locale. */
async function phone(/** @type {string} */ locale) {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    locale,
    reducedMotion: 'reduce',
  });
  await context.addCookies([
    { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: base },
  ]);
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT);
  return { context, page };
}

/** @param {import('playwright-core').Page} page @param {string} url */
async function open(page, url) {
  const response = await page.goto(base + url, { waitUntil: 'load', timeout: TIMEOUT });
  if (!response || response.status() >= 400) {
    throw new Error(`${url}: HTTP ${response?.status()}`);
  }
  await page.addStyleTag({ content: STILL });
}

/** @type {Record<string, [number, number]>} */
const sizes = (() => {
  try {
    return JSON.parse(
      readFileSync(path.join(root, 'lib', 'screenshots', 'screenshots.json'), 'utf8'),
    );
  } catch {
    return {};
  }
})();

/**
 * Crops the page from the top of `from` (less a margin) for at most MAX_HEIGHT, the phone's
 * width, and writes it as WebP.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} from
 * @param {string} locale @param {string} name
 * @param {import('playwright-core').Locator} [to] the crop ends under this element when it fits
 * @param {number} [margin] CSS pixels kept above `from` (its label, say)
 */
async function save(page, from, locale, name, to, margin = 12) {
  await from.scrollIntoViewIfNeeded();
  // No focus ring: the steps move focus to their headings for screen readers.
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  await page.evaluate(() => document.fonts.ready);
  const top = await from.evaluate((element) => element.getBoundingClientRect().top + scrollY);
  const bottom = to
    ? await to.evaluate((element) => element.getBoundingClientRect().bottom + scrollY)
    : Infinity;
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  const y = Math.max(0, Math.round(top - margin));
  const height = Math.round(Math.min(MAX_HEIGHT, bottom + 16 - y, pageHeight - y));
  const png = await page.screenshot({
    clip: { x: 0, y, width: PHONE.width, height },
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
  });
  const dir = path.join(root, 'public', 'screenshots', locale);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.webp`);
  await sharp(png).webp({ quality: 62, effort: 6, smartSubsample: true }).toFile(file);
  sizes[`/screenshots/${locale}/${name}.webp`] = [PHONE.width, height];
  process.stdout.write(`${path.relative(root, file)} ${PHONE.width}x${height}\n`);
}

/** Step 1 with the offers in; returns the page at step 2 after choosing the best one. */
async function offersThenChoose(
  /** @type {import('playwright-core').Page} */ page,
  /** @type {string} */ locale,
  /** @type {string} */ query,
  /** @type {string | undefined} */ offersShot,
) {
  await open(page, `${prefix(locale)}/swap?${query}`);
  const best = page.locator('[data-best]').filter({ visible: true }).first();
  await best.waitFor();
  // Every simulated provider has answered: one choose button per offer, in the visible layout.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-best]')].some(
        (element) => /** @type {HTMLElement} */ (element).offsetParent !== null,
      ) && !document.querySelector('[aria-busy="true"]'),
  );
  if (offersShot) {
    // From the offers' own heading (above the best offer) down.
    await save(page, best, locale, offersShot, undefined, 110);
  }
  await best.locator('button').last().click();
  await page.locator('input[name="payoutAddress"]').waitFor();
}

/**
 * A sandbox swap's screen keeps its "simulated swap" label but not the sandbox's buttons and
 * explanation, which no real swap has: the picture shows the real screen, honestly labelled.
 * Returns where the crop starts: the swap's own heading (a waiting swap shows its deposit card
 * before the label), else the label.
 * @param {import('playwright-core').Page} page
 */
async function sandboxed(page) {
  const banner = page.locator('main aside[aria-label]').first();
  await banner.waitFor();
  await page.addStyleTag({
    content: 'main aside[aria-label] > :not(:first-child) { display: none !important; }',
  });
  const heading = page.locator('[data-testid="swap-status"] > h2').first();
  return (await heading.count()) > 0 ? heading : banner;
}

/** Step 2's form: the one with the payout address. */
const checkoutForm = (/** @type {import('playwright-core').Page} */ page) =>
  page.locator('form').filter({ has: page.locator('input[name="payoutAddress"]') });

/** Fills step 2 and creates the swap; returns its Swap ID. */
async function create(
  /** @type {import('playwright-core').Page} */ page,
  /** @type {{ payout: string; tag?: string; refund?: string }} */ fields,
) {
  await page.locator('input[name="payoutAddress"]').fill(fields.payout);
  if (fields.tag) await page.locator('input[name="payoutExtraId"]').fill(fields.tag);
  if (fields.refund) await page.locator('input[name="refundAddress"]').fill(fields.refund);
  await page.locator('input[name="acceptTerms"]').check();
  await checkoutForm(page).locator('button[type="submit"]').click();
  await page.waitForURL(/[?&]swap=/, { timeout: TIMEOUT });
  return new URL(page.url()).searchParams.get('swap') ?? '';
}

/** The sandbox's "simulate deposit" (the first of its actions), then a settled status. */
async function simulateDeposit(/** @type {import('playwright-core').Page} */ page) {
  const sandbox = page
    .locator('main aside')
    .filter({ has: page.locator('button') })
    .first();
  await sandbox.locator('button').first().click();
  await page.waitForLoadState('networkidle');
}

// The swaps every locale's deposit and status shots show: made once, in English.
const swaps = { plain: '', status: '', memo: '' };
{
  const { context, page } = await phone('en');
  if (LOCALES.some((locale) => wanted('deposit', locale) || wanted('status', locale))) {
    await offersThenChoose(page, 'en', 'from=btc&to=eth&amount=0.1&rate=floating', undefined);
    swaps.plain = await create(page, { payout: ETH_ADDRESS, refund: BTC_ADDRESS });
    await offersThenChoose(page, 'en', 'from=btc&to=eth&amount=0.1&rate=floating', undefined);
    swaps.status = await create(page, { payout: ETH_ADDRESS, refund: BTC_ADDRESS });
    await simulateDeposit(page);
  }
  if (LOCALES.some((locale) => wanted('deposit-memo', locale))) {
    await offersThenChoose(page, 'en', 'from=xrp&to=btc&amount=500&rate=floating', undefined);
    swaps.memo = await create(page, { payout: BTC_ADDRESS });
  }
  await context.close();
}

for (const locale of LOCALES) {
  const { context, page } = await phone(locale);
  try {
    if (wanted('offers', locale) || wanted('address', locale)) {
      await offersThenChoose(
        page,
        locale,
        'from=btc&to=eth&amount=0.1&rate=floating',
        wanted('offers', locale) ? 'offers' : undefined,
      );
      if (wanted('address', locale)) {
        await page.locator('input[name="payoutAddress"]').fill(ETH_ADDRESS);
        await page.locator('input[name="refundAddress"]').fill(BTC_ADDRESS);
        await page.locator('input[name="payoutAddress"]').blur();
        await save(page, checkoutForm(page), locale, 'address', checkoutForm(page));
      }
    }
    if (wanted('address-memo', locale)) {
      // Step 2 of a swap to XRP: the payout address and, under it, the destination tag field.
      await offersThenChoose(page, locale, 'from=btc&to=xrp&amount=0.1&rate=floating', undefined);
      await page.locator('input[name="payoutAddress"]').fill(XRP_ADDRESS);
      await page.locator('input[name="payoutExtraId"]').fill(XRP_TAG);
      await page.locator('input[name="payoutExtraId"]').blur();
      const payout = page.locator('input[name="payoutAddress"]');
      await save(
        page,
        payout,
        locale,
        'address-memo',
        page.locator('input[name="refundAddress"]'),
        90,
      );
    }
    if (wanted('deposit', locale)) {
      await open(page, `${prefix(locale)}/swap?swap=${swaps.plain}`);
      await save(page, await sandboxed(page), locale, 'deposit');
    }
    if (wanted('deposit-memo', locale)) {
      await open(page, `${prefix(locale)}/swap?swap=${swaps.memo}`);
      await save(page, await sandboxed(page), locale, 'deposit-memo');
    }
    if (wanted('status', locale)) {
      await open(page, `${prefix(locale)}/transaction-status?id=${swaps.status}`);
      await page.locator('[aria-current="step"]').first().waitFor();
      await save(page, await sandboxed(page), locale, 'status');
    }
    if (wanted('networks', locale)) {
      // The coin picker searched for USDT: one coin on several networks, each with its badge.
      await open(page, `${prefix(locale)}/swap?from=btc&to=eth&amount=0.1&rate=floating`);
      const get = page.locator('main button[aria-haspopup="dialog"]').nth(1);
      await get.click();
      await page.locator('input[role="combobox"]').fill('USDT');
      const dialog = page.locator('[role="dialog"]').last();
      await dialog.locator('[role="option"]').nth(3).waitFor();
      await save(page, dialog, locale, 'networks');
    }
  } finally {
    await context.close();
  }
}

// The README's pictures of the home page (docs/screenshots), as before: 1x, whole page for a
// returning visitor (scrolled through once so lazy images are in), one screen on a first visit.
if (!only || only.has('docs')) {
  const docs = path.join(root, 'docs', 'screenshots');
  mkdirSync(docs, { recursive: true });
  for (const [width, height] of /** @type {[number, number][]} */ ([
    [1280, 800],
    [390, 844],
  ])) {
    for (const firstVisit of [false, true]) {
      const context = await browser.newContext({
        viewport: { width, height },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      });
      if (!firstVisit) {
        await context.addCookies([
          { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: base },
        ]);
      }
      const page = await context.newPage();
      await page.goto(`${base}/`, { waitUntil: 'networkidle', timeout: TIMEOUT });
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const file = path.join(docs, `home-${width}${firstVisit ? '-first-visit' : ''}.png`);
      await page.screenshot({ path: file, fullPage: !firstVisit });
      process.stdout.write(`${path.relative(root, file)}\n`);
      await context.close();
    }
  }
}

await browser.close();
// One line per screenshot, as Prettier writes it.
const lines = Object.entries(sizes)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([src, [width, height]]) => `  ${JSON.stringify(src)}: [${width}, ${height}]`);
writeFileSync(
  path.join(root, 'lib', 'screenshots', 'screenshots.json'),
  lines.length > 0 ? `{\n${lines.join(',\n')}\n}\n` : '{}\n',
);
