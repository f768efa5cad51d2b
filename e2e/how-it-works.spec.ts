import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MAIN } from './support/ports';

// /how-it-works: the Personal tab at /how-it-works, the Business tab at /how-it-works/business.
// The tabs are links in a navigation landmark, so each tab has its own address and works
// without JavaScript.

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: MAIN },
  ]);
});

const tabs = (page: Page, label = 'Guides') => page.getByRole('navigation', { name: label });

/** The current tab says so (aria-current="page"); the other says nothing. */
async function expectCurrent(page: Page, current: string, other: string, label = 'Guides') {
  const nav = tabs(page, label);
  await expect(nav.getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: other })).not.toHaveAttribute('aria-current', /.*/);
}

test('Personal: the swap journey step by step, with the way to /swap and the status check', async ({
  page,
}) => {
  await page.goto('/how-it-works');
  await expect(page).toHaveTitle('How it works | Swaplens');
  await expect(page.getByRole('heading', { level: 1, name: 'How Swaplens works' })).toBeVisible();
  await expectCurrent(page, 'Personal', 'Business');
  const steps = page.getByRole('region', { name: 'A swap, step by step' });
  await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
    'Choose the coins and the amount',
    'Compare offers, ranked by what you receive',
    'Choose a fixed or floating rate',
    'Enter your payout address, and the memo if needed',
    'Send the deposit',
    'Track your swap with its Swap ID',
    'Refunds, and when something goes wrong',
  ]);
  await expect(steps.getByRole('link', { name: 'swap page' })).toHaveAttribute('href', '/swap');
  await expect(steps.getByRole('link', { name: 'transaction status page' })).toHaveAttribute(
    'href',
    '/transaction-status',
  );
  await page.getByRole('link', { name: 'Check a swap' }).click();
  await expect(page).toHaveURL(`${MAIN}/transaction-status`);
});

test('Business is its own address, with the partner toolkit and its stated figures', async ({
  page,
}) => {
  await page.goto('/how-it-works/business');
  await expect(page).toHaveTitle('How it works for business | Swaplens');
  await expect(
    page.getByRole('heading', { level: 1, name: 'How Swaplens works for business' }),
  ).toBeVisible();
  await expectCurrent(page, 'Business', 'Personal');
  const tools = page.getByRole('region', { name: 'The partner toolkit' });
  await expect(tools.getByRole('heading', { level: 3 })).toHaveText([
    'Affiliate program',
    'Exchange API',
    'Swap widgets',
    'White label',
  ]);
  await expect(tools).toContainText('0.2% of the exchange amount');
  await expect(tools).toContainText('up to 50%');
  await expect(page.getByRole('link', { name: 'Go to the partner program' })).toHaveAttribute(
    'href',
    '/for-partners',
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${MAIN}/how-it-works/business`,
  );
  const trail = await page.locator('script[type="application/ld+json"]').allTextContents();
  const breadcrumb = trail
    .map((text) => JSON.parse(text))
    .find((d) => d['@type'] === 'BreadcrumbList');
  expect(breadcrumb.itemListElement.map((step: { item: string }) => step.item)).toEqual([
    `${MAIN}/`,
    `${MAIN}/how-it-works`,
    `${MAIN}/how-it-works/business`,
  ]);
});

test('the tabs work from the keyboard and move aria-current', async ({ page }) => {
  await page.goto('/how-it-works');
  await tabs(page).getByRole('link', { name: 'Personal' }).focus();
  await page.keyboard.press('Tab');
  await expect(tabs(page).getByRole('link', { name: 'Business' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${MAIN}/how-it-works/business`);
  await expectCurrent(page, 'Business', 'Personal');

  await tabs(page).getByRole('link', { name: 'Business' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(tabs(page).getByRole('link', { name: 'Personal' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${MAIN}/how-it-works`);
  await expectCurrent(page, 'Personal', 'Business');
});

test('both tabs are deep links in every language and work without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: MAIN, javaScriptEnabled: false });
  await context.addCookies([
    { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: MAIN },
  ]);
  const page = await context.newPage();
  await page.goto('/de/how-it-works/business');
  await expect(
    page.getByRole('heading', { level: 1, name: 'So funktioniert Swaplens für Unternehmen' }),
  ).toBeVisible();
  await expectCurrent(page, 'Geschäftskunden', 'Privatkunden', 'Anleitungen');
  await tabs(page, 'Anleitungen').getByRole('link', { name: 'Privatkunden' }).click();
  await expect(page).toHaveURL(`${MAIN}/de/how-it-works`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'So funktioniert Swaplens' }),
  ).toBeVisible();
  await expectCurrent(page, 'Privatkunden', 'Geschäftskunden', 'Anleitungen');
  await context.close();
});

test('both tabs are axe-clean', async ({ page }) => {
  for (const path of ['/how-it-works', '/how-it-works/business']) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations, path).toEqual([]);
  }
});

test('both tabs are in the sitemap', async ({ request }) => {
  const pages = await (await request.get('/sitemaps/pages-1.xml')).text();
  expect(pages).toContain(`<loc>${MAIN}/how-it-works</loc>`);
  expect(pages).toContain(`<loc>${MAIN}/ja/how-it-works/business</loc>`);
});
