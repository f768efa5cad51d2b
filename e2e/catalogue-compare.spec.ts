import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MAIN } from './support/ports';

// The comparison pages against the production build: the listing and its pages, a comparison
// readable without JavaScript with its table, both spellings of a pair with one canonical, the
// route checks' 404s, a translated locale, and no axe violations.

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: MAIN },
  ]);
});

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');

test('lists the comparisons, most popular first, page by page', async ({ page }) => {
  const response = await page.goto('/compare');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare coins' })).toBeVisible();
  const pairs = page.locator('main a[href^="/compare/"][href*="-vs-"]');
  await expect(pairs).toHaveCount(100);
  await expect(pairs.first()).toHaveAttribute('href', '/compare/btc-vs-eth');
  expect(await canonical(page)).toMatch(/\/compare$/);

  const pages = page.getByRole('navigation', { name: 'Pages of comparisons' });
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/compare\/page-2$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Compare coins, page 2 of \d+$/,
  );
  await expect(pairs).toHaveCount(100);
  // A listing page is canonical to itself.
  expect(await canonical(page)).toMatch(/\/compare\/page-2$/);
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a comparison has its table, prices and swaps both ways in the HTML', async ({ page }) => {
    const response = await page.goto('/compare/btc-vs-eth');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^Bitcoin \(BTC\) vs Ethereum \(ETH/,
    );
    const table = page.getByRole('table', { name: 'BTC and ETH compared' });
    await expect(table.getByRole('columnheader')).toHaveCount(2);
    const price = table.getByRole('row', { name: /^Price \(USD\)/ });
    await expect(price.getByRole('cell')).toHaveCount(2);
    await expect(price.getByRole('cell').first()).toHaveText(/\$[\d,]+/);
    await expect(table.getByRole('row', { name: /^Network/ })).toContainText('Bitcoin (BTC)');
    await expect(table.getByRole('row', { name: /^Memo or tag/ })).toContainText('Not needed');
    await expect(table.getByRole('row', { name: /^Also on/ })).toContainText('Arbitrum One');
    await expect(table.getByRole('row', { name: /^Providers/ })).toContainText(/provider/);
    await expect(page.getByRole('link', { name: 'Swap BTC to ETH' })).toHaveAttribute(
      'href',
      '/swap?from=btc&to=eth',
    );
    await expect(page.getByRole('link', { name: 'Swap ETH to BTC' })).toHaveAttribute(
      'href',
      '/swap?from=eth&to=btc',
    );
    await expect(page.locator('main a[href="/exchange/btc-to-eth"]')).toHaveCount(1);
    await expect(page.locator('main a[href="/exchange/eth-to-btc"]')).toHaveCount(1);
    expect(await canonical(page)).toMatch(/\/compare\/btc-vs-eth$/);
    const crumbs = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(crumbs.some((text) => text.includes('"BreadcrumbList"'))).toBe(true);
    await expectNoAxeViolations(page);
  });
});

test('the reverse spelling answers with the listing’s spelling as canonical', async ({ page }) => {
  const response = await page.goto('/compare/eth-vs-btc');
  expect(response?.status()).toBe(200);
  expect(await canonical(page)).toMatch(/\/compare\/btc-vs-eth$/);
});

test('a coin with itself, an unknown coin and impossible pages are 404', async ({ request }) => {
  for (const path of [
    '/compare/btc-vs-btc',
    '/compare/btc-vs-nope',
    '/compare/page-0',
    '/compare/page-1',
    '/compare/page-x',
    '/compare/page-999999',
    '/compare/btc-to-eth',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
});

test('is translated', async ({ page }) => {
  await page.goto('/ja/compare/btc-vs-eth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/の比較$/);
  await expect(page.getByRole('link', { name: 'BTCをETHにスワップ' })).toHaveAttribute(
    'href',
    '/ja/swap?from=btc&to=eth',
  );
  expect(await canonical(page)).toMatch(/\/ja\/compare\/btc-vs-eth$/);
});
