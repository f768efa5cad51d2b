import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { visitorIp } from './support/http';
import { runAdmin } from './support/admin';
import { startOwnServer, type OwnServer } from './support/own-server';
import { MAIN, PORTS } from './support/ports';

// /customer-feedbacks on a server of its own, so the database starts empty: the invitation to
// write the first review, a review left through the form, approved with the operator's real
// command (npm run admin), then shown with its aggregate and structured data.

const PORT = PORTS.main + 40;
const DATA_DIR = '.data/e2e-reviews';
let server: OwnServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer(PORT, 'reviews');
});

test.afterAll(async () => {
  await server?.stop();
});

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: server.url },
  ]);
});

/** npm run admin -- …, as the operator runs it on the server's machine. */
const admin = (...args: string[]) => runAdmin({ port: PORT, dataDir: DATA_DIR }, ...args);

/** Google is out of reach: a fake whose tokens the siteverify stand-in passes for any action. */
async function fakeRecaptcha(page: Page) {
  await page.route('https://www.google.com/recaptcha/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.grecaptcha = {
        ready: (callback) => callback(),
        execute: (key, options) => Promise.resolve('pass:' + options.action),
      };`,
    }),
  );
  await page.route('**/apiglobal/reviews', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': visitorIp() } }),
  );
}

async function structuredData(page: Page): Promise<unknown[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as unknown);
}

test('with no review yet, invites the first and claims no rating', async ({ page }) => {
  const response = await page.goto(`${server.url}/customer-feedbacks`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer reviews' })).toBeVisible();
  await expect(page).toHaveTitle(/^Customer reviews \| /);
  // The build's SITE_URL (the main e2e server) names every page.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${MAIN}/customer-feedbacks`,
  );
  await expect(page.getByText('No reviews yet')).toBeVisible();
  await expect(page.getByText(/out of 5/)).toHaveCount(0);
  expect(JSON.stringify(await structuredData(page))).not.toContain('AggregateRating');
  expect((await page.request.get(`${server.url}/customer-feedbacks/page-2`)).status()).toBe(404);

  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => ['serious', 'critical'].includes(v.impact!));
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('a review waits for moderation, is approved with the command and then shows', async ({
  page,
}) => {
  await fakeRecaptcha(page);
  await page.goto(`${server.url}/customer-feedbacks`);
  const form = page.locator('form[aria-labelledby="review-form-title"]');
  // Keyboard: the rating is a radio group the arrow keys move through, 1 ★ … 5 ★ in order.
  await form.getByRole('radio', { name: '3 stars' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(form.getByRole('radio', { name: '3 stars' })).toBeChecked();
  await form.getByRole('radio', { name: '5 stars' }).check();
  await form.getByRole('textbox', { name: /Your name/ }).fill('Grace');
  await form
    .getByRole('textbox', { name: /Your review/ })
    .fill('Three offers side by side, and the fees were exactly as shown.');
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'once it has been checked',
  );

  // Not shown before the operator's decision.
  await page.reload();
  await expect(page.getByText('No reviews yet')).toBeVisible();

  const listed = admin('reviews', 'list', '--json');
  expect(listed.stderr).toBe('');
  const pending = JSON.parse(listed.stdout) as Array<{ id: number; name: string; locale: string }>;
  expect(pending).toEqual([expect.objectContaining({ name: 'Grace', locale: 'en' })]);
  const approved = admin('reviews', 'approve', String(pending[0]!.id));
  expect(approved.status, approved.stderr).toBe(0);
  expect(approved.stdout).toContain('approved');

  await page.reload();
  const review = page.getByRole('article', { name: 'Grace' });
  await expect(review).toContainText('Three offers side by side');
  await expect(review.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expect(review.getByText('Verified swap')).toHaveCount(0);
  await expect(page.getByText('Based on 1 review')).toBeVisible();
  await expect(page.getByText('5 out of 5', { exact: true })).toBeVisible();
  expect(await structuredData(page)).toContainEqual(
    expect.objectContaining({
      '@type': 'Organization',
      aggregateRating: expect.objectContaining({ ratingValue: 5, reviewCount: 1 }),
    }),
  );
  expect(admin('reviews', 'list').stdout.trim()).toBe('No pending reviews.');
});

test('the aggregate is in the page language', async ({ page }) => {
  await page.goto(`${server.url}/de/customer-feedbacks`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kundenbewertungen' })).toBeVisible();
  await expect(page.getByText('Auf Grundlage von 1 Bewertung')).toBeVisible();
});

test('the command says what is wrong: a bad number, or no server', async () => {
  const missing = admin('reviews', 'approve', '999999');
  expect(missing.status).toBe(1);
  expect(missing.stderr).toContain('No review has that number');
  const usage = admin('reviews', 'publish', '1');
  expect(usage.status).toBe(2);
  expect(usage.stderr).toContain('Usage:');

  await server.stop();
  const down = admin('reviews', 'list');
  expect(down.status).toBe(1);
  expect(down.stderr).toContain(`No server answers at http://127.0.0.1:${PORT}`);
});
