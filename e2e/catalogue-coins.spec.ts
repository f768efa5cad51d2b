import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MAIN } from './support/ports';

// The coin pages in Chromium against the production build: /coin lists every coin in pages,
// searches and sorts across all of them, /coin/btc shows its price, network, FAQ and the swap
// form preset to it, other locales are translated, wrong slugs are the 404 page, and the table and
// figures are in the HTML without JavaScript. The e2e build has no live price source, so prices
// are the shipped snapshot's, dated, and no chart is drawn.

// A returning visitor: the cookie banner would otherwise cover the end of the page.
test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: MAIN },
  ]);
});

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

const coinRows = (page: Page) => page.locator('table').first().locator('tbody tr');

test('/coin lists the coins in pages, popular first, each linked to its page', async ({ page }) => {
  const response = await page.goto('/coin');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Coin prices' })).toBeVisible();
  await expect(coinRows(page)).toHaveCount(50);
  const first = coinRows(page).first();
  await expect(first.getByRole('link', { name: /Bitcoin/ })).toHaveAttribute('href', '/coin/btc');
  await expect(first).toContainText('BTC');
  // The snapshot's price carries its date.
  await expect(first).toContainText(/\$[\d,]+\.\d\d/);
  await expect(first).toContainText(/price of \w{3} \d{1,2}, \d{4}/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${MAIN}/coin`);

  await page
    .getByRole('navigation', { name: 'Pages of coins' })
    .getByRole('link', { name: 'Next page' })
    .click();
  await expect(page).toHaveURL(/\/coin\/page-2$/);
  await expect(page.getByRole('table').first().locator('caption')).toContainText('page 2 of');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${MAIN}/coin/page-2`,
  );
  await expectNoSeriousAxeViolations(page);
});

test('/coin searches and sorts across every coin', async ({ page }) => {
  await page.goto('/coin');
  const search = page.getByRole('searchbox', { name: 'Search all coins' });
  await search.fill('monero');
  await expect(page.getByText(/^\d+ coins? match(es)? your search\.$/)).toBeVisible();
  const results = page.getByRole('table', { name: 'Coins matching your search' });
  await expect(results.getByRole('link', { name: /Monero/ })).toHaveAttribute('href', '/coin/xmr');
  // Monero is not on the first page: the search reaches all coins.
  await search.fill('');
  await page.getByLabel('Sort by').selectOption('priceDesc');
  const firstRow = results.locator('tbody tr').first();
  await expect(firstRow).toContainText('BTC');
  await page.getByLabel('Sort by').selectOption('popular');
  await expect(results).toBeHidden();
  await expect(coinRows(page)).toHaveCount(50);
  await expectNoSeriousAxeViolations(page);
});

test('/coin/btc shows the price, the network, the FAQ and the form preset to BTC', async ({
  page,
}) => {
  const response = await page.goto('/coin/btc');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Bitcoin (BTC) price' })).toBeVisible();
  await expect(page).toHaveTitle(/^Bitcoin \(BTC\) price \$[\d,.]+: swap BTC at the best rate \| /);
  await expect(
    page.getByText(/^Reference price in US dollars of \w{3} \d{1,2}, \d{4}, for orientation only/),
  ).toBeVisible();
  // Only a stored price history (a live source writes it) draws a chart; the e2e build has none.
  await expect(page.locator('[data-chart]')).toHaveCount(0);
  await expect(page.getByText(/^24-hour change:/)).toHaveCount(0);
  // The form starts from BTC.
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: /compare/i }) });
  await expect(form).toContainText('BTC');
  await expect(page.getByRole('heading', { name: 'Questions about Bitcoin' })).toBeVisible();
  await expect(
    page.getByText('No. Bitcoin uses no memo or tag: your address alone is enough.'),
  ).toBeVisible();
  // The sandbox build's providers say they are simulated.
  await expect(page.getByText('simulated').first()).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = jsonLd.flatMap((text) => [JSON.parse(text)].flat().map((thing) => thing['@type']));
  expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'FAQPage']));
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${MAIN}/social/coin/btc.png`,
  );
  await expectNoSeriousAxeViolations(page);
});

test('a coin outside the prerendered head renders on demand, twice the same', async ({ page }) => {
  for (let visit = 0; visit < 2; visit += 1) {
    const response = await page.goto('/coin/gmxarb');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: /\(GMX\) price$/ })).toBeVisible();
  }
  const response = await page.goto('/de/coin/aerobase');
  expect(response?.status()).toBe(200);
});

test('a coin with a memo rule says so; its image renders', async ({ page, request }) => {
  await page.goto('/coin/xrp');
  await expect(page.getByRole('row', { name: /Memo or tag/ })).toContainText(
    'Destination tag needed',
  );
  const image = await request.get('/social/coin/xrp.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect((await request.get('/social/coin/nope.png')).status()).toBe(404);
});

test('the footer names coins by ticker: /coin/usdt is Tether, canonical to its first network', async ({
  page,
}) => {
  const response = await page.goto('/coin/usdt');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Tether (USDT) price' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/coin\/usdt[a-z0-9]+$/,
  );
});

test('/fr/coin/btc is in French', async ({ page }) => {
  await page.goto('/fr/coin/btc');
  await expect(page.getByRole('heading', { level: 1, name: 'Prix Bitcoin (BTC)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Questions sur Bitcoin' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

for (const path of [
  '/coin/page-0',
  '/coin/page-1',
  '/coin/page-999',
  '/coin/nope',
  '/coin/BTC-x',
]) {
  test(`${path} is the 404 page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the listing and the coin page are complete HTML', async ({ page }) => {
    await page.goto('/coin/page-2');
    await expect(coinRows(page)).toHaveCount(50);
    await expect(page.getByRole('searchbox')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Pages of coins' })).toBeVisible();
    await page.goto('/coin/eth');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ethereum (ETH) price' }),
    ).toBeVisible();
    await expect(page.getByText(/^\$[\d,]+\.\d\d$/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Questions about Ethereum' })).toBeVisible();
  });
});
