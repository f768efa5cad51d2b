import { expect, test, type Page } from '@playwright/test';
import { MAIN } from './support/ports';

// The catalogue's data pages on a 360 px phone in English, German and Japanese (issue 22, item
// 8): nothing scrolls sideways, /coin shows each price beside its coin without a swipe, a
// comparison shows both coins, /providers is cards; and on a desktop the providers' last column
// is not cut off. The site-wide overflow check (e2e/overflow.spec.ts) covers every page type;
// these are the catalogue's own assertions about what stays in view.

test.use({ viewport: { width: 360, height: 800 } });

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: MAIN },
  ]);
});

const PAGES = ['/coin', '/compare/btc-vs-eth', '/providers', '/custom/compare', '/coin/btc'];
const LOCALES = ['en', 'de', 'ja'] as const;
const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`);

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** True when the element's box lies inside the viewport's width. */
const inView = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.left >= 0 && box.right <= window.innerWidth;
    }),
  );

for (const locale of LOCALES) {
  test(`${locale}: the catalogue's data pages do not scroll sideways at 360 px`, async ({
    page,
  }) => {
    for (const path of PAGES) {
      const response = await page.goto(`${prefix(locale)}${path}`);
      expect(response?.status(), path).toBe(200);
      expect(await sideways(page), `${locale}${path}`).toBeLessThanOrEqual(0);
    }
  });

  test(`${locale}: /coin shows every price of the page beside its coin`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/coin`);
    const rows = page.locator('table').first().locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const prices = await inView(page, 'table >> nth=0 >> tbody tr td:nth-child(3)');
    expect(prices.length).toBeGreaterThan(10);
    expect(prices.every(Boolean)).toBe(true);
    // The first price sits on the same line as its coin's name, not under the table's end.
    const [name, price] = await Promise.all([
      rows.first().locator('th').boundingBox(),
      rows.first().locator('td').nth(1).boundingBox(),
    ]);
    expect(Math.abs(name!.y - price!.y)).toBeLessThan(8);
  });

  test(`${locale}: a comparison shows both coins, and /providers its figures as cards`, async ({
    page,
  }) => {
    await page.goto(`${prefix(locale)}/compare/btc-vs-eth`);
    expect(await inView(page, 'table thead th')).toEqual([true, true]);
    const values = await inView(page, 'table tbody tr:first-child td');
    expect(values).toEqual([true, true]);

    await page.goto(`${prefix(locale)}/providers`);
    const cells = await inView(page, '[data-testid="providers-overview"] tbody td');
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.every(Boolean)).toBe(true);
  });

  test(`${locale}: the pair page's heading keeps both coins on one line`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/exchange/btc-to-eth`);
    const sides = page.locator('h1 [aria-hidden="true"]').first();
    const box = await sides.boundingBox();
    const lineHeight = await sides.evaluate((element) =>
      Math.max(
        ...[...element.querySelectorAll('span')].map((span) => span.getBoundingClientRect().height),
      ),
    );
    expect(box!.height).toBeLessThanOrEqual(lineHeight + 2);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  });
}

test('the pair heading is named by its sentence, and the calculator comes before the figures', async ({
  page,
}) => {
  await page.goto('/exchange/btc-to-eth');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Exchange BTC to ETH', exact: true }),
  ).toBeAttached();
  const order = await page.evaluate(() => {
    const live = document.getElementById('pair-live');
    const figures = document.getElementById('pair-figures');
    return live && figures
      ? Boolean(live.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING)
      : null;
  });
  expect(order).toBe(true);
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('/providers shows every column of its tables, the last one included', async ({ page }) => {
    await page.goto('/providers');
    // The providers' own tables; a chart's data table (under its <details>) scrolls in its box.
    for (const table of await page.locator('main table:not(figure table)').all()) {
      const fits = await table.evaluate((element) => {
        const box = element.parentElement!;
        return box.scrollWidth <= box.clientWidth;
      });
      expect(fits).toBe(true);
    }
  });
});
