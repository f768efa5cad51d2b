import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { getRaw, visitorIp } from './support/http';
import { MAIN } from './support/ports';

// The cross-chain pages against the production build: the listing, the tokens on several
// networks, one pair's page without JavaScript (its first figures in the HTML) and with it (the
// exchange-pair page's live offers, preset to the move), the route checks' 404s, and the custom
// chooser working without JavaScript.

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

test('lists the cross-chain pairs page by page', async ({ page }) => {
  expect((await page.goto('/cross-chain'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Cross-chain swaps' })).toBeVisible();
  const pairs = page.locator('main a[href^="/cross-chain/"][href*="-to-"]');
  await expect(pairs).toHaveCount(50);
  await expect(page.locator('main a[href="/cross-chain/usdttrc20-to-usdterc20"]')).toHaveCount(1);
  await page
    .getByRole('navigation', { name: 'Pages of cross-chain pairs' })
    .getByRole('link', { name: 'Next page' })
    .click();
  await expect(page).toHaveURL(/\/cross-chain\/page-2$/);
  await expect(pairs).not.toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('lists the tokens on several networks with their networks and pairs', async ({ page }) => {
  expect((await page.goto('/cross-chain/tokens'))?.status()).toBe(200);
  const table = page.getByRole('table', { name: 'Tokens and their networks' });
  const usdt = table.getByRole('row', { name: /^Tether \(USDT\)/ });
  await expect(usdt.locator('a[href="/coin/usdttrc20"]')).toHaveCount(1);
  await expect(usdt.locator('a[href="/cross-chain/usdttrc20-to-usdterc20"]')).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a pair page says what moves where, who lists it, and its first figures', async ({
    page,
  }) => {
    expect((await page.goto('/cross-chain/usdttrc20-to-usdterc20'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('USDT from TRON to Ethereum');
    const table = page.getByRole('table', { name: 'USDT on TRON and on Ethereum' });
    await expect(table.getByRole('row', { name: /^Network/ })).toContainText('TRON (TRC20)');
    await expect(table.getByRole('row', { name: /^Address format/ })).toContainText('EVM');
    await expect(table.getByRole('row', { name: /^Block explorer/ })).toContainText('etherscan.io');
    // The exchange-pair page's figures: the last offers round (sandbox here) or the estimate.
    const figures = page.getByRole('heading', {
      level: 2,
      name: /^(Recent offers|Estimate from reference prices)$/,
    });
    await expect(figures).toBeVisible();
    await expect(
      page.getByTestId(
        (await figures.textContent()) === 'Recent offers' ? 'pair-figures' : 'pair-estimate',
      ),
    ).toContainText(/1 USDT \(TRC20\) [≈=] [\d,.]+ USDT \(ERC20\)/);
    // The live offers' form is in the HTML too, preset to the move; no link away to /swap.
    await expect(page.getByRole('heading', { level: 2, name: 'Live offers' })).toBeVisible();
    await expect(page.locator('main a[href^="/swap"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Reverse:/ })).toHaveAttribute(
      'href',
      '/cross-chain/usdterc20-to-usdttrc20',
    );
    await expect(page.getByText(/instant-exchange providers this site compares/)).toBeVisible();
    const providers = page.getByRole('region', { name: 'Providers that list this move' });
    await expect(providers).toContainText(/provider/);
    // A pair some provider lists is indexable; the sandbox says its providers are simulated.
    const robots = page.locator('meta[name="robots"]');
    if ((await robots.count()) > 0) await expect(robots).not.toHaveAttribute('content', /noindex/);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      /\/cross-chain\/usdttrc20-to-usdterc20$/,
    );
  });

  test('the custom chooser leads to the chosen comparison', async ({ page }) => {
    expect((await page.goto('/custom/compare'))?.status()).toBe(200);
    await page.getByLabel('First coin').selectOption('eth');
    await page.getByLabel('Second coin').selectOption('btc');
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    // Straight to the canonical spelling.
    await expect(page).toHaveURL(/\/compare\/btc-vs-eth$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Bitcoin \(BTC\) vs/);
  });

  test('the custom chooser sends the same coin twice back with a note', async ({ page }) => {
    await page.goto('/de/custom/compare');
    await page.getByLabel('Erster Coin').selectOption('btc');
    await page.getByLabel('Zweiter Coin').selectOption('btc');
    await page.getByRole('button', { name: 'Vergleichen', exact: true }).click();
    await expect(page).toHaveURL(/\/de\/custom\/compare#same-coin$/);
    await expect(page.getByText('Wählen Sie zwei verschiedene Coins.')).toBeVisible();
  });

  test('the exchange-pair chooser leads to the pair’s page', async ({ page }) => {
    await page.goto('/custom/exchange-pairs');
    await page.getByLabel('You send').selectOption('usdttrc20');
    await page.getByLabel('You get').selectOption('eth');
    await page.getByRole('button', { name: 'Open the pair' }).click();
    await expect(page).toHaveURL(/\/exchange\/usdttrc20-to-eth$/);
  });
});

test('a pair page streams the live offers of the move, and the URL stays', async ({
  page,
  context,
}) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': visitorIp() });
  await page.goto('/cross-chain/usdttrc20-to-usdterc20');
  const live = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: 'Live offers' }),
  });
  await expect(live.getByRole('button', { name: /^Choose the offer of / })).toHaveCount(3, {
    timeout: 15_000,
  });
  await expect(live.getByRole('button', { name: /^You send: Tether/ })).toBeVisible();
  await expect(live.locator('input[inputmode="decimal"]').first()).not.toHaveValue('');
  await expect(page).toHaveURL(/\/cross-chain\/usdttrc20-to-usdterc20$/);
});

test('a pair page and the chooser have no axe violations', async ({ page }) => {
  await page.goto('/cross-chain/usdttrc20-to-usdterc20');
  await expectNoAxeViolations(page);
  await page.goto('/de/custom/compare#same-coin');
  await expect(page.getByText('Wählen Sie zwei verschiedene Coins.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a pair that is not one asset on two networks, and impossible pages, are 404', async ({
  request,
}) => {
  for (const path of [
    '/cross-chain/btc-to-eth',
    '/cross-chain/usdttrc20-to-usdttrc20',
    '/cross-chain/usdttrc20-vs-usdterc20',
    '/cross-chain/page-0',
    '/cross-chain/page-99',
    '/cross-chain/tokens/page-2',
    '/cross-chain/tokens/page-x',
  ]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
});

test('the sitemaps list the listed pairs and the token pages', async ({ request }) => {
  const pairs = await (await request.get('/sitemaps/cross-chain-1.xml')).text();
  expect(pairs).toContain(`<loc>${MAIN}/cross-chain</loc>`);
  expect(pairs).toContain(`<loc>${MAIN}/cross-chain/usdttrc20-to-usdterc20</loc>`);
  const tokens = await (await request.get('/sitemaps/cross-chain-tokens-1.xml')).text();
  expect(tokens).toContain(`<loc>${MAIN}/cross-chain/tokens</loc>`);
  for (const loc of [...pairs.matchAll(/<loc>([^<]+)<\/loc>/g)].slice(0, 20)) {
    expect((await getRaw(loc[1]!)).status(), loc[1]).toBe(200);
  }
});
