import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { MAIN } from './support/ports';

// Route preloading (spec section 9): nothing is preloaded because it is on screen; a route loads
// when the visitor shows intent; at most 4 loads run at a time; none in save-data mode.

const isPrefetch = (request: Request) => request.headers()['next-router-prefetch'] === '1';

async function hydrated(page: Page) {
  await expect
    .poll(() => page.evaluate(() => typeof (window as { next?: unknown }).next))
    .toBe('object');
}

/** The comparisons the /compare listing shows: dozens of links to pages of this app. */
async function comparisons(page: Page) {
  await page.goto('/compare');
  await hydrated(page);
  const links = page.getByRole('main').locator('a[href^="/compare/"]');
  await expect.poll(() => links.count()).toBeGreaterThan(8);
  return links;
}

test.beforeEach(async ({ page }) => {
  await page
    .context()
    .addCookies([{ name: 'cookie_preferences', value: '1_false_2_false_3_false', url: MAIN }]);
});

test('links on screen load nothing; the link the visitor points at loads its route', async ({
  page,
}) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (isPrefetch(request)) prefetched.push(new URL(request.url()).pathname);
  });
  const links = await comparisons(page);
  const target = links.nth(3);
  const path = await target.getAttribute('href');
  const loaded = page.waitForRequest((request) => isPrefetch(request));
  await target.hover();
  await loaded;
  // Dozens of comparisons and the header's links were on screen: only the hovered one loaded.
  expect([...new Set(prefetched)]).toEqual([path]);
});

test('a language link loads nothing ahead: a switch is a full page load', async ({ page }) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (isPrefetch(request)) prefetched.push(new URL(request.url()).pathname);
  });
  const comparisonLinks = await comparisons(page);
  await page.getByRole('button', { name: /Change language/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your language' });
  const links = dialog.getByRole('link');
  await expect(links).toHaveCount(14);
  await links.filter({ hasText: 'Deutsch' }).hover();
  await links.filter({ hasText: 'Français' }).focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Each language has its own root layout, so the router could not use a preloaded route: the
  // first load after them is the comparison's the visitor points at next.
  const target = comparisonLinks.nth(2);
  const loaded = page.waitForRequest((request) => isPrefetch(request));
  await target.hover();
  await loaded;
  expect([...new Set(prefetched)]).toEqual([await target.getAttribute('href')]);
});

test('at most 4 route loads run at a time', async ({ page }) => {
  const held: Route[] = [];
  const seen = new Set<string>();
  let most = 0;
  await page.route(
    (url) => url.searchParams.has('_rsc'),
    async (route) => {
      if (!isPrefetch(route.request())) return route.continue();
      seen.add(new URL(route.request().url()).pathname);
      held.push(route);
      most = Math.max(most, held.length);
    },
  );
  const links = await comparisons(page);
  for (let i = 1; i <= 8; i++) await links.nth(i).focus();

  // Eight intents, held: the loads pile up to the limit and no further.
  await expect.poll(() => held.length).toBe(4);
  // One released, the next waiting load takes its place, still 4 at once.
  await held.shift()!.continue();
  await expect.poll(() => held.length).toBe(4);
  for (const route of held.splice(0)) await route.continue();
  expect(seen.size).toBeGreaterThan(4);
  expect(most).toBe(4);
});

test('in save-data mode or on 2G nothing is preloaded', async ({ page }) => {
  // The Network Information API, as the browser would report it; switchable during the test.
  await page.addInitScript(() => {
    const state = { connection: { saveData: true, effectiveType: '4g' } };
    Object.assign(window, { __network: state });
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => state.connection,
    });
  });
  const setConnection = (connection: { saveData: boolean; effectiveType: string }) =>
    page.evaluate((value) => {
      (window as unknown as { __network: { connection: unknown } }).__network.connection = value;
    }, connection);
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (isPrefetch(request)) prefetched.push(new URL(request.url()).pathname);
  });
  const links = await comparisons(page);

  await links.nth(1).focus();
  await setConnection({ saveData: false, effectiveType: '2g' });
  await links.nth(2).focus();
  // Then a fast connection: the next intent loads, and it is the first load of all.
  await setConnection({ saveData: false, effectiveType: '4g' });
  const loaded = page.waitForRequest((request) => isPrefetch(request));
  await links.nth(3).focus();
  await loaded;
  expect([...new Set(prefetched)]).toEqual([await links.nth(3).getAttribute('href')]);
});
