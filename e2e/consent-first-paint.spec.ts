import { expect, test, type Page, type Route } from '@playwright/test';
import { MAIN } from './support/ports';

// The cookie banner is part of the server HTML (target 3 of issue 10): it is visible without
// JavaScript and before hydration on a first visit, and never visible, not even before hydration,
// once a choice is stored. No timing is asserted: the page's scripts are held, not slowed.

const region = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
// Scripts only: the stylesheets live in the same folder and must load for the page to render.
const isScript = (url: URL) =>
  url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js');

/** Holds every JavaScript chunk until release() is called, so the page cannot hydrate. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(isScript, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    held,
    async release() {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

const hydrated = (page: Page) =>
  page.evaluate(() => typeof (window as { next?: unknown }).next === 'object');

/**
 * Records, from the first parsed byte, whether the consent panel was ever rendered visible: at
 * every DOM change and every animation frame (each frame the browser could paint).
 */
async function recordBannerVisibility(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __bannerSeen: seen });
    const check = (when: string) => {
      const panel = document.querySelector('section[aria-label="Cookie consent"]');
      if (panel && getComputedStyle(panel).display !== 'none') seen.push(when);
    };
    new MutationObserver(() => check('mutation')).observe(document, {
      childList: true,
      subtree: true,
    });
    const frame = () => {
      check('frame');
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  return () => page.evaluate(() => (window as unknown as { __bannerSeen: string[] }).__bannerSeen);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a first visit sees the banner, with its text, policy link and answers', async ({
    page,
  }) => {
    await page.goto('/de');
    const banner = page.getByRole('region', { name: 'Cookie-Einwilligung' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(banner.getByRole('link')).toHaveAttribute('href', '/de/cookie-policy');
    await expect(banner.getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Ablehnen' })).toBeVisible();
  });
});

test('before hydration a first visit already sees the banner; it works once hydrated', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const scripts = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
  await expect(region(page)).toBeVisible();
  await expect(region(page).getByRole('button', { name: 'Accept all' })).toBeVisible();
  expect(await hydrated(page)).toBe(false);

  await scripts.release();
  await expect.poll(() => hydrated(page)).toBe(true);
  // Next's runtime starts before every client component has hydrated: click until it answers.
  await expect(async () => {
    if (await region(page).isVisible()) {
      await region(page).getByRole('button', { name: 'Decline' }).click({ timeout: 500 });
    }
    await expect(region(page)).toBeHidden({ timeout: 500 });
  }).toPass();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'cookie_preferences')?.value).toBe(
    '1_false_2_false_3_false',
  );
  // Hydration went through without a mismatch (React reports those as console errors).
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
});

test.describe('with a stored choice', () => {
  test.beforeEach(async ({ page }) => {
    await page
      .context()
      .addCookies([{ name: 'cookie_preferences', value: '1_true_2_false_3_true', url: MAIN }]);
  });

  test('the banner is never visible before hydration', async ({ page }) => {
    const seen = await recordBannerVisibility(page);
    const scripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
    await expect(page.locator('html')).toHaveAttribute('data-consent', 'stored');
    // The panel is in the markup (the page is the same static HTML for everyone), but hidden.
    await expect(page.locator('section[aria-label="Cookie consent"]')).toHaveCount(1);
    await expect(region(page)).toBeHidden();
    // Frames have been drawn meanwhile (the check runs on each), and none showed the banner.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    expect(await seen()).toEqual([]);
    expect(await hydrated(page)).toBe(false);

    await scripts.release();
    await expect.poll(() => hydrated(page)).toBe(true);
    await expect(region(page)).toBeHidden();
    expect(await seen()).toEqual([]);
  });

  test('an invalid stored value counts as no choice: the banner shows', async ({ page }) => {
    await page
      .context()
      .addCookies([{ name: 'cookie_preferences', value: '1_true_2_false', url: MAIN }]);
    await page.goto('/');
    await expect(region(page)).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-consent', /./);
  });
});
