import { expect, test, type Page } from '@playwright/test';
import { MAIN } from './support/ports';

// Swap IDs are bearer tokens: what the pages push to the Tag Manager data layer must never carry
// one. The e2e build has no GTM_ID, so GTM itself does not load, but the site's own page_view and
// event pushes happen all the same: this reads them from the page.

const SWAP_ID = 'K7M2Q9XD3F8H';

// A visitor who accepted every cookie category: the most the site ever sends.
test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_preferences', value: '1_true_2_true_3_true', url: MAIN },
  ]);
});

async function dataLayer(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify(
      ((window as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
        // gtag() pushes an arguments object: read it as the list it is.
        Object.prototype.toString.call(entry) === '[object Arguments]'
          ? Array.from(entry as ArrayLike<unknown>)
          : entry,
      ),
    ),
  );
}

test('the status page pushes its page view and status check without the Swap ID', async ({
  page,
}) => {
  await page.goto(`/transaction-status?id=${SWAP_ID}`);
  await expect(page.getByTestId('swap-not-found')).toBeVisible();
  const pushed = await dataLayer(page);
  expect(pushed).toContain(`"page_location":"${MAIN}/transaction-status?id=redacted"`);
  expect(pushed).toContain('"event":"swap_status_check"');
  expect(pushed).not.toContain(SWAP_ID);

  // A route change carries the previous page as referrer, redacted as well.
  await page.getByRole('link', { name: /swap/i }).first().click();
  await expect.poll(async () => (await dataLayer(page)).match(/"page_view"/g)?.length).toBe(2);
  const after = await dataLayer(page);
  expect(after).toContain(`"page_referrer":"${MAIN}/transaction-status?id=redacted"`);
  expect(after).not.toContain(SWAP_ID);
});

test('the swap page pushes no Swap ID', async ({ page }) => {
  await page.goto(`/swap?swap=${SWAP_ID}`);
  await expect.poll(async () => dataLayer(page)).toContain('"page_path":"/swap?swap=redacted"');
  expect(await dataLayer(page)).not.toContain(SWAP_ID);
});
