import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MAIN } from './support/ports';

// The five legal pages against the production build: each answers in two locales with its
// title, date, table of contents and operator box; the table of contents jumps to its sections;
// another locale says the English text is binding; the cookie policy lists what the site sets.

const PAGES = [
  { path: '/terms-of-use', title: 'Terms of use', de: 'Nutzungsbedingungen' },
  { path: '/privacy-policy', title: 'Privacy policy', de: 'Datenschutzerklärung' },
  { path: '/cookie-policy', title: 'Cookie policy', de: 'Cookie-Richtlinie' },
  { path: '/terms-for-partners', title: 'Terms for partners', de: 'Bedingungen für Partner' },
  { path: '/kyc-aml', title: 'KYC and AML policy', de: 'KYC- und AML-Richtlinie' },
];

const BINDING = /the language of its binding version/;
const BINDING_DE = /in der Sprache seiner verbindlichen Fassung/;

// A returning visitor: the cookie banner would otherwise cover the end of the page.
test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: MAIN },
  ]);
});

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

for (const { path, title, de } of PAGES) {
  test(`${path} answers in English and German with its date, contents and operator`, async ({
    page,
  }) => {
    const english = await page.goto(path);
    expect(english?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(title));
    await expect(page.getByText(/^Last updated: \w+ \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(page.locator('article time[datetime]')).toHaveAttribute(
      'datetime',
      /^\d{4}-\d{2}-\d{2}$/,
    );
    const contents = page.getByRole('navigation', { name: 'Contents' });
    expect(await contents.getByRole('link').count()).toBeGreaterThan(2);
    // No operator is configured in the e2e build: the page names no company and no address.
    const operator = page.getByRole('region', { name: 'Operator and contact' });
    await expect(operator).toContainText('The operator of this website');
    await expect(operator).not.toContainText('Address');
    await expect(page.getByText(BINDING)).toHaveCount(0);

    const german = await page.goto(`/de${path}`);
    expect(german?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: de })).toBeVisible();
    await expect(page.getByText(/^Zuletzt aktualisiert: \d{1,2}\. \S+ \d{4}$/)).toBeVisible();
    await expect(page.getByRole('note')).toHaveText(BINDING_DE);
    await expect(page.locator('article [lang="en"]').first()).toBeVisible();
  });
}

test('each page has its own description, canonical and alternates', async ({ page }) => {
  await page.goto('/de/kyc-aml');
  await expect(page).toHaveTitle(/^KYC- und AML-Richtlinie \| /);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /Verifizierung Ihrer Identität/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${MAIN}/de/kyc-aml`);
  await expect(page.locator('link[rel="alternate"][hreflang="ja"]')).toHaveAttribute(
    'href',
    `${MAIN}/ja/kyc-aml`,
  );
});

test('the table of contents jumps to each section', async ({ page }) => {
  await page.goto('/privacy-policy');
  const contents = page.getByRole('navigation', { name: 'Contents' });
  const link = contents.getByRole('link', { name: 'Your rights' });
  await link.click();
  await expect(page).toHaveURL(/\/privacy-policy#your-rights$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Your rights' })).toBeInViewport();

  // Every entry points at a heading that exists.
  for (const href of await contents
    .getByRole('link')
    .evaluateAll((links) => links.map((anchor) => anchor.getAttribute('href')))) {
    expect(href).toMatch(/^#[a-z0-9-]+$/);
    await expect(page.locator(`h2${href}`)).toHaveCount(1);
  }
});

test('links inside a text keep the reader in their language; other sites open apart', async ({
  page,
}) => {
  await page.goto('/de/terms-of-use');
  const body = page.locator('article [lang="en"]').last();
  await expect(body.getByRole('link', { name: 'privacy policy' }).first()).toHaveAttribute(
    'href',
    '/de/privacy-policy',
  );
  await page.goto('/privacy-policy');
  const google = page.getByRole('link', { name: /Google's privacy policy/ }).first();
  await expect(google).toHaveAttribute('target', '_blank');
  await expect(google).toHaveAttribute('rel', 'noopener noreferrer');
});

test('the cookie policy lists what this build sets, by category', async ({ page }) => {
  await page.goto('/cookie-policy');
  const necessary = page.getByRole('region', { name: 'Strictly necessary cookies' });
  for (const name of ['cookie_preferences', 'NEXT_LOCALE', 'swaplens:chunk-reload-count']) {
    await expect(necessary.getByRole('rowheader', { name })).toBeVisible();
  }
  // The e2e build has a reCAPTCHA site key and no Tag Manager id.
  await expect(necessary.getByRole('rowheader', { name: '_GRECAPTCHA' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: '_ga' })).toHaveCount(0);
  // The affiliate link's cookie, set only with targeting consent (docs/decisions/0022).
  const targeting = page.getByRole('region', { name: /Targeting/ });
  await expect(targeting.getByRole('rowheader', { name: 'sl_ref' })).toBeVisible();
  await expect(page.getByText('None at present.')).toHaveCount(2);

  await page.goto('/ja/cookie-policy');
  await expect(page.getByRole('columnheader', { name: '目的' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: '1 年' }).first()).toBeVisible();
});

test('the legal pages are axe-clean in English and in another locale', async ({ page }) => {
  for (const { path } of PAGES) {
    await page.goto(path);
    await expectNoSeriousViolations(page);
  }
  await page.goto('/ja/cookie-policy');
  await expectNoSeriousViolations(page);
});

test('nothing overflows a 390 px screen (long German titles, the cookie table)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/de/terms-of-use', '/cookie-policy']) {
    await page.goto(path);
    // The page's own content; the footer's logo strip is the shell's (e2e/shell-footer.spec.ts).
    const main = page.locator('main');
    const overflow = await main.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow, path).toBe(0);
    expect((await page.locator('article').boundingBox())?.width, path).toBeLessThanOrEqual(390);
  }
});
