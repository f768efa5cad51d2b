import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MAIN } from './support/ports';

// The home page below the header, against the production build in sandbox mode (no provider
// keys, no operator claims configured): the two-column hero, the sections, their links.

test.beforeEach(async ({ context }) => {
  // A returning visitor: the cookie banner would otherwise cover the end of the page.
  await context.addCookies([
    { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: MAIN },
  ]);
});

const heroForm = (page: Page) => page.getByRole('form', { name: 'Compare swap offers' });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element is not rendered');
  return found;
}

/** True when the page scrolls sideways at the current width. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('at 1280 px the pitch and the form stand side by side, with nothing shifting', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & Record<string, unknown>>) {
        if (!entry.hadRecentInput) shifts.push(entry.value as number);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const title = await box(page.getByRole('heading', { level: 1 }));
  const form = await box(heroForm(page));
  // The form is right of the heading and starts level with the pitch, not below it.
  expect(form.x).toBeGreaterThanOrEqual(title.x + title.width);
  expect(form.y).toBeLessThan(title.y + title.height);
  // Together they use the width: the form ends near the content's right edge.
  expect(form.x + form.width).toBeGreaterThan(1280 - 200);
  // The three points stay in the left column, under the pitch.
  const points = await box(page.getByText('Every fee included in the amount you see.'));
  expect(points.x + points.width).toBeLessThanOrEqual(form.x);
  expect(await scrollsSideways(page)).toBe(false);

  // Hydration and the islands change nothing in the layout.
  await expect
    .poll(() => page.evaluate(() => typeof (window as { next?: unknown }).next))
    .toBe('object');
  expect(await box(heroForm(page))).toEqual(form);
  const shifts = await page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shifts).toBeLessThanOrEqual(0.01);
});

test('at 390 px the hero stacks: heading, form, then the pitch and the points; nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const title = await box(page.getByRole('heading', { level: 1 }));
  const lead = await box(page.getByText(/asks exchange providers for their offers/));
  const form = await box(heroForm(page));
  const points = await box(page.getByText('Every fee included in the amount you see.'));
  // The calculator first (within the first ~250 px), the pitch under it.
  expect(form.y).toBeGreaterThanOrEqual(title.y + title.height);
  expect(form.y).toBeLessThanOrEqual(250);
  expect(lead.y).toBeGreaterThanOrEqual(form.y + form.height);
  expect(points.y).toBeGreaterThanOrEqual(lead.y + lead.height);
  expect(Math.abs(form.x - lead.x)).toBeLessThanOrEqual(1);
  expect(await scrollsSideways(page)).toBe(false);
});

test('the sections below the hero, in order, are axe-clean', async ({ page }) => {
  await page.goto('/');
  const headings = await page.locator('main').getByRole('heading', { level: 2 }).allTextContents();
  const sections = [
    'How a swap works',
    'Why compare with Swaplens',
    'Swaplens in figures',
    'Supported coins and popular pairs',
    'For business',
  ];
  // The hero form's own heading comes first; the sections follow in this order.
  expect(headings.filter((text) => sections.includes(text))).toEqual(sections);

  const steps = page.getByRole('region', { name: 'How a swap works' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  const reasons = page.getByRole('region', { name: 'Why compare with Swaplens' });
  for (const title of ['Every fee included', 'Verification in plain words', 'No custody']) {
    await expect(reasons.getByRole('heading', { level: 3, name: new RegExp(title) })).toBeVisible();
  }

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});

test('the figures are counted from what the site runs with, and claim nothing unset', async ({
  page,
  request,
}) => {
  const answer = await request.get('/api/v1/currencies');
  const { currencies } = (await answer.json()) as {
    currencies: Array<{ ticker: string; network: { code: string } }>;
  };
  const coins = new Set(currencies.map((currency) => currency.ticker)).size;
  const networks = new Set(currencies.map((currency) => currency.network.code)).size;

  await page.goto('/');
  const figures = page.getByRole('region', { name: 'Swaplens in figures' }).getByRole('listitem');
  // The prerendered figure is the build's: `npm run test:build` gives every provider a canary
  // key (for e2e/secrets.spec.ts), so the build's registry enables all six adapters. The page is
  // regenerated every 5 minutes by this server, which runs the sandbox: once the build is that
  // old, the providers are the server's three simulated ones, which are no headline figure:
  // the figure is left out. Neither may claim real providers the server does not have.
  await expect(page.getByText(/simulated providers?/)).toHaveCount(0);
  const rest = [
    `${coins} coins and tokens`,
    `${networks} blockchain networks`,
    '5 DEX networks (Ethereum, BNB Chain, Polygon, Arbitrum, and Optimism)',
    '14 languages',
  ];
  // No founding year and no 24/7 claim are configured for this build.
  await expect(figures).toHaveText(
    (await figures.count()) === rest.length + 1 ? ['6 exchange providers compared', ...rest] : rest,
  );
  await expect(page.getByText(/years of expertise|24\/7/)).toHaveCount(0);
});

test('coins and pairs link to their pages in the page language, the guide and partners too', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'How it works, step by step' }).click();
  await expect(page).toHaveURL(`${MAIN}/how-it-works`);
  await expect(page.getByRole('heading', { level: 1, name: 'How Swaplens works' })).toBeVisible();

  // The French page (the English one first: visiting /fr remembers French for "/").
  await page.goto('/fr');
  const catalogue = page.locator('section[aria-labelledby="home-catalogue"]');
  await expect(catalogue.getByRole('link', { name: 'Bitcoin', exact: true })).toHaveAttribute(
    'href',
    '/fr/coin/btc',
  );
  await expect(catalogue.getByRole('link', { name: 'BTC vers ETH' })).toHaveAttribute(
    'href',
    '/fr/exchange/btc-to-eth',
  );
  // Each coin once: USDT lives on several networks but is one coin.
  await expect(catalogue.getByRole('link', { name: /Tether/ })).toHaveCount(1);
  await expect(
    page.getByRole('link', { name: 'Découvrir le programme partenaires' }),
  ).toHaveAttribute('href', '/fr/for-partners');
});
