import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MAIN } from './support/ports';
import de from '../messages/de.json';
import en from '../messages/en.json';
import ja from '../messages/ja.json';

// The payout confirmation pages (docs/partners/earnings-and-payouts.md): the e-mailed link's
// confirm page in each of its states, the button's POST, and the processing page, in English,
// German and Japanese, with axe and no sideways scroll at 360 px. The valid link comes from the
// e2e fixture (app/(e2e)/api/e2e-fixtures/partner-payout). Screenshots go to
// $PAYOUT_SHOTS_DIR when it is set.

const MESSAGES = { en, de, ja } as const;
type Lang = keyof typeof MESSAGES;
const prefix = (lang: Lang) => (lang === 'en' ? '' : `/${lang}`);
const SHOTS = process.env.PAYOUT_SHOTS_DIR;

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: MAIN },
  ]);
});

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

async function expectNoOverflow(page: Page) {
  await page.setViewportSize({ width: 360, height: 800 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

async function newLink(page: Page): Promise<string> {
  const response = await page.request.post(`${MAIN}/api/e2e-fixtures/partner-payout`);
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return token;
}

for (const lang of ['en', 'de', 'ja'] as const) {
  const t = MESSAGES[lang].PayoutPages;

  test(`confirm, then processing (${lang})`, async ({ page }) => {
    const token = await newLink(page);
    const response = await page.goto(
      `${MAIN}${prefix(lang)}/for-partners/payouts/confirm?token=${token}`,
    );
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers['cache-control']).toContain('no-store');
    expect(headers['referrer-policy']).toBe('strict-origin');
    expect(headers['x-robots-tag'] ?? '').not.toContain('index,');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirm.title);
    // 145.875 USD, cut to the cent as the page shows it, in the page's language.
    const amount = new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' }).format(
      145.87,
    );
    await expect(page.getByText(amount, { exact: true })).toBeVisible();
    await expectAxeClean(page);
    await expectNoOverflow(page);
    await shoot(page, `confirm-${lang}`);

    // Opening it again (a mail scanner, a second look) consumes nothing.
    await page.reload();
    await expect(page.getByRole('button', { name: t.confirm.button })).toBeVisible();
    await page.getByRole('button', { name: t.confirm.button }).click();
    await expect(page).toHaveURL(`${MAIN}${prefix(lang)}/for-partners/payouts/processing`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.processing.title);
    // No ACCOUNT_URL in the test servers: no account button.
    await expect(page.getByRole('link', { name: t.processing.account })).toHaveCount(0);
    await expectAxeClean(page);
    await expectNoOverflow(page);
    await shoot(page, `processing-${lang}`);

    // The link is used now.
    await page.goto(`${MAIN}${prefix(lang)}/for-partners/payouts/confirm?token=${token}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirm.used.title);
  });

  test(`expired and unknown links (${lang})`, async ({ page }) => {
    for (const state of ['expired', 'unknown'] as const) {
      const response = await page.goto(
        `${MAIN}${prefix(lang)}/for-partners/payouts/confirm?state=${state}`,
      );
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirm[state].title);
      await expectAxeClean(page);
      await expectNoOverflow(page);
    }
    await shoot(page, `confirm-unknown-${lang}`);
    // A token nobody issued: the same clear state, never a 5xx.
    const response = await page.goto(
      `${MAIN}${prefix(lang)}/for-partners/payouts/confirm?token=${'x'.repeat(43)}`,
    );
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirm.unknown.title);
  });
}

test('the pages are in no sitemap', async ({ request }) => {
  const answer = await request.get(`${MAIN}/sitemaps/pages-1.xml`);
  expect(answer.status()).toBe(200);
  const sitemap = await answer.text();
  expect(sitemap).toContain('<loc>');
  expect(sitemap).not.toContain('/for-partners/payouts');
});
