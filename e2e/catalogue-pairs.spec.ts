import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { visitorIp } from './support/http';
import { MAIN } from './support/ports';

// /exchange-pairs and /exchange/{from}-to-{to} against the test build in sandbox mode (no provider
// keys at run time): the listing and its pages, the pair page's figures in the HTML without
// JavaScript, the live offers streaming in with it (labelled sandbox), the German page, the 404s
// the route checks answer before rendering, and axe.

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: MAIN },
  ]);
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': visitorIp() });
});

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target})`)).toEqual([]);
}

test('/exchange-pairs lists popular pairs first, with reference rates, and pages on', async ({
  page,
}) => {
  const response = await page.goto('/exchange-pairs');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Exchange pairs' })).toBeVisible();
  const table = page.getByRole('table', { name: /Exchange pairs, page 1 of \d+/ });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(100);
  const first = rows.first().getByRole('link');
  await expect(first).toHaveAttribute('href', '/exchange/btc-to-eth');
  await expect(rows.first()).toContainText(/1 BTC ≈ [\d,.]+ ETH/);
  await expect(page.getByText(/Reference rates are computed from/)).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${MAIN}/exchange-pairs`,
  );
  await expectAxeClean(page);

  await page
    .getByRole('navigation', { name: 'Pages of exchange pairs' })
    .getByRole('link', { name: 'Page 2', exact: true })
    .click();
  await expect(page).toHaveURL(/\/exchange-pairs\/page-2$/);
  await expect(page.getByRole('table', { name: /page 2 of/ })).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(100);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${MAIN}/exchange-pairs/page-2`,
  );
});

test('the route checks answer 404 before rendering', async ({ request }) => {
  for (const path of [
    '/exchange-pairs/page-0',
    '/exchange-pairs/page-1',
    '/exchange-pairs/page--2',
    '/exchange-pairs/page-999999',
    '/exchange/btc-to-btc',
    '/exchange/btc-to-nope',
    '/exchange/nope-to-eth',
    '/exchange/btc-eth',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/exchange/btc-to-eth has its figures, facts and links in the HTML', async ({ page }) => {
    const response = await page.goto('/exchange/btc-to-eth');
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Exchange BTC to ETH' }),
    ).toBeAttached();
    // The rates of the last offers rounds (sandbox here, and said so: a chart and the latest
    // round) or, before any, the labelled estimate.
    const figures = page.getByRole('heading', {
      level: 2,
      name: /^(Recent rates|Estimate from reference prices)$/,
    });
    await expect(figures).toBeVisible();
    if ((await figures.textContent()) === 'Recent rates') {
      await expect(page.getByTestId('pair-sandbox')).toContainText('Simulated offers (sandbox)');
      await expect(page.getByTestId('pair-figures')).toContainText(/1 BTC = [\d,.]+ ETH/);
      await expect(page.locator('[data-chart="pair-rate-chart"] svg')).toBeAttached();
      await expect(page.locator('#pair-rate-chart-summary')).toContainText(
        /the best offer for 1 BTC was between/,
      );
    } else {
      await expect(page.getByTestId('pair-estimate')).toContainText(/1 BTC ≈ [\d,.]+ ETH/);
      await expect(page.getByTestId('pair-estimate')).toContainText(
        /This is an estimate, not an offer/,
      );
    }
    await expect(page.getByRole('heading', { name: 'How to swap BTC to ETH' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Swap ETH to BTC instead' })).toHaveAttribute(
      'href',
      '/exchange/eth-to-btc',
    );
    await expect(page.getByRole('link', { name: /^Bitcoin \(BTC\) on / })).toHaveAttribute(
      'href',
      '/coin/btc',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${MAIN}/exchange/btc-to-eth`,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${MAIN}/social/pair/btc-to-eth.png`,
    );
    await expect(page).toHaveTitle(/^Exchange BTC to ETH: 1 BTC [≈=] [\d,.]+ ETH \| /);
    const breadcrumb = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as { '@type': string; itemListElement: Array<{ name: string }> };
    expect(breadcrumb['@type']).toBe('BreadcrumbList');
    expect(breadcrumb.itemListElement.map((step) => step.name)).toEqual([
      'Home',
      'Exchange pairs',
      'BTC to ETH',
    ]);
  });

  test('the footer names USDT by its ticker: its most popular currency, canonical to it', async ({
    page,
  }) => {
    const response = await page.goto('/exchange/btc-to-usdt');
    expect(response?.status()).toBe(200);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${MAIN}/exchange/btc-to-usdttrc20`,
    );
  });
});

test('the live offers stream in with JavaScript, labelled sandbox, and the URL stays', async ({
  page,
}) => {
  await page.goto('/exchange/btc-to-eth');
  const live = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: 'Live offers' }),
  });
  await expect(live.getByRole('button', { name: /^Choose the offer of / })).toHaveCount(3, {
    timeout: 15_000,
  });
  // The swap widget renders its offers as cards and as a table; CSS shows one by its width.
  await expect(
    live.getByText('Sandbox', { exact: true }).filter({ visible: true }).first(),
  ).toBeVisible();
  await expect(live.getByRole('note').first()).toContainText('simulated');
  await expect(page).toHaveURL(/\/exchange\/btc-to-eth$/);
  await expectAxeClean(page);
});

test('/de/exchange/btc-to-eth is German', async ({ page }) => {
  const response = await page.goto('/de/exchange/btc-to-eth');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'BTC in ETH tauschen' })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'So tauschen Sie BTC in ETH' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Live-Angebote' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${MAIN}/de/exchange/btc-to-eth`,
  );
});

test("the pair's social image is a PNG", async ({ request }) => {
  const response = await request.get('/social/pair/btc-to-eth.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect((await request.get('/social/pair/btc-to-nope.png')).status()).toBe(404);
});
