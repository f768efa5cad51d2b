import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from '@playwright/test';
import { CONSENT_DEFAULTS } from '../lib/analytics/consent-mode';
import { getRaw } from './support/http';
import { MAIN } from './support/ports';

// Cookie consent, Consent Mode, error pages and navigation feedback on the main server. The e2e
// servers run without GTM_ID, so analytics is proven through document.cookie, the requests the
// page makes and the data layer; GTM loading itself is unit-tested (tests/unit/analytics).

const region = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

async function hydrated(page: Page) {
  await expect
    .poll(() => page.evaluate(() => typeof (window as { next?: unknown }).next))
    .toBe('object');
}

/**
 * What the footer's "Cookie settings" button does. Next's runtime (see hydrated()) starts before
 * every client component has hydrated, so the event is sent again until the panel answers.
 */
async function openSettingsFromFooter(page: Page, panel = region(page)) {
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('swaplens:open-cookie-settings')));
    await expect(panel).toBeVisible({ timeout: 500 });
  }).toPass();
}

async function consentCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'cookie_preferences');
}

async function analyticsCookies(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.filter((cookie) => /^(_ga|_gid|_gat|_gcl|__utm)/.test(cookie.name));
}

/** Consent commands in the data layer, as [command, action, params] arrays. */
function consentCommands(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
      .map((entry) => Array.from(entry as ArrayLike<unknown>)),
  );
}

async function seriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

async function storeChoice(page: Page, value: string) {
  await page.context().addCookies([{ name: 'cookie_preferences', value, url: MAIN }]);
}

test.describe('cookie consent', () => {
  let tagManagerRequests: string[];
  test.beforeEach(async ({ page }) => {
    tagManagerRequests = [];
    page.on('request', (request) => {
      if (/googletagmanager|google-analytics/.test(request.url())) {
        tagManagerRequests.push(request.url());
      }
    });
  });

  test('a first visit shows the banner; nothing analytic runs before a choice', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(region(page)).toBeVisible();
    await expect(region(page).getByRole('button', { name: 'Accept all' })).toBeVisible();
    await expect(region(page).getByRole('button', { name: 'Decline' })).toBeVisible();
    await expect(region(page).getByRole('button', { name: 'Cookie settings' })).toBeVisible();
    expect(await consentCookie(page)).toBeUndefined();
    expect(await analyticsCookies(page)).toEqual([]);
    expect(tagManagerRequests).toEqual([]);
    // The values are unit-tested (tests/unit/analytics); here: they reach the page, alone.
    expect(await consentCommands(page)).toEqual([['consent', 'default', CONSENT_DEFAULTS]]);
  });

  test('with a stored choice the banner never appears, not even for a frame', async ({ page }) => {
    await storeChoice(page, '1_false_2_false_3_false');
    // Logs, in order, every time the consent panel is rendered visible and every request to open
    // it. The panel is always in the (static) markup; a stored choice hides it before paint.
    await page.addInitScript(() => {
      const log: string[] = [];
      let shown = false;
      Object.assign(window, { __consentLog: log });
      const check = () => {
        const panel = document.querySelector('section[aria-label="Consentement aux cookies"]');
        const now = Boolean(panel && getComputedStyle(panel).display !== 'none');
        if (now && !shown) log.push('panel');
        shown = now;
      };
      new MutationObserver(check).observe(document, {
        childList: true,
        subtree: true,
        attributes: true,
      });
      window.addEventListener('swaplens:open-cookie-settings', () => log.push('open'), true);
    });
    await page.goto('/fr');
    await hydrated(page);
    // The panel answers the footer's event, so the consent code has run with the stored choice.
    const panel = page.getByRole('region', { name: 'Consentement aux cookies' });
    await openSettingsFromFooter(page, panel);
    await expect(panel.getByRole('heading', { name: 'Paramètres des cookies' })).toBeFocused();
    const log = await page.evaluate(
      () => (window as unknown as { __consentLog: string[] }).__consentLog,
    );
    // The first panel ever shown is the one the event asked for: no banner came before it.
    expect(log[0]).toBe('open');
    expect(log.filter((entry) => entry === 'panel')).toHaveLength(1);
  });

  test('Accept all stores every category, hides the banner and grants consent', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await region(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(region(page)).toHaveCount(0);
    const cookie = await consentCookie(page);
    expect(cookie?.value).toBe('1_true_2_true_3_true');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    // 365 days, give or take the test's own runtime.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(365 * 86_400 - 60);
    const commands = await consentCommands(page);
    expect(commands.map(([, action]) => action)).toEqual(['default', 'update']);
    expect(commands[1]?.[2]).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      functionality_storage: 'granted',
      personalization_storage: 'granted',
    });

    // The next page replays the stored choice before anything else can run.
    await page.reload();
    await hydrated(page);
    await expect(region(page)).toHaveCount(0);
    const replayed = await consentCommands(page);
    expect(replayed.map(([, action]) => action)).toEqual(['default', 'update']);
    expect(replayed[1]?.[2]).toMatchObject({ analytics_storage: 'granted' });
  });

  test('Decline stores every category as refused and sets no analytics cookie', async ({
    page,
  }) => {
    await page.goto('/de');
    await hydrated(page);
    const banner = page.getByRole('region', { name: 'Cookie-Einwilligung' });
    await banner.getByRole('button', { name: 'Ablehnen' }).click();
    await expect(banner).toHaveCount(0);
    expect((await consentCookie(page))?.value).toBe('1_false_2_false_3_false');
    const commands = await consentCommands(page);
    expect(Object.values(commands[1]?.[2] as Record<string, string>)).toEqual(
      Array(6).fill('denied'),
    );
    await page.reload();
    await hydrated(page);
    expect(await analyticsCookies(page)).toEqual([]);
    expect(tagManagerRequests).toEqual([]);
  });

  test('settings: four accordions, necessary always active, none ticked, back, save', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await region(page).getByRole('button', { name: 'Cookie settings' }).click();
    await expect(region(page).getByRole('heading', { name: 'Cookie settings' })).toBeFocused();

    const triggers = region(page).locator('h3 button');
    await expect(triggers).toHaveText([
      'Strictly necessary cookies',
      'Performance and analytics cookies',
      'Targeting and advertising cookies',
      'Functional cookies',
    ]);
    const necessary = region(page).locator('h3', { hasText: 'Strictly necessary' }).locator('..');
    await expect(necessary.getByRole('switch')).toHaveCount(0);
    await expect(necessary.getByText('Always active')).toBeVisible();
    const switches = region(page).getByRole('switch');
    await expect(switches).toHaveCount(3);
    for (const item of await switches.all())
      await expect(item).toHaveAttribute('aria-checked', 'false');

    await triggers.nth(2).click();
    await expect(triggers.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(region(page).getByText(/advertising partners/)).toBeVisible();
    const list = region(page).locator('h3').first().locator('xpath=ancestor::*[3]');
    expect(await list.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('344px');

    await region(page).getByRole('button', { name: 'Back' }).click();
    await expect(region(page).getByRole('button', { name: 'Cookie settings' })).toBeFocused();
    await region(page).getByRole('button', { name: 'Cookie settings' }).click();

    await region(page).getByRole('switch', { name: 'Performance and analytics cookies' }).click();
    await region(page).getByRole('switch', { name: 'Functional cookies' }).press('Space');
    await region(page).getByRole('button', { name: 'Save settings' }).click();
    await expect(region(page)).toHaveCount(0);
    expect((await consentCookie(page))?.value).toBe('1_true_2_false_3_true');
    const commands = await consentCommands(page);
    expect(commands.at(-1)?.[2]).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      functionality_storage: 'granted',
    });
  });

  test('the footer event reopens the settings with the stored values', async ({ page }) => {
    await storeChoice(page, '1_false_2_true_3_false');
    await page.goto('/');
    await hydrated(page);
    await expect(region(page)).toHaveCount(0);
    await openSettingsFromFooter(page);
    await expect(region(page).getByRole('heading', { name: 'Cookie settings' })).toBeFocused();
    await expect(
      region(page).getByRole('switch', { name: 'Targeting and advertising cookies' }),
    ).toHaveAttribute('aria-checked', 'true');
    await expect(region(page).getByRole('switch', { name: 'Functional cookies' })).toHaveAttribute(
      'aria-checked',
      'false',
    );

    // Withdrawing consent works the same way.
    await region(page).getByRole('switch', { name: 'Targeting and advertising cookies' }).click();
    await region(page).getByRole('button', { name: 'Save settings' }).click();
    expect((await consentCookie(page))?.value).toBe('1_false_2_false_3_false');

    await page.evaluate(() => window.dispatchEvent(new Event('swaplens:open-cookie-settings')));
    await page.keyboard.press('Escape');
    await expect(region(page)).toHaveCount(0);
  });

  test('the banner is reachable by keyboard and keeps the page readable above it', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const accept = region(page).getByRole('button', { name: 'Accept all' });
    for (
      let i = 0;
      i < 30 && !(await accept.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(accept).toBeFocused();
    // Scrolled to the end, the last content sits above the panel, not under it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const panelTop = (await region(page).boundingBox())!.y;
    const mainBottom = await page
      .locator('main')
      .evaluate((el) => el.getBoundingClientRect().bottom);
    expect(mainBottom).toBeLessThanOrEqual(panelTop + 1);
  });

  test('axe finds no serious problem with the banner or the settings open', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(region(page)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await region(page).getByRole('button', { name: 'Cookie settings' }).click();
    await region(page).locator('h3 button').nth(1).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the banner and the settings fit the screen and work', async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      const box = (await region(page).boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(390);
      expect(box.y + box.height).toBeLessThanOrEqual(844 + 1);
      // A compact bar: the short text and the answers, about a fifth of the first screen (the
      // full text took some 40 %), with the long text kept for wider screens.
      expect(box.height).toBeLessThanOrEqual(844 * 0.25);
      await expect(region(page).getByText(/^With your consent, we use cookies/)).toBeVisible();
      await expect(region(page).getByRole('link', { name: 'Cookie policy' })).toBeVisible();
      await expect(region(page).getByRole('button', { name: 'Decline' })).toBeInViewport();
      await region(page).getByRole('button', { name: 'Cookie settings' }).click();
      await expect(region(page).getByRole('button', { name: 'Save settings' })).toBeInViewport();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await region(page).getByRole('button', { name: 'Accept all' }).click();
      expect((await consentCookie(page))?.value).toBe('1_true_2_true_3_true');
    });
  });
});

test.describe('cookie consent without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [answer, value] of [
    ['Decline', '1_false_2_false_3_false'],
    ['Accept all', '1_true_2_true_3_true'],
  ] as const) {
    test(`${answer} posts the form, stores the choice and returns to the page without the banner`, async ({
      page,
    }) => {
      await page.goto('/de/faq?topic=fees');
      const banner = page.getByRole('region', { name: 'Cookie-Einwilligung' });
      await expect(banner).toBeVisible();
      const name = answer === 'Decline' ? 'Ablehnen' : 'Alle akzeptieren';
      const [post] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/apiglobal/consent')),
        banner.getByRole('button', { name }).click(),
      ]);
      expect(post.status()).toBe(303);
      await page.waitForURL(`${MAIN}/de/faq?topic=fees#cookie-choice-saved`);
      expect((await consentCookie(page))?.value).toBe(value);
      // No script can mark <html> here: the answer's fragment hides the banner by CSS.
      await expect(banner).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    });
  }
});

test.describe('error pages', () => {
  test.beforeEach(async ({ page }) => {
    await storeChoice(page, '1_false_2_false_3_false');
  });

  test('a 404 shows the status, a localized title, the full path and a home button', async ({
    page,
  }) => {
    const response = await page.goto('/ko/no-such-page?ref=e2e');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없어요');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('페이지를 찾을 수 없어요: /ko/no-such-page?ref=e2e')).toBeVisible();
    await expect(page.getByRole('link', { name: '홈페이지로 이동' })).toHaveAttribute(
      'href',
      '/ko',
    );
    await expect(page.getByRole('link', { name: '블로그로 이동' })).toHaveCount(0);
  });

  test('under the blog, the 404 leads back to the blog', async ({ page }) => {
    const response = await page.goto('/blog/no-such-article/');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByText('Page not found: /blog/no-such-article/')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the blog' })).toHaveAttribute(
      'href',
      '/blog/',
    );
    // One way back (spec section 2): the blog replaces the home page button.
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveCount(0);
  });
});

test.describe('navigation feedback', () => {
  test.beforeEach(async ({ page }) => {
    await storeChoice(page, '1_false_2_false_3_false');
  });

  test('GET /api/build names the running build and is never cached', async () => {
    const response = await getRaw('/api/build?t=1');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(await response.json()).toEqual({
      buildId: readFileSync('.next/BUILD_ID', 'utf8').trim(),
    });
  });

  test('the loading bar shows during a slow navigation and completes', async ({ page }) => {
    const held: Route[] = [];
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        if (route.request().headers()['rsc'] === '1') held.push(route);
        else await route.continue();
      },
    );
    // Any page with a client link home; the 404 page's button is a plain link (a full load).
    await page.goto('/transaction-status');
    await hydrated(page);
    // nprogress adds its element only while a navigation runs.
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toHaveCount(0);

    const documentLoads: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentLoads.push(request.url());
    });
    await page.locator('header a[href="/"]').first().click();
    await expect(bar).toBeVisible();
    expect(await bar.evaluate((el) => el.getBoundingClientRect().height)).toBe(3);
    const progress = () =>
      bar.evaluate((el) => el.getBoundingClientRect().right / document.documentElement.clientWidth);
    await expect.poll(progress).toBeGreaterThan(0.2);
    expect(await progress()).toBeLessThan(1);

    await expect.poll(() => held.length).toBeGreaterThan(0);
    for (const route of held.splice(0)) await route.continue();
    await expect(page.locator('#hero-title')).toBeVisible();
    await expect(page).toHaveURL(`${MAIN}/`);
    await expect(bar).toHaveCount(0, { timeout: 3000 });
    // An in-app navigation, not a page load.
    expect(documentLoads).toEqual([]);
  });

  test('after a new deployment, the next link click is a full page load', async ({
    page,
    context,
  }) => {
    // A returning visitor, so the cookie banner cannot sit over the link at this window size.
    await context.addCookies([
      { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: MAIN },
    ]);
    await page.clock.install();
    let buildId = 'build-one';
    await page.route('**/api/build?*', (route) => route.fulfill({ json: { buildId } }));
    // Responses, not requests: the route must have answered build-one before the id changes.
    const firstPoll = page.waitForResponse('**/api/build?*');
    await page.goto('/no-such-page');
    await hydrated(page);
    await firstPoll;

    buildId = 'build-two';
    const polled = page.waitForResponse('**/api/build?*');
    await page.clock.fastForward('05:01');
    await polled;
    await page.waitForTimeout(300);

    const documentLoad = page.waitForRequest(
      (request) => request.resourceType() === 'document' && new URL(request.url()).pathname === '/',
    );
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await documentLoad;
    await expect(page).toHaveURL(`${MAIN}/`);
  });
});
