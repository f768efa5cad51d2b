import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { visitorIp } from './support/http';
import { MAIN } from './support/ports';

// A returning visitor: the cookie banner (covered by shell-consent.spec.ts) would otherwise sit
// over the end of the footer.
test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: MAIN },
  ]);
});

// The site footer and its newsletter form in Chromium. Google is out of reach here: its script
// is replaced by a tiny fake whose token the siteverify stand-in understands ("pass" succeeds,
// "low-score" fails), so the real subscribe route and bot check run for every submission.

type Token = 'pass' | 'low-score';

async function fakeRecaptcha(page: Page, token: Token): Promise<string[]> {
  const requested: string[] = [];
  await page.route('https://www.google.com/recaptcha/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({
      contentType: 'text/javascript',
      body: `window.grecaptcha = {
        ready: (callback) => callback(),
        execute: (key, options) => Promise.resolve(${JSON.stringify(token)}),
      };`,
    });
  });
  return requested;
}

/** Each subscription comes from its own address, so the 5-per-10-minutes limit never bites. */
async function countSubscriptions(page: Page): Promise<string[]> {
  const bodies: string[] = [];
  await page.route('**/apiglobal/contact/subscribe', (route) => {
    bodies.push(route.request().postData() ?? '');
    return route.continue({
      headers: { ...route.request().headers(), 'x-forwarded-for': visitorIp() },
    });
  });
  return bodies;
}

async function recordEvents(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = [];
    Object.assign(window, { __footerLog: log });
    window.addEventListener('swaplens:track', (event) =>
      log.push(JSON.stringify((event as CustomEvent).detail)),
    );
    window.addEventListener('swaplens:open-cookie-settings', () => log.push('cookie-settings'));
    document.addEventListener('securitypolicyviolation', (event) =>
      log.push(`csp ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __footerLog: string[] }).__footerLog);
}

const footer = (page: Page) => page.locator('footer');

test.describe('footer links', () => {
  test('has the four columns with the spec links, localized, in /fr', async ({ page }) => {
    await page.goto('/fr');
    const nav = footer(page).getByRole('navigation', { name: 'Liens du pied de page' });
    for (const title of ['L’essentiel', 'Entreprise', 'Assistance', 'Pour les entreprises']) {
      await expect(nav.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    }
    const hrefs = await nav
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const path of [
      '/swap',
      '/coin',
      '/exchange-pairs',
      '/fiat/pairs',
      '/compare',
      '/cross-chain/tokens',
      '/cross-chain',
      '/about-us',
      '/partners',
      '/customer-feedbacks',
      '/blog/',
      '/blog/how-to-compare-crypto-swap-offers/',
      '/faq',
      '/how-it-works',
      '/contact',
      '/transaction-status',
      '/for-partners',
    ]) {
      expect(hrefs, path).toContain(`/fr${path}`);
    }

    const legal = footer(page).getByRole('navigation', { name: 'Mentions légales' });
    for (const path of [
      '/privacy-policy',
      '/terms-of-use',
      '/terms-for-partners',
      '/cookie-policy',
      '/kyc-aml',
    ]) {
      await expect(legal.locator(`a[href="/fr${path}"]`)).toHaveCount(1);
    }
    const year = new Date().getFullYear();
    await expect(footer(page)).toContainText(`© ${year} Swaplens. Tous droits réservés.`);
  });

  test('links popular coins and pairs from global data in lower case', async ({ page }) => {
    await page.goto('/fr');
    const coins = footer(page).locator('a[href^="/fr/coin/"]');
    const pairs = footer(page).locator('a[href^="/fr/exchange/"]');
    await expect(coins.first()).toBeVisible();
    await expect(footer(page).getByRole('link', { name: 'Bitcoin' })).toHaveAttribute(
      'href',
      '/fr/coin/btc',
    );
    await expect(footer(page).getByRole('link', { name: 'BTC vers ETH' })).toHaveAttribute(
      'href',
      '/fr/exchange/btc-to-eth',
    );
    for (const href of [
      ...(await coins.evaluateAll((l) => l.map((a) => a.getAttribute('href')))),
      ...(await pairs.evaluateAll((l) => l.map((a) => a.getAttribute('href')))),
    ]) {
      expect(href).toBe(href?.toLowerCase());
      expect(href).toMatch(/^\/fr\/(coin\/[a-z0-9]+|exchange\/[a-z0-9]+-to-[a-z0-9]+)$/);
    }
  });

  // The e2e build configures all five external links (e2e/support/links-env.mjs).
  test('opens external and social links safely in a new tab, with names', async ({ page }) => {
    await page.goto('/');
    const external = footer(page).getByRole('navigation').first().locator('a[target="_blank"]');
    await expect(external).toHaveCount(5);
    for (const link of await footer(page).locator('a[target="_blank"]').all()) {
      const rel = (await link.getAttribute('rel')) ?? '';
      expect(rel.split(' ')).toContain('noopener');
    }
    // Links in the accessibility tree (the monitor strip's hidden copy is not) say they open a tab.
    for (const link of await footer(page).getByRole('link').all()) {
      if ((await link.getAttribute('target')) !== '_blank') continue;
      await expect(link).toHaveAccessibleName(/\(opens in a new tab\)/);
    }
    await expect(footer(page).getByRole('link', { name: /API documentation/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(
      footer(page).getByRole('link', { name: 'Swaplens on Telegram (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://t.me/example_swap');
  });

  test('the cookie-settings button asks the consent dialog to open', async ({ page }) => {
    const events = await recordEvents(page);
    await page.goto('/');
    await footer(page).getByRole('button', { name: 'Cookie settings' }).click();
    expect(await events()).toContain('cookie-settings');
  });
});

test.describe('exchanger-monitor strip', () => {
  const strip = (page: Page) => page.getByRole('region', { name: 'Exchange-rate monitors' });
  const track = (page: Page) => page.getByTestId('monitoring-track');
  const animation = (page: Page) =>
    track(page).evaluate((element) => {
      const style = getComputedStyle(element);
      return { name: style.animationName, state: style.animationPlayState };
    });

  test('links 13 monitors in a new tab with nofollow; the copy is hidden', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    // Each name is sent once (markup + RSC payload); the copy is made in the browser. Named in
    // text: there are no drawn stand-ins for logos the site does not have.
    expect(html.match(/https:\/\/www\.bestchange\.com\//g)).toHaveLength(2);
    expect(html).not.toContain('/monitoring/');
    await page.goto('/');
    const links = strip(page).getByRole('link');
    await expect(links).toHaveCount(13);
    await expect(links.first()).toHaveAccessibleName('BestChange (opens in a new tab)');
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'nofollow noopener');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    const copy = strip(page).locator('ul[aria-hidden="true"] a');
    await expect(copy).toHaveCount(13);
    for (const link of await copy.all()) await expect(link).toHaveAttribute('tabindex', '-1');
  });

  test('scrolls, pauses on hover and focus, and stops with its button', async ({ page }) => {
    await page.goto('/');
    await strip(page).scrollIntoViewIfNeeded();
    // The strip moves once the browser has added the copy that closes the loop.
    await expect
      .poll(() => animation(page))
      .toEqual({ name: expect.not.stringMatching(/^none$/), state: 'running' });

    // The logos move, so Playwright's hover (which waits for a still target) cannot be used.
    const box = (await track(page).locator('..').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    expect((await animation(page)).state).toBe('paused');
    await page.mouse.move(0, 0);
    expect((await animation(page)).state).toBe('running');

    await strip(page).getByRole('link').first().focus();
    expect((await animation(page)).state).toBe('paused');
    await page.keyboard.press('Shift+Tab');

    await strip(page).getByRole('button', { name: 'Pause the moving list' }).click();
    await page.mouse.move(0, 0);
    expect((await animation(page)).state).toBe('paused');
    await expect(strip(page).getByRole('button', { name: 'Play the moving list' })).toBeVisible();
  });

  test('does not move at all for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    expect((await animation(page)).name).toBe('none');
    await expect(strip(page).locator('ul[aria-hidden="true"]')).toBeHidden();
  });
});

test.describe('newsletter', () => {
  const email = (page: Page) => footer(page).getByRole('textbox', { name: 'Email address' });
  const subscribe = (page: Page) => footer(page).getByRole('button', { name: 'Subscribe' });

  test('loads reCAPTCHA only on focus; an invalid address sends nothing', async ({ page }) => {
    const scripts = await fakeRecaptcha(page, 'pass');
    const posts = await countSubscriptions(page);
    await page.goto('/fr', { waitUntil: 'networkidle' });
    await expect(footer(page).getByText(/protégé par reCAPTCHA/)).toBeVisible();
    expect(scripts).toEqual([]);

    const field = footer(page).getByRole('textbox', { name: 'Adresse e-mail' });
    await field.focus();
    await expect.poll(() => scripts.length).toBe(1);
    expect(scripts[0]).toContain('render=e2e-site-key');

    await field.fill('not an email');
    await footer(page).getByRole('button', { name: 'S’abonner' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(footer(page).getByText(/Saisissez une adresse e-mail valide/)).toBeVisible();
    await field.press('End');
    await field.press('Backspace');
    await expect(field).not.toHaveAttribute('aria-invalid');
    expect(posts).toEqual([]);
  });

  test('subscribes with a passing token, then closing returns to an empty form', async ({
    page,
  }) => {
    const events = await recordEvents(page);
    await fakeRecaptcha(page, 'pass');
    const posts = await countSubscriptions(page);
    await page.goto('/');
    await email(page).fill(`footer-${Date.now()}@example.com`);
    await subscribe(page).click();

    const message = footer(page).getByRole('status');
    await expect(message).toContainText('You are subscribed to the newsletter.');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]!)).toMatchObject({ googleReCaptchaToken: 'pass' });
    expect(await events()).toContain(
      JSON.stringify({ event: 'newsletter_submit', status: 'success' }),
    );

    await footer(page).getByRole('button', { name: 'Close the message' }).click();
    await expect(email(page)).toHaveValue('');
    await expect(email(page)).toBeFocused();
    await expect(subscribe(page)).toBeEnabled();
    expect((await events()).filter((line) => line.startsWith('csp'))).toEqual([]);
  });

  test('shows the error message when the bot check fails', async ({ page }) => {
    const events = await recordEvents(page);
    await fakeRecaptcha(page, 'low-score');
    const posts = await countSubscriptions(page);
    await page.goto('/');
    await email(page).fill('robot@example.com');
    const answer = page.waitForResponse('**/apiglobal/contact/subscribe');
    await subscribe(page).click();
    expect((await answer).status()).toBe(403);

    await expect(footer(page).getByRole('alert')).toContainText(
      'Please use a valid email address.',
    );
    expect(posts).toHaveLength(1);
    expect(await events()).toContain(
      JSON.stringify({ event: 'newsletter_submit', status: 'error' }),
    );
    await footer(page).getByRole('button', { name: 'Close the message' }).click();
    await expect(email(page)).toHaveValue('');
    await expect(footer(page).getByRole('alert')).toHaveCount(0);
  });
});

test.describe('layout and accessibility', () => {
  test('has no horizontal overflow at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/de');
    await footer(page).scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    const box = await footer(page).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
  });

  for (const path of ['/', '/ja']) {
    test(`${path}: the footer passes axe with no serious or critical violation`, async ({
      page,
    }) => {
      await page.goto(path);
      await footer(page).scrollIntoViewIfNeeded();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  }
});
