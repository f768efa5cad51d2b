import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MAIN } from './support/ports';
import { E2E_LINK_ENV } from './support/links-env.mjs';
import german from '../messages/de.json';
import english from '../messages/en.json';

// /about-us, /partners, /press and /congrats against the test build, which is made with the
// operator links of e2e/support/links-env.mjs, no operator facts, and every provider adapter
// (canary keys) next to the sandbox (scripts/test-build.mjs).

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: MAIN },
  ]);
});

const PAGES = [
  {
    path: '/about-us',
    key: 'aboutUs',
    heading: english.AboutPage.title.replace('{brand}', 'Swaplens'),
  },
  { path: '/partners', key: 'partners', heading: english.PartnersPage.title },
  { path: '/press', key: 'press', heading: english.PressPage.title },
  {
    path: '/congrats',
    key: 'congrats',
    heading: english.CongratsPage.title.replace('{brand}', 'Swaplens'),
  },
] as const;

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

for (const { path, key, heading } of PAGES) {
  test(`${path} answers in English and German with its own head data, axe-clean`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${english.Metadata[key].title} | Swaplens`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${MAIN}${path}`);
    await expectAxeClean(page);

    const de = await page.goto(`/de${path}`);
    expect(de?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle(`${german.Metadata[key].title} | Swaplens`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${MAIN}/de${path}`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${MAIN}${path}`,
    );
  });
}

test('/congrats is not for search engines; the other three are in the sitemap', async ({
  page,
  request,
}) => {
  await page.goto('/congrats');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  for (const link of ['/transaction-status', '/swap', '/customer-feedbacks']) {
    await expect(page.locator(`main a[href="${link}"]`)).toHaveCount(1);
  }
  await expect(page.locator('main a[href="#newsletter-title"]')).toHaveCount(1);

  await page.goto('/about-us');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  const sitemap = await (await request.get('/sitemaps/pages-1.xml')).text();
  for (const path of ['/about-us', '/partners', '/press']) {
    expect(sitemap).toContain(`<loc>${MAIN}${path}</loc>`);
  }
  expect(sitemap).not.toContain('/congrats');
});

test('/partners labels every simulated provider Sandbox and links real ones to their sites', async ({
  page,
}) => {
  await page.goto('/partners');
  const sandbox = page.locator('[data-testid="partner"][data-sandbox]');
  await expect(sandbox).toHaveCount(3);
  for (const card of await sandbox.all()) {
    await expect(card.getByText('Sandbox', { exact: true })).toBeVisible();
    await expect(card.getByText(/A simulated provider/)).toBeVisible();
    await expect(card.locator('a')).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Sandbox Swift' })).toBeVisible();

  const real = page.locator('[data-testid="partner"]:not([data-sandbox])');
  await expect(real).toHaveCount(6);
  const changenow = real.filter({ has: page.getByRole('heading', { name: 'ChangeNOW' }) });
  const website = changenow.getByRole('link', { name: /Website of ChangeNOW/ });
  await expect(website).toHaveAttribute('href', 'https://changenow.io');
  await expect(website).toHaveAttribute('target', '_blank');
  await expect(website).toHaveAccessibleName(/\(opens in a new tab\)/);
  await expect(changenow.getByText('Swap status on this site')).toBeVisible();
  // The wordmark is a file of public/icons, served as it is (not a page path the proxy answers).
  const logo = changenow.getByRole('img', { name: 'ChangeNOW' });
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // Sandbox mode is only announced when every provider is simulated.
  await expect(page.getByText(/runs in sandbox mode/)).toHaveCount(0);
});

test('/about-us names no operator it was not given and counts its own figures', async ({
  page,
}) => {
  await page.goto('/about-us');
  // No BRAND_OPERATOR and no operator facts: no section that would only say "the operator of
  // this website".
  await expect(page.getByRole('heading', { name: 'Who runs Swaplens' })).toHaveCount(0);
  await expect(page.getByText(/run by the operator of this website/)).toHaveCount(0);
  await expect(page.getByText('Address', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/years? of expertise/)).toHaveCount(0);
  await expect(page.getByText('24/7')).toHaveCount(0);
  await expect(page.getByText('14 languages')).toBeVisible();
  await expect(page.getByText(/^\d+ exchange providers?$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'the providers we compare' })).toHaveAttribute(
    'href',
    '/partners',
  );
});

test('/press has no invented mentions, and links the configured press kit', async ({ page }) => {
  await page.goto('/press');
  await expect(page.getByText('No articles about Swaplens have been published yet.')).toBeVisible();
  const kit = page.getByRole('main').getByRole('link', { name: /Press kit/ });
  await expect(kit).toHaveAttribute('href', E2E_LINK_ENV.LINK_PRESS_KIT!);
  await expect(kit).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('main').getByRole('link', { name: 'contact page' })).toHaveAttribute(
    'href',
    '/contact',
  );
});

test('the header opens the configured API documentation in a new tab, and Press stays ours', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Business' }).click();
  const api = nav.getByRole('link', { name: /^Exchange API/ });
  await expect(api).toHaveAttribute('href', E2E_LINK_ENV.LINK_API_DOCS!);
  await expect(api).toHaveAttribute('target', '_blank');
  await expect(api).toHaveAccessibleName(/\(opens in a new tab\)$/);
  await nav.getByRole('button', { name: 'Company' }).click();
  await expect(nav.getByRole('link', { name: /^Press/ })).toHaveAttribute('href', '/press');
});
