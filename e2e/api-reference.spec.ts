import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MAIN } from './support/ports';
import de from '../messages/de.json';
import en from '../messages/en.json';
import ja from '../messages/ja.json';

// The API reference (/for-partners/api) against the test build: rendered on the server from the
// same OpenAPI document /api/v1/openapi.json serves, so it lists every operationId found there;
// it is whole without JavaScript, axe-clean, and does not scroll sideways on a phone.

const LOCALES = [
  { locale: 'en', prefix: '', messages: en },
  { locale: 'de', prefix: '/de', messages: de },
  { locale: 'ja', prefix: '/ja', messages: ja },
] as const;

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: MAIN },
  ]);
});

type Doc = { paths: Record<string, Record<string, { operationId?: string }>> };

async function operationIds(page: Page): Promise<string[]> {
  const response = await page.request.get(`${MAIN}/api/v1/openapi.json`);
  expect(response.status()).toBe(200);
  const doc = (await response.json()) as Doc;
  const ids = Object.values(doc.paths).flatMap((item) =>
    Object.values(item).map((operation) => operation.operationId ?? ''),
  );
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  return ids;
}

async function expectAxeClean(page: Page) {
  // Open every <details>, so the nested field lists are checked too.
  await page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = true;
  });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

for (const { locale, prefix, messages } of LOCALES) {
  test(`lists every operation of the document in ${locale}, axe-clean`, async ({ page }) => {
    // The reference holds every operation (the DEX added six): axe over it takes its time on
    // two shared cores.
    test.setTimeout(90_000);
    const ids = await operationIds(page);
    const response = await page.goto(`${prefix}/for-partners/api`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(
      page.getByRole('heading', { level: 1, name: messages.ApiReference.title }),
    ).toBeVisible();
    await expect(page).toHaveTitle(`${messages.Metadata.apiReference.title} | Swaplens`);
    const contents = page.getByRole('navigation', { name: messages.ApiReference.contents });
    for (const id of ids) {
      await expect(page.locator(`section[id="${id}"]`), id).toHaveCount(1);
      await expect(contents.locator(`a[href="#${id}"]`), id).toHaveCount(1);
      await expect(page.locator(`section[id="${id}"] pre`), id).toContainText('curl');
    }
    await expectAxeClean(page);
  });
}

test('works without JavaScript: every operation, its example and its fields', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: MAIN });
  await context.addCookies([
    { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: MAIN },
  ]);
  const page = await context.newPage();
  const ids = await operationIds(page);
  const response = await page.goto('/for-partners/api');
  expect(response?.status()).toBe(200);
  for (const id of ids) {
    await expect(page.locator(`section[id="${id}"] h3`), id).toBeVisible();
  }
  // The example is plain text, and a body's fields open with <details> alone.
  const create = page.locator('section[id="createSwap"]');
  await expect(create.locator('pre')).toContainText("curl -X POST 'http://");
  await expect(create.locator('pre')).toContainText('/api/v1/swaps');
  // The request body's fields are open; an answer's open with a click on their <summary>.
  await expect(create.getByText('acceptTerms').first()).toBeVisible();
  const answer = create.locator('summary', {
    hasText: en.ApiReference.fieldsOf.replace('{name}', 'Swap'),
  });
  await answer.first().click();
  await expect(create.getByText('depositAddress').first()).toBeVisible();
  // The table of contents jumps to an operation.
  await page.locator('nav a[href="#getSwap"]').click();
  await expect(page).toHaveURL(/#getSwap$/);
  await context.close();
});

test('does not scroll sideways at 360 px, with every <details> open', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const { prefix } of LOCALES) {
    await page.goto(`${prefix}/for-partners/api`);
    await page.evaluate(() => {
      for (const details of document.querySelectorAll('details')) details.open = true;
    });
    const widths = await page.evaluate(() => ({
      scroll: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
      viewport: document.documentElement.clientWidth,
    }));
    expect(widths.scroll, prefix || '/').toBeLessThanOrEqual(widths.viewport);
  }
});

test('screenshots at 360 and 1440 px', async ({ page }) => {
  test.skip(!process.env.API_REFERENCE_SHOTS, 'only when API_REFERENCE_SHOTS names a folder');
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const { locale, prefix } of LOCALES) {
      // The locale cookie of the last page would send the unprefixed path to that locale.
      await page.context().clearCookies({ name: 'NEXT_LOCALE' });
      await page.goto(`${prefix}/for-partners/api`);
      await page.screenshot({
        path: `${process.env.API_REFERENCE_SHOTS}/${locale}-${width}-top.png`,
      });
      await page.locator('section[id="createSwap"]').scrollIntoViewIfNeeded();
      await page.evaluate(() => {
        for (const details of document.querySelectorAll<HTMLDetailsElement>('#createSwap details'))
          details.open = true;
      });
      await page
        .locator('section[id="createSwap"]')
        .screenshot({ path: `${process.env.API_REFERENCE_SHOTS}/${locale}-${width}-create.png` });
    }
  }
});
