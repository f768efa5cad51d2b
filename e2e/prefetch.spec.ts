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

async function openLanguages(page: Page) {
  await page.getByRole('button', { name: /Change language/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your language' });
  const links = dialog.getByRole('link');
  await expect(links).toHaveCount(14);
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
  await page.goto('/');
  await hydrated(page);
  const links = await openLanguages(page);
  const german = links.filter({ hasText: 'Deutsch' });
  const loaded = page.waitForRequest((request) => isPrefetch(request));
  await german.hover();
  await loaded;
  // Fourteen language links and the header's links were on screen: only the hovered one loaded.
  expect([...new Set(prefetched)]).toEqual(['/de']);
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
  await page.goto('/');
  await hydrated(page);
  const links = await openLanguages(page);
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
  await page.goto('/');
  await hydrated(page);
  const links = await openLanguages(page);

  await links.filter({ hasText: 'Deutsch' }).focus();
  await setConnection({ saveData: false, effectiveType: '2g' });
  await links.filter({ hasText: 'Français' }).focus();
  // Then a fast connection: the next intent loads, and it is the first load of all.
  await setConnection({ saveData: false, effectiveType: '4g' });
  const loaded = page.waitForRequest((request) => isPrefetch(request));
  await links.filter({ hasText: 'Italiano' }).focus();
  await loaded;
  expect([...new Set(prefetched)]).toEqual(['/it']);
});
