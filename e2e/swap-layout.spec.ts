import { expect, test, type Page } from '@playwright/test';
import { visitorIp } from './support/http';
import { MAIN } from './support/ports';

// Step 1 of the swap on a phone, against the production build in sandbox mode: the home hero
// and /swap with its offers loaded fit the screen's width in English, German (long compounds)
// and Japanese, the calculator is on the first screen, and the offer cards are compact.

test.beforeEach(async ({ context }) => {
  // A returning visitor: no consent banner over the form.
  await context.addCookies([
    { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: MAIN },
  ]);
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': visitorIp() });
});

const LOCALES = [
  { locale: 'en', prefix: '' },
  { locale: 'de', prefix: '/de' },
  { locale: 'ja', prefix: '/ja' },
] as const;

/** How far the page scrolls sideways (0 when it does not). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The offer cards shown (not the grey ones), once all three sandbox providers answered. */
async function offersLoaded(page: Page) {
  const cards = page.locator('li[data-provider]').filter({ visible: true });
  await expect(cards).toHaveCount(3, { timeout: 20_000 });
  return cards;
}

for (const { locale, prefix } of LOCALES) {
  for (const width of [360, 390]) {
    test(`home and /swap with its offers do not scroll sideways at ${width} px (${locale})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${prefix}/`);
      await expect(page.locator('form[aria-labelledby="hero-form-title"]')).toBeVisible();
      expect(await sideways(page)).toBe(0);

      // Fixed rate: the longer hints and the countdown in every card.
      for (const rate of ['floating', 'fixed']) {
        await page.goto(`${prefix}/swap?from=btc&to=eth&amount=0.1&rate=${rate}`);
        await offersLoaded(page);
        expect(await sideways(page), rate).toBe(0);
      }
      // A long amount of a coin on a network of its own (the network notice, the badge).
      await page.goto(`${prefix}/swap?from=usdttrc20&to=eth&amount=12345.678901&rate=fixed`);
      await expect(page.locator('#main input[inputmode="decimal"]').first()).toBeVisible();
      await expect(page.getByRole('button', { name: /USDT/ }).first()).toBeVisible();
      expect(await sideways(page)).toBe(0);
    });
  }
}

test('on a phone the calculator is on the first screen and the offer cards are compact', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Compare swap offers' });
  const send = form.getByRole('textbox', { name: 'You send' });
  // The form starts within the first ~250 px and its "You send" amount is in the first screen.
  expect((await form.boundingBox())!.y).toBeLessThanOrEqual(250);
  const sendBox = (await send.boundingBox())!;
  expect(sendBox.y + sendBox.height).toBeLessThanOrEqual(400);
  // The long amount field: most of the side's width, not the coin's.
  expect(sendBox.width).toBeGreaterThan(250);

  await page.goto('/swap?from=btc&to=eth&amount=0.1&rate=floating');
  const cards = await offersLoaded(page);
  // The first offer starts on the first screen, right under the amounts and the rate line.
  expect((await cards.first().boundingBox())!.y).toBeLessThan(844);
  for (const card of await cards.all()) {
    const box = (await card.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(200);
  }
  // The gap to the best offer, and no unbacked rating ("4.6 of 5").
  await expect(cards.nth(1)).toContainText(/[−-]\d+(\.\d+)?% vs\. best/);
  await expect(page.getByText(/\d of 5$/)).toHaveCount(0);
});

// The home hero's "You get" picker read "E…" at 390 px: the ticker was cut before the badge.
for (const locale of ['en', 'de', 'ja']) {
  for (const width of [360, 390]) {
    test(`${locale} at ${width} px: the hero's pickers show the whole ticker`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(locale === 'en' ? '/' : `/${locale}`);
      const hero = page.locator('form[data-early-click]').first();
      // The ticker after the coin's icon; the network badge after it may give way.
      const titles = hero.locator('button[aria-haspopup="dialog"] > img + span');
      await expect(titles).toHaveCount(2);
      const cut = await titles.evaluateAll((all) =>
        all
          .filter((span) => span.scrollWidth > span.clientWidth)
          .map((span) => `${span.textContent}: ${span.scrollWidth} > ${span.clientWidth}`),
      );
      expect(cut).toEqual([]);
      await expect(titles).toHaveText(['BTC', 'ETH']);
    });
  }
}

test('German figures in the offers are German numbers', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/de/swap?from=btc&to=eth&amount=0.1&rate=floating');
  const cards = await offersLoaded(page);
  // "4,113004 ETH" and "−0,2 %": a decimal comma, never a point.
  await expect(cards.first()).toContainText(/\d,\d+ ETH/);
  await expect(cards.nth(1)).toContainText(/[−-]\d+(,\d+)?\s%/);
  expect(await cards.allTextContents()).not.toContainEqual(expect.stringMatching(/\d\.\d/));
});

test('an amount below the minimum offers a button that sets it, and says why Continue is off', async ({
  page,
}) => {
  await page.goto('/swap?from=btc&to=eth&amount=0.00001&rate=floating');
  const use = page.getByRole('button', { name: /^Use [\d.,]+ BTC$/ });
  await expect(use).toBeVisible({ timeout: 20_000 });
  const continueButton = page.getByRole('button', { name: 'Continue with the best offer' });
  await expect(continueButton).toBeDisabled();
  await expect(
    page.getByText('Change the amount first: no provider takes this one.'),
  ).toBeVisible();
  // The sandbox banner is not between "no offer" and its explanation.
  const none = page.getByText('No provider has an offer for this pair and amount right now.');
  const banner = page.getByRole('note').filter({ hasText: 'Sandbox.' });
  const failures = page.getByRole('heading', { name: 'Providers without an offer' });
  const bannerY = (await banner.boundingBox())!.y;
  expect(bannerY).toBeGreaterThan((await none.boundingBox())!.y);
  expect(bannerY).toBeGreaterThan((await failures.boundingBox())!.y);

  const label = (await use.textContent())!;
  await use.click();
  const minimum = label.replace(/^Use | BTC$/g, '');
  await expect(page.getByRole('textbox', { name: 'You send' })).toHaveValue(minimum);
  await expect(continueButton).toBeEnabled({ timeout: 20_000 });
});

test('a coin the site does not list in /swap?from= falls back to the default pair and says so', async ({
  page,
}) => {
  // A phone, where the offers are the cards offersLoaded counts (a desktop gets the table).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/swap?from=zzzzzz&to=eth&amount=5&rate=floating');
  await expect(page.getByRole('status').filter({ hasText: 'ZZZZZZ' })).toHaveText(
    'The link names a coin we do not list (ZZZZZZ), so the default pair is shown.',
  );
  await expect(page.getByRole('button', { name: /^You send: Bitcoin/ })).toBeVisible();
  await expect(page).toHaveURL(/\/swap\?from=btc&to=eth&amount=0\.1&rate=floating$/);
  await offersLoaded(page);
  await expect(page.getByText('The offers could not be loaded. Please try again.')).toHaveCount(0);
});

test('"Compare offers" works before the form is hydrated: a plain GET form to /swap', async ({
  browser,
}) => {
  // Without JavaScript, as a tap before hydration: the browser submits the form itself.
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([
    { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: MAIN },
  ]);
  const page = await context.newPage();
  await page.goto(`${MAIN}/de`);
  await page.getByRole('button', { name: 'Angebote vergleichen' }).click();
  // Without script the hero's coin selects send their own from and to after the hidden fields
  // (components/exchange/no-script-picker.ts); /swap reads the last.
  await expect(page).toHaveURL(
    /\/de\/swap\?from=btc&to=eth&rate=floating&amount=0%2C1&from=btc&to=eth$/,
  );
  await context.close();
});
