import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { getRaw, visitorIp } from './support/http';
import { MAIN } from './support/ports';

// /for-partners in Chromium against the production build: the page in three languages with the
// configured figures (the defaults: the e2e servers set none), its #api section, FAQPage data, no
// serious accessibility problem, no sideways scrolling on a phone, and the application form sent
// for real through the bot check (Google's script replaced by a fake whose tokens the siteverify
// stand-in understands), with the spec's request_demo event.

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: MAIN },
  ]);
});

const PAGES = [
  { path: '/for-partners', title: 'Partner program', commission: '0.2%', share: 'up to 50%' },
  { path: '/de/for-partners', title: 'Partnerprogramm', commission: /^0,2\s%$/u, share: /50\s%/u },
  { path: '/ja/for-partners', title: 'パートナープログラム', commission: '0.2%', share: '最大50%' },
] as const;

for (const { path, title, commission, share } of PAGES) {
  test(`${path} answers 200 with the program, its figures, the #api section and FAQPage data`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${MAIN}${path}`);
    await expect(page.getByTestId('partner-commission')).toHaveText(commission);
    await expect(page.getByTestId('partner-revenue-share')).toContainText(share);

    const api = page.locator('section#api');
    await expect(api).toHaveCount(1);
    await expect(api.locator('a[href$="/for-partners/api"]')).toHaveCount(1);
    await expect(api.locator('a[href="/api/v1/openapi.json"]')).toHaveCount(1);
    // LINK_API_DOCS is set for the e2e build (e2e/support/links-env.mjs).
    await expect(api.locator('a[href="https://docs.example.com/"]')).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(page.locator('section#apply form')).toHaveCount(1);

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const things = blocks.flatMap((text) => [JSON.parse(text)].flat()) as Array<{
      '@type': string;
      mainEntity?: Array<{ name: string; acceptedAnswer: { text: string } }>;
    }>;
    const faq = things.find((thing) => thing['@type'] === 'FAQPage');
    expect(faq?.mainEntity?.length).toBeGreaterThanOrEqual(6);
    expect(things.map((thing) => thing['@type'])).toContain('BreadcrumbList');
    // The questions on the page are the data's.
    for (const entry of faq!.mainEntity!) {
      await expect(page.locator('#faq dt', { hasText: entry.name })).toHaveCount(1);
    }
  });
}

test('the header’s Business item and the home page lead to the page', async ({ page }) => {
  await page.goto('/');
  const links = page.locator('a[href="/for-partners"]');
  expect(await links.count()).toBeGreaterThan(0);
  expect((await getRaw('/for-partners')).status()).toBe(200);
  expect((await getRaw('/fr/for-partners')).status()).toBe(200);
});

test('has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/for-partners');
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => ['serious', 'critical'].includes(v.impact!));
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('does not scroll sideways on a 360 px phone in English, German and Japanese', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  for (const path of PAGES.map((entry) => entry.path)) {
    await page.goto(path);
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.scroll, path).toBeLessThanOrEqual(widths.viewport);
  }
  await context.close();
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
  await page.route('**/apiglobal/partners/application', (route) => {
    posts.push(route.request().postData() ?? '');
    return route.continue({
      headers: { ...route.request().headers(), 'x-forwarded-for': visitorIp() },
    });
  });
  await page.addInitScript(() => {
    const log: string[] = [];
    Object.assign(window, { __partnerLog: log });
    window.addEventListener('swaplens:track', (event) =>
      log.push(JSON.stringify((event as CustomEvent).detail)),
    );
  });
  const events = () =>
    page.evaluate(() => (window as unknown as { __partnerLog: string[] }).__partnerLog);
  return { posts, events };
}

async function fill(page: Page) {
  const form = page.locator('form[aria-labelledby="apply-title"]');
  await form.getByRole('textbox', { name: /Your name/ }).fill('Ada Lovelace');
  await form.getByRole('textbox', { name: /Company or project/ }).fill('Analytical Wallet');
  await form.getByRole('textbox', { name: /Email address/ }).fill('ada@example.com');
  await form.getByRole('textbox', { name: /Website/ }).fill('wallet.example');
  await form.getByRole('combobox', { name: /Expected monthly volume/ }).selectOption('10k-100k');
  await form
    .getByRole('textbox', { name: /Message/ })
    .fill('We run a wallet and would like to add swaps through the API.');
  return form;
}

test('sends an application and thanks the visitor in place of the form', async ({ page }) => {
  const { posts, events } = await prepare(page, 'pass');
  await page.goto('/for-partners#apply');
  const form = await fill(page);
  const answer = page.waitForResponse('**/apiglobal/partners/application');
  await form.getByRole('button', { name: 'Send application' }).click();
  expect((await answer).status()).toBe(200);

  const thanks = page.locator('#apply').getByRole('status');
  await expect(thanks).toContainText('Thank you, your application has been sent');
  await expect(thanks).toBeFocused();
  expect(posts).toHaveLength(1);
  expect(JSON.parse(posts[0]!)).toMatchObject({
    company: 'Analytical Wallet',
    expectedVolume: '10k-100k',
    // The contract reads the address as people type it.
    website: 'https://wallet.example',
    googleReCaptchaToken: 'pass:partner_application',
  });
  expect(await events()).toContain(JSON.stringify({ event: 'request_demo', status: 'success' }));
});

test('says "Something went wrong / Please try again" when the bot check fails, keeping everything', async ({
  page,
}) => {
  const { events } = await prepare(page, 'low-score');
  await page.goto('/for-partners');
  const form = await fill(page);
  const answer = page.waitForResponse('**/apiglobal/partners/application');
  await form.getByRole('button', { name: 'Send application' }).click();
  expect((await answer).status()).toBe(403);
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('Something went wrong');
  await expect(form.getByRole('textbox', { name: /Company or project/ })).toHaveValue(
    'Analytical Wallet',
  );
  expect(await events()).toContain(JSON.stringify({ event: 'request_demo', status: 'error' }));
});

test('marks the missing fields in Japanese and sends nothing', async ({ page }) => {
  const { posts } = await prepare(page, 'pass');
  await page.goto('/ja/for-partners');
  const form = page.locator('form[aria-labelledby="apply-title"]');
  await form.getByRole('button', { name: '申し込みを送信' }).click();
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(5);
  expect(posts).toEqual([]);
});
