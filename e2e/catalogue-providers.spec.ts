import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MAIN } from './support/ports';
import english from '../messages/en.json';
import french from '../messages/fr.json';

// /providers against the test build's main server, which runs the sandbox only (no provider
// keys): every sandbox provider is listed and labelled simulated, and after an offers round the
// figures this site measured appear. The page is rendered on demand and regenerated at most every
// 5 minutes, so a copy rendered by an earlier run may be served once while it regenerates: the
// figures are awaited by reloading, never by waiting a fixed time.

const t = english.ProvidersPage;

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

test('lists the sandbox providers labelled simulated, with measured figures after an offers round', async ({
  page,
  request,
}) => {
  const offers = await request.get('/api/v1/offers?from=btc&to=eth&amount=0.1', {
    headers: { accept: 'application/json' },
  });
  expect(offers.status()).toBe(200);
  const body = (await offers.json()) as {
    sandbox: boolean;
    offers: Array<{ provider: { id: string; name: string } }>;
  };
  expect(body.sandbox).toBe(true);
  expect(body.offers.length).toBeGreaterThan(0);

  await expect
    .poll(
      async () => {
        await page.goto('/providers');
        return page.getByTestId('figures-7').count();
      },
      { timeout: 20_000, intervals: [500, 1_000, 2_000] },
    )
    .toBe(1);

  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page).toHaveTitle(`${english.Metadata.providers.title} | Swaplens`);
  await expect(page.getByTestId('sandbox-notice')).toBeVisible();

  // Every provider that made an offer is a row of the overview, labelled simulated.
  const overview = page.getByTestId('providers-overview');
  for (const { provider } of body.offers) {
    const row = overview.locator(`tr[data-provider="${provider.id}"]`);
    await expect(row.getByRole('rowheader')).toContainText(provider.name);
    await expect(row.getByRole('rowheader')).toContainText(t.simulated);
  }
  // The sandbox lists every priced coin: real counts, not "not known".
  await expect(overview.getByText(t.unknown)).toHaveCount(0);

  // The provider with the best offer was measured: a count of questions and an answer rate.
  const best = body.offers[0]!.provider.id;
  const measured = page.getByTestId('figures-7').locator(`tr[data-provider="${best}"] td`);
  await expect(measured).toHaveCount(5);
  await expect(measured.nth(1)).toHaveText(/\d+(\.\d+)?\s?%/);
  await expect(page.getByTestId('figures-7').locator('caption')).toContainText(t.figuresSimulated);
  await expect(page.getByTestId('figures-30')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: t.methodTitle })).toBeVisible();

  // Breadcrumb data for search engines.
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"BreadcrumbList"'))).toBe(true);

  await expectAxeClean(page);
});

test('/fr/providers is in French, with its own head data', async ({ page }) => {
  const response = await page.goto('/fr/providers');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByRole('heading', { level: 1, name: french.ProvidersPage.title }),
  ).toBeVisible();
  await expect(page).toHaveTitle(`${french.Metadata.providers.title} | Swaplens`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${MAIN}/fr/providers`,
  );
  await expect(page.getByTestId('providers-overview').locator('caption')).toHaveText(
    french.ProvidersPage.overviewCaption,
  );
  await expect(page.getByText(french.ProvidersPage.simulated).first()).toBeVisible();
  await expectAxeClean(page);
});

test('/providers is in the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemaps/pages-1.xml')).text();
  expect(sitemap).toContain(`<loc>${MAIN}/providers</loc>`);
});
