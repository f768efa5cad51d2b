import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { getRaw, redirectTarget, visitorIp } from './support/http';
import { MAIN } from './support/ports';

// The buy, sell and fiat pages against the test build (sandbox ramps, no keys): head data with
// real figures in two languages, unserved places said plainly and not indexed, the 404s the route
// checks answer before rendering, the ISO forms of a place redirected to its slugs, and axe.

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

const noindex = (page: Page) => page.locator('meta[name="robots"][content*="noindex"]');

test('/buy/btc/germany names its providers, methods and minimum in the head, in English and German', async ({
  page,
}) => {
  const response = await page.goto('/buy/btc/germany');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(
    /^Buy Bitcoin in Germany: 2 providers, Debit or credit card, .+, from €[\d.,]+ \| Swaplens$/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buy Bitcoin (BTC) in Germany');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${MAIN}/buy/btc/germany`,
  );
  await expect(noindex(page)).toHaveCount(0);
  await expect(page.getByTestId('fiat-sandbox')).toBeVisible();
  const providers = page.getByTestId('ramp-providers');
  await expect(providers).toContainText('Sandbox Meadow (sandbox)');
  await expect(providers).toContainText('Sandbox Atlas (sandbox)');
  await expect(page.getByTestId('fiat-facts')).toContainText('Euro (EUR)');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join('')).toContain('"BreadcrumbList"');
  expect(jsonLd.join('')).toContain('"FAQPage"');
  await expectAxeClean(page);

  await page.goto('/de/buy/btc/germany');
  await expect(page).toHaveTitle(/^Bitcoin kaufen: Deutschland, 2 Anbieter, /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Bitcoin (BTC) kaufen: Deutschland',
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${MAIN}/de/buy/btc/germany`,
  );
});

test('a place nobody serves says so, suggests what is served and is not indexed', async ({
  page,
}) => {
  const response = await page.goto('/buy/btc/united-states/new-york');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'No provider sells BTC in New York, United States yet',
  );
  await expect(noindex(page)).toHaveCount(1);
  await expect(page.getByTestId('ramp-providers')).toHaveCount(0);
  // Countries paying in US dollars first among the suggestions.
  await expect(page.getByRole('link', { name: 'Ecuador' })).toHaveAttribute(
    'href',
    '/buy/btc/ecuador',
  );
  await expectAxeClean(page);

  // A served state of a country whose coverage differs by state is indexed.
  await page.goto('/buy/btc/united-states/texas');
  await expect(noindex(page)).toHaveCount(0);
  await expect(page.getByTestId('ramp-providers')).toContainText('Sandbox Prairie');
});

test('the route checks answer 404 before rendering', async () => {
  for (const path of [
    '/buy/nope',
    '/buy/btc/atlantis',
    '/buy/btc/germany/bavaria',
    '/sell/btc/united-states/ontario',
    '/buy-coin/eur-nope',
    '/buy-coin/btc-eur',
    '/sell-coin/btc-xyz',
    '/fiat/exchange/usd-to-eur',
    '/fiat/exchange/btc-to-eth',
    '/fiat/exchange/xyz-to-btc',
    '/fiat/pairs/page-0',
    '/fiat/pairs/page-1',
    '/fiat/pairs/page-999999',
    '/de/buy/btc/atlantis',
  ]) {
    const response = await getRaw(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['x-robots-tag'], path).toBe('noindex');
  }
});

test('the ISO forms of a country or region redirect once, permanently, to the slugs', async () => {
  for (const [from, to] of [
    ['/buy/btc/us', '/buy/btc/united-states'],
    ['/buy/btc/DE', '/buy/btc/germany'],
    ['/sell/btc/us/ca', '/sell/btc/united-states/california'],
    ['/buy/btc/united-states/us-tx', '/buy/btc/united-states/texas'],
    ['/de/buy/eth/ca/qc', '/de/buy/eth/canada/quebec'],
  ]) {
    const response = await getRaw(from!);
    expect(response.status(), from).toBe(308);
    expect(redirectTarget(response), from).toBe(to);
    expect((await getRaw(to!)).status(), to).toBe(200);
  }
});

test('the hub and the pairs listing answer with their head data', async ({ page }) => {
  await page.goto('/fiat');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Buy and sell crypto with fiat money',
  );
  await expect(page).toHaveTitle(
    /^Buy and sell crypto with fiat money: 3 providers, \d+ currencies/,
  );
  await expectAxeClean(page);

  await page.goto('/fiat/pairs');
  await expect(page.getByRole('table', { name: /^Pairs 1–100 of \d+/ })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Pages of fiat pairs' })
    .getByRole('link', { name: 'Page 2', exact: true })
    .click();
  await expect(page).toHaveURL(/\/fiat\/pairs\/page-2$/);
  // Each listed pair links its /fiat/exchange/{from}-to-{to} pages, both ways round.
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.first().locator('a[href*="/fiat/exchange/"]').first()).toBeVisible();
  const hrefs = await page
    .locator('tbody a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/fiat\/exchange\/[a-z0-9]+-to-[a-z0-9]+$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${MAIN}/fiat/pairs/page-2`,
  );
  await expectAxeClean(page);
});

test('the widget names its amount without an empty currency in the server HTML', async () => {
  for (const [path, label] of [
    ['/buy', 'You pay'],
    ['/buy/btc', 'You pay'],
    ['/buy/btc/germany', 'You pay (EUR)'],
    ['/sell/btc', 'You sell (BTC)'],
  ] as const) {
    const html = await (await getRaw(path)).text();
    expect(html, path).not.toMatch(/You (pay|sell) \(\)/);
    expect(html, path).toContain(`>${label}</label>`);
  }
});

test('a pair page has its figures, and the fiat-exchange form is canonical to it', async ({
  page,
}) => {
  await page.goto('/buy-coin/eur-btc');
  await expect(page).toHaveTitle(/^Buy BTC with EUR: 2 providers, from €[\d.,]+ \| /);
  await expect(page.getByTestId('fiat-reference')).toContainText(/1 BTC ≈ €[\d,.]+/);
  await expectAxeClean(page);

  // The fiat-exchange form is the same page, canonical to the buy-coin one.
  const exchange = await page.goto('/fiat/exchange/eur-to-btc');
  expect(exchange?.status()).toBe(200);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${MAIN}/buy-coin/eur-btc`,
  );
  await page.goto('/de/sell-coin/btc-usd');
  await expect(page).toHaveTitle(/^BTC gegen USD verkaufen: 1 Anbieter/);
});

test('a coin’s card page lists the ramps taking cards, preset to card, with its head data', async ({
  page,
}) => {
  await page.goto('/buy/btc');
  await page.getByTestId('fiat-card-link').click();
  await expect(page).toHaveURL(/\/buy\/btc\/credit-card$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Buy Bitcoin (BTC) with a credit or debit card',
  );
  await expect(page).toHaveTitle(
    /^Buy Bitcoin \(BTC\) with a credit card: 3 providers \| Swaplens$/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${MAIN}/buy/btc/credit-card`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
    'href',
    `${MAIN}/de/buy/btc/credit-card`,
  );
  await expect(noindex(page)).toHaveCount(0);
  const table = page.getByTestId('card-providers');
  for (const name of ['Sandbox Meadow', 'Sandbox Prairie', 'Sandbox Atlas'])
    await expect(table.getByRole('rowheader', { name: new RegExp(name) })).toBeVisible();
  const widget = page.getByTestId('ramp-widget');
  await expect(widget.getByLabel('Payment method')).toHaveValue('card');
  await expect(widget.getByTestId('ramp-offer').first()).toBeVisible({ timeout: 20_000 });
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join('\n')).toContain('"FAQPage"');
  expect(jsonLd.join('\n')).toContain('Can I pay with a credit card?');
  await expectAxeClean(page);

  const sell = await page.goto('/de/sell/btc/credit-card');
  expect(sell?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Bitcoin (BTC) verkaufen und auf Ihre Karte auszahlen lassen',
  );
  for (const path of [
    '/buy/nope/credit-card',
    '/sell/nope/credit-card',
    '/ja/buy/nope/credit-card',
  ])
    expect((await getRaw(path)).status(), path).toBe(404);
});

test('the sitemap index lists the fiat sources', async () => {
  const index = await (await getRaw('/sitemap.xml')).text();
  for (const name of ['fiat', 'fiat-places', 'fiat-pairs', 'fiat-cards'])
    expect(index).toContain(`/sitemaps/${name}-1.xml`);
  const places = await (await getRaw('/sitemaps/fiat-places-1.xml')).text();
  expect(places).toContain(`${MAIN}/buy/btc/germany</loc>`);
  expect(places).not.toContain('/buy/btc/united-states/new-york<');
});
