import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { visitorIp } from './support/http';
import { MAIN } from './support/ports';

// /contact in Chromium against the production build: the support channels, the form sent for
// real through the bot check (Google's script replaced by a fake whose tokens the siteverify
// stand-in understands), success and failure, and the tracking event of each.

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: MAIN },
  ]);
});

/** "pass" succeeds for the action asked, "low-score" fails the check. */
async function prepare(page: Page, verdict: 'pass' | 'low-score') {
  await page.route('https://www.google.com/recaptcha/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.grecaptcha = {
        ready: (callback) => callback(),
        execute: (key, options) => Promise.resolve(${JSON.stringify(verdict)} + ':' + options.action),
      };`,
    }),
  );
  const posts: string[] = [];
  // Each test from its own address, so the 5-per-10-minutes limit never bites.
  await page.route('**/apiglobal/contact/message', (route) => {
    posts.push(route.request().postData() ?? '');
    return route.continue({
      headers: { ...route.request().headers(), 'x-forwarded-for': visitorIp() },
    });
  });
  await page.addInitScript(() => {
    const log: string[] = [];
    Object.assign(window, { __contactLog: log });
    window.addEventListener('swaplens:track', (event) =>
      log.push(JSON.stringify((event as CustomEvent).detail)),
    );
  });
  const events = () =>
    page.evaluate(() => (window as unknown as { __contactLog: string[] }).__contactLog);
  return { posts, events };
}

async function fill(page: Page) {
  const form = page.locator('form[aria-labelledby="contact-form-title"]');
  await form.getByRole('textbox', { name: /Your name/ }).fill('Ada Lovelace');
  await form.getByRole('textbox', { name: /Email address/ }).fill('ada@example.com');
  await form.getByRole('textbox', { name: /Subject/ }).fill('A question about fees');
  await form
    .getByRole('textbox', { name: /Message/ })
    .fill('Are the network fees included in the amount shown on each offer?');
  return form;
}

test('shows the official support channels and the warning about fake support', async ({ page }) => {
  await page.goto('/contact');
  await expect(page).toHaveTitle(/^Contact us \| /);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${MAIN}/contact`);
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
    'href',
    `${MAIN}/de/contact`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  const channels = page.getByRole('complementary', { name: 'Official support' });
  await expect(channels).toContainText('never writes to you first');
  await expect(channels).toContainText('seed phrase');
  await expect(channels.getByRole('link', { name: /bot/ })).toHaveAttribute('href', /^https:\/\//);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => ['serious', 'critical'].includes(v.impact!));
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('sends a message and thanks the visitor in place of the form', async ({ page }) => {
  const { posts, events } = await prepare(page, 'pass');
  await page.goto('/contact');
  const form = await fill(page);
  await form.getByRole('button', { name: 'Send message' }).click();

  const thanks = page.getByRole('main').getByRole('status');
  await expect(thanks).toContainText('Thank you, your message has been sent');
  await expect(thanks).toBeFocused();
  // Focus scrolled it into view below the sticky header, not under it.
  const header = (await page.locator('header').first().boundingBox())!;
  const heading = (await thanks.getByRole('heading').boundingBox())!;
  expect(heading.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(posts).toHaveLength(1);
  expect(JSON.parse(posts[0]!)).toMatchObject({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    googleReCaptchaToken: 'pass:contact_submit',
  });
  expect(await events()).toContain(JSON.stringify({ event: 'contact_submit', status: 'success' }));
});

test('says "Something went wrong / Please try again" when sending fails, keeping the message', async ({
  page,
}) => {
  const { events } = await prepare(page, 'low-score');
  await page.goto('/contact');
  const form = await fill(page);
  const answer = page.waitForResponse('**/apiglobal/contact/message');
  await form.getByRole('button', { name: 'Send message' }).click();
  expect((await answer).status()).toBe(403);

  const alert = form.getByRole('alert');
  await expect(alert).toContainText('Something went wrong');
  await expect(alert).toContainText('Please try again.');
  await expect(form.getByRole('textbox', { name: /Message/ })).toHaveValue(/network fees/);
  expect(await events()).toContain(JSON.stringify({ event: 'contact_submit', status: 'error' }));
});

test('marks the missing fields and sends nothing', async ({ page }) => {
  const { posts } = await prepare(page, 'pass');
  await page.goto('/fr/contact');
  const form = page.locator('form[aria-labelledby="contact-form-title"]');
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(form.getByText('Veuillez remplir ce champ.')).toHaveCount(4);
  await expect(form.getByRole('textbox', { name: /Votre nom/ })).toBeFocused();
  await expect(form.getByRole('textbox', { name: /Votre nom/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(posts).toEqual([]);
});
