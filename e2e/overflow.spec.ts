import { expect, test, type Browser, type Page } from '@playwright/test';
import { defaultLocale, type Locale } from '../lib/i18n/locales';
import type { pages } from '../lib/pages/page-types';
import { routes } from '../lib/routing/routes';
import { visitorIp } from './support/http';
import { MAIN } from './support/ports';
import de from '../messages/de.json';
import en from '../messages/en.json';
import ja from '../messages/ja.json';

// No page scrolls sideways (issue 22, item 1): every page type of lib/pages/page-types.ts `pages`
// at 360 px in English, German and Japanese, and at 1440 px, plus the states a visitor opens on
// a phone (the swap offers, steps 2 and 3 of a sandbox swap, the burger menu, the language
// drawer). A failure names the page and the outermost elements whose right edge passes the
// viewport, so it says where to look.

type Sample = string | { path: string; only: readonly Locale[] };

// One URL (or more) per page pattern. The Record's type makes a pattern added to `pages`
// without a sample a type error; `null` is a pattern the test build has no page for.
const SAMPLES: Record<(typeof pages)[number], readonly Sample[] | null> = {
  '/': [routes.home()],
  '/swap': [routes.swap()],
  '/dex': [routes.dex()],
  // A network's landing: the widest pair table (six pairs, the bridged USDC.e) on Polygon.
  '/dex/[network]': [routes.dexNetwork('polygon')],
  // The compact widget, opened as a page (its host-page screens: e2e/widget-compact.spec.ts).
  '/widget': [routes.widget()],
  // The embeddable swap (docs/widgets.md), on its own, as a full-width frame shows it.
  '/v2/widget': ['/v2/widget'],
  '/transaction-status': [routes.transactionStatus()],
  '/faq': [routes.faq()],
  '/maintenance': [routes.maintenance()],
  '/how-it-works': [routes.howItWorks()],
  '/how-it-works/business': [routes.howItWorks('business')],
  '/about-us': [routes.aboutUs()],
  '/partners': [routes.partners()],
  '/for-partners/api': [routes.forPartnersApi()],
  '/press': [routes.press()],
  '/for-partners': [routes.forPartners()],
  '/congrats': [routes.congrats()],
  '/contact': [routes.contact()],
  // Without a token the confirm page shows its "link not valid" state (e2e/partner-payouts.spec.ts
  // covers the others).
  '/for-partners/payouts/confirm': ['/for-partners/payouts/confirm'],
  '/for-partners/payouts/processing': ['/for-partners/payouts/processing'],
  '/customer-feedbacks': [routes.customerFeedbacks()],
  // The test build has no approved reviews, so there is no page 2 (it answers 404).
  '/customer-feedbacks/[page]': null,
  '/terms-of-use': [routes.termsOfUse()],
  '/privacy-policy': [routes.privacyPolicy()],
  '/cookie-policy': [routes.cookiePolicy()],
  '/terms-for-partners': [routes.termsForPartners()],
  '/kyc-aml': [routes.kycAml()],
  '/coin': [routes.coins()],
  '/coin/[slug]': [routes.coin('btc'), routes.coins(2)],
  '/providers': [routes.providers()],
  '/exchange-pairs': [routes.exchangePairs()],
  '/exchange-pairs/[page]': [routes.exchangePairs(2)],
  '/exchange/[pair]': [routes.pair('btc', 'eth')],
  '/compare': [routes.compares()],
  '/compare/[slug]': [routes.compare('btc', 'eth'), routes.compares(2)],
  '/cross-chain': [routes.crossChains()],
  '/cross-chain/tokens': [routes.crossChainTokens()],
  // The shipped catalogue's tokens fit on one page: page 2 answers 404.
  '/cross-chain/tokens/[page]': null,
  '/cross-chain/[slug]': [routes.crossChain('usdttrc20', 'usdterc20'), routes.crossChains(2)],
  '/custom/compare': [routes.customCompare()],
  '/custom/exchange-pairs': [routes.customExchangePairs()],
  '/fiat/sandbox-checkout': [routes.fiatSandboxCheckout()],
  '/buy': [routes.buy()],
  '/buy/[coin]': [routes.buy({ coin: 'btc' })],
  '/buy/[coin]/credit-card': [routes.rampCard('buy', 'btc')],
  '/buy/[coin]/[country]': [routes.buy({ coin: 'btc', country: 'germany' })],
  '/buy/[coin]/[country]/[region]': [
    routes.buy({ coin: 'btc', country: 'united-states', region: 'texas' }),
  ],
  '/sell': [routes.sell()],
  '/sell/[coin]': [routes.sell({ coin: 'btc' })],
  '/sell/[coin]/credit-card': [routes.rampCard('sell', 'btc')],
  '/sell/[coin]/[country]': [routes.sell({ coin: 'btc', country: 'germany' })],
  '/sell/[coin]/[country]/[region]': [
    routes.sell({ coin: 'btc', country: 'united-states', region: 'california' }),
  ],
  '/buy-coin/[pair]': [routes.buyPair('eur', 'btc')],
  '/sell-coin/[pair]': [routes.sellPair('btc', 'eur')],
  '/fiat': [routes.fiat()],
  '/fiat/pairs': [routes.fiatPairs()],
  '/fiat/pairs/[page]': [routes.fiatPairs(2)],
  '/fiat/exchange/[pair]': [routes.fiatExchange('eur', 'btc')],
  '/blog': [routes.blog()],
  '/blog/page/[page]': [routes.blog(2)],
  '/blog/search': [routes.blogSearch(1, 'memo')],
  '/blog/search/[page]': [routes.blogSearch(2, 'swap')],
  '/blog/authors': [routes.blogAuthors()],
  '/blog/authors/[slug]': [routes.blogAuthor('guides')],
  // No author and no topic has more than one page of articles in the shipped content.
  '/blog/authors/[slug]/[page]': null,
  '/blog/tag': [routes.blogTags()],
  '/blog/tag/[slug]': [routes.blogTag('fees')],
  '/blog/tag/[slug]/[page]': null,
  '/blog/[slug]': [
    routes.blogPost('how-to-compare-crypto-swap-offers'),
    // The longest article, with tables; written in English only.
    { path: routes.blogPost('memos-and-destination-tags'), only: ['en'] },
  ],
};

// Any path that no page serves: the site's 404 view.
const NOT_FOUND = '/no-such-page-for-the-overflow-check';
const SWAP = routes.swap({ from: 'btc', to: 'eth', amount: '0.1', rate: 'floating' });
const ETH_ADDRESS = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

const MESSAGES: Partial<Record<Locale, typeof en>> = { en, de, ja };

/** The accessible name of an offer's Choose button in the locale ("Choose the offer of X"). */
function chooseName(locale: Locale): RegExp {
  const label = (MESSAGES[locale] ?? en).Offers.chooseLabel;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${label.split('{provider}').map(escape).join('.+')}$`);
}

const RUNS = [
  { width: 360, height: 800, locales: ['en', 'de', 'ja'] },
  { width: 1440, height: 900, locales: ['en', 'de', 'ja'] },
] as const satisfies readonly { width: number; height: number; locales: readonly Locale[] }[];

/** The sample in the locale: the builders' canonical path (query included) under its prefix. */
function localizedPath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Runs one more check of the page; an error in it is a failure of its own, not the end. */
async function attempt(label: string, steps: () => Promise<void>, failures: string[]) {
  try {
    await steps();
  } catch (error) {
    failures.push(`${label}: could not be checked: ${(error as Error).message.split('\n')[0]}`);
  }
}

function samplePaths(locale: Locale): string[] {
  return Object.values(SAMPLES)
    .flatMap((samples) => samples ?? [])
    .filter((sample) => typeof sample === 'string' || sample.only.includes(locale))
    .map((sample) => (typeof sample === 'string' ? sample : sample.path));
}

interface Overflow {
  scrollWidth: number;
  viewport: number;
  offenders: string[];
}

/**
 * How far the page scrolls sideways, or null when it does not. The offenders are the outermost
 * boxes whose right edge passes the viewport (their parent's does not), widest first: an element,
 * or a run of text that overflows its own box (a long compound that cannot wrap), each with its
 * tag, classes, right edge and the start of its text. Boxes inside one that clips or scrolls its
 * overflow within the viewport, and fixed ones, cannot widen the page.
 */
function measure(page: Page): Promise<Overflow | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const viewport = root.clientWidth;
    const scrollWidth = Math.max(root.scrollWidth, document.body.scrollWidth);
    if (scrollWidth <= viewport) return null;
    const rightOf = (element: Element) => element.getBoundingClientRect().right;
    const passes = (element: Element) => rightOf(element) > viewport + 0.5;
    const contained = (element: Element) => {
      for (
        let box: Element | null = element;
        box && box !== document.body;
        box = box.parentElement
      ) {
        const style = getComputedStyle(box);
        if (style.position === 'fixed') return true;
        if (box !== element && style.overflowX !== 'visible' && !passes(box)) return true;
      }
      return false;
    };
    const describe = (element: Element, right: number, text: string | null) => {
      const classes = [...element.classList]
        .slice(0, 3)
        .map((name) => `.${name}`)
        .join('');
      const words = (text ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const what = `<${element.tagName.toLowerCase()}${classes}>`;
      return `${text === null ? what : `text of ${what}`} right edge ${Math.round(right)} px "${words}"`;
    };
    const found: { right: number; label: string }[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if ((box.width === 0 && box.height === 0) || !passes(element) || contained(element)) continue;
      const parent = element.parentElement;
      if (parent && parent !== document.body && passes(parent)) continue;
      found.push({ right: box.right, label: describe(element, box.right, null) });
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || passes(parent) || contained(parent)) continue;
      // A box that hides or scrolls its own overflow (the visually hidden labels) keeps its text.
      if (getComputedStyle(parent).overflowX !== 'visible') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const right = range.getBoundingClientRect().right;
      if (right > viewport + 0.5)
        found.push({ right, label: describe(parent, right, node.textContent) });
    }
    const offenders = found
      .sort((a, b) => b.right - a.right)
      .slice(0, 3)
      .map((offender) => offender.label);
    return { scrollWidth, viewport, offenders };
  });
}

async function check(page: Page, label: string, failures: string[]) {
  // Fonts decide the width of text; measure with the page's own fonts in place.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const overflow = await measure(page);
  if (overflow) {
    failures.push(
      `${label}: ${overflow.scrollWidth} px wide in a ${overflow.viewport} px viewport; ` +
        (overflow.offenders.join('; ') || 'no single element found'),
    );
  }
}

async function openPage(browser: Browser, width: number, height: number) {
  const context = await browser.newContext({ viewport: { width, height } });
  // A returning visitor: the cookie banner is checked by shell-consent.spec.ts.
  await context.addCookies([
    { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: MAIN },
  ]);
  // An address of its own, so the swap steps never meet another spec's rate limits.
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': visitorIp() });
  return { context, page: await context.newPage() };
}

/** The swap flow: offers in, step 2 with the best offer, step 3 of a sandbox swap. */
async function checkSwapFlow(page: Page, locale: Locale, failures: string[]) {
  const url = localizedPath(locale, SWAP);
  await page.goto(url);
  const choose = page
    .locator('[data-best]')
    .filter({ visible: true })
    .getByRole('button', { name: chooseName(locale) });
  await expect(choose).toBeVisible({ timeout: 20_000 });
  await check(page, `${url} (offers)`, failures);

  await choose.click();
  const payout = page.locator('input[name="payoutAddress"]');
  await expect(payout).toBeVisible();
  await check(page, `${url} (step 2)`, failures);

  await payout.fill(ETH_ADDRESS);
  await page.locator('input[name="refundAddress"]').fill(BTC_ADDRESS);
  await page.locator('input[name="acceptTerms"]').check();
  await page.locator('form:has(input[name="payoutAddress"]) button[type="submit"]').click();
  await expect(page).toHaveURL(/[?&]swap=/, { timeout: 20_000 });
  await expect(page.locator('[aria-current="step"]')).toBeVisible({ timeout: 20_000 });
  await check(page, `${url} (step 3)`, failures);
}

/** The burger menu and the language drawer, opened on the home page. */
async function checkHeaderPanels(page: Page, locale: Locale, failures: string[]) {
  const url = localizedPath(locale, routes.home());
  await page.goto(url);
  const header = page.locator('header').first();
  const burger = header.locator('button[aria-controls][aria-expanded]:not([aria-haspopup])');
  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`#${await burger.getAttribute('aria-controls')}`)).toBeVisible();
  await check(page, `${url} (menu open)`, failures);
  await page.keyboard.press('Escape');
  await expect(burger).toHaveAttribute('aria-expanded', 'false');

  await header.locator('button[aria-haspopup="dialog"]').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check(page, `${url} (language drawer open)`, failures);
}

for (const { width, height, locales } of RUNS) {
  for (const locale of locales) {
    test(`no page scrolls sideways at ${width} px in ${locale}`, async ({ browser }) => {
      const paths = samplePaths(locale);
      test.setTimeout(60_000 + paths.length * 6_000);
      const { context, page } = await openPage(browser, width, height);
      const failures: string[] = [];
      for (const path of [...paths, NOT_FOUND]) {
        const url = localizedPath(locale, path);
        const response = await page.goto(url, { waitUntil: 'load' });
        // A sample that is not a page would measure the 404 view instead: say so.
        const status = response?.status();
        if (status !== (path === NOT_FOUND ? 404 : 200)) failures.push(`${url}: status ${status}`);
        else await check(page, url, failures);
      }
      await attempt('swap flow', () => checkSwapFlow(page, locale, failures), failures);
      // The burger menu and the drawer from the bottom are the phone's (below 992 px).
      if (width < 992) {
        await attempt('header', () => checkHeaderPanels(page, locale, failures), failures);
      }
      await context.close();
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }
}

/** The lines each element's text is laid out in, from the rectangles of one-character ranges. */
function textLines(page: Page, selector: string): Promise<string[][]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const lines: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let lastTop = -Infinity;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let index = 0; index < text.length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getClientRects()[0];
          const character = text[index] ?? '';
          if (!rect || character.trim() === '') continue;
          if (rect.top > lastTop + rect.height / 2) lines.push('');
          lines[lines.length - 1] += character;
          lastTop = Math.max(lastTop, rect.top);
        }
      }
      return lines;
    }),
  );
}

// Japanese headings break between phrases (word-break: auto-phrase) and never open a line with a
// small kana, a prolonged sound mark or a closing mark (line-break: strict): the review saw the
// home headline "すべてのスワップオファーを、並べて比較。" break inside オファー.
for (const width of [360, 390]) {
  test(`Japanese headings break between phrases at ${width} px`, async ({ browser }) => {
    const { context, page } = await openPage(browser, width, 800);
    await page.goto('/ja');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const headings = await textLines(page, 'main :is(h1, h2)');
    const headline = headings[0] ?? [];
    expect(headline.length, 'the headline wraps at this width').toBeGreaterThan(1);
    // No katakana word of the headline is cut across two lines.
    expect(headline.join('|')).not.toMatch(/[ァ-ヶー]\|[ァ-ヶー]/u);
    for (const lines of headings) {
      for (const line of lines.slice(1)) {
        expect(line).not.toMatch(/^[ァィゥェォッャュョヮヵヶーぁぃぅぇぉっゃゅょゎ、。」』）]/u);
      }
    }
    await context.close();
  });
}
