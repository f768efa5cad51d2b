import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { getRaw, visitorIp } from './support/http';
import { MAIN } from './support/ports';

// The comparison pages against the production build: the listing and its pages, a comparison
// readable without JavaScript with its table, the network fee recorded offers charged (or that
// none was recorded) and the providers' stated swap time, both spellings of a pair with one
// canonical, the route checks' 404s, a translated locale, and no axe violations.

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
    await expect(table.getByRole('row', { name: /^Network Bitcoin/ })).toContainText('(BTC)');
    await expect(table.getByRole('row', { name: /^Memo or tag/ })).toContainText('Not needed');
    await expect(table.getByRole('row', { name: /^Also on/ })).toContainText('Arbitrum One');
    await expect(table.getByRole('row', { name: /^Providers/ })).toContainText(/provider/);
    // Prerendered by the build, which reads no quote history: recorded, none, or not known yet.
    await expect(table.getByRole('row', { name: /^Network fee seen in offers/ })).toContainText(
      /median of \d+ (simulated )?offers? paying out BTC|No offer paying out BTC|Not known yet/,
    );
    await expect(table.getByRole('row', { name: /^Swap time stated by providers/ })).toContainText(
      /\d+–\d+ min from deposit to payout/,
    );
    await expect(page.getByText(/^Network fee: the median of the network fees/)).toBeVisible();
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
  });
});

test('a comparison shows the network fee recorded offers charged, and says when none was', async ({
  page,
  request,
}) => {
  // A round of offers paying DOT out, as the live offers of any page ask it. No spec asks for
  // one paying ADA out.
  const answer = await request.get('/api/v1/offers?from=btc&to=dot&amount=0.1', {
    headers: { 'x-forwarded-for': visitorIp() },
  });
  expect(answer.status()).toBe(200);
  const { offers } = (await answer.json()) as { offers: Array<{ networkFee: string | null }> };
  const named = offers.filter((offer) => offer.networkFee !== null).length;
  expect(named).toBeGreaterThan(0);
  // The round is written once it has been answered, in the background. Writing it marks the
  // pages that read the history stale (the page cache), so a render that came first is replaced
  // on a later visit: visit until the page shows the round, whatever the order was.
  const table = page.getByRole('table', { name: 'ADA and DOT compared' });
  const fees = table.getByRole('row', { name: /^Network fee seen in offers/ }).getByRole('cell');
  await expect(async () => {
    expect((await page.goto('/compare/ada-vs-dot'))?.status()).toBe(200);
    await expect(fees.nth(1)).toContainText(/^[\d,.]+ DOT \(about \$[\d,.]+\)/, { timeout: 1_000 });
  }).toPass();
  await expect(fees.nth(0)).toHaveText('No offer paying out ADA recorded in the last 7 days');
  await expect(fees.nth(1)).toContainText(
    new RegExp(`median of ${named} simulated offers? paying out DOT, [A-Z][a-z]{2} \\d+, \\d{4}`),
  );
  await expect(
    table.getByRole('row', { name: /^Swap time stated by providers/ }).getByRole('cell'),
  ).toHaveText([/\d+–\d+ min from deposit to payout/, /\d+–\d+ min from deposit to payout/]);
});

test('a comparison has no axe violations', async ({ page }) => {
  await page.goto('/compare/btc-vs-eth');
  await expectNoAxeViolations(page);
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
  await expect(
    page.getByRole('rowheader', { name: 'オファーで見られたネットワーク手数料' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'BTCをETHにスワップ' })).toHaveAttribute(
    'href',
    '/ja/swap?from=btc&to=eth',
  );
  expect(await canonical(page)).toMatch(/\/ja\/compare\/btc-vs-eth$/);
});

test('the sitemap lists the canonical spelling of each comparison, and they answer', async ({
  request,
}) => {
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain(`${MAIN}/sitemaps/compare-1.xml`);
  const part = await (await request.get('/sitemaps/compare-1.xml')).text();
  expect(part).toContain(`<loc>${MAIN}/compare</loc>`);
  expect(part).toContain(`<loc>${MAIN}/compare/btc-vs-eth</loc>`);
  expect(part).toContain(`<loc>${MAIN}/ja/compare/btc-vs-eth</loc>`);
  expect(part).not.toContain('/compare/eth-vs-btc<');
  const locs = [...part.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  // The first locs and a spread of the rest, each a page that answers 200.
  const sample = locs.filter((_, index) => index < 20 || index % 997 === 0);
  for (const loc of sample) {
    // A first-time visitor: no locale cookie from the pages before, no redirect followed.
    expect((await getRaw(loc)).status(), loc).toBe(200);
  }
});
