import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { visitorIp } from './support/http';
import { MAIN } from './support/ports';

// The swap's controls where they used to fail a visitor (issue 22, items 12 and 14), against the
// production build in sandbox mode: the home hero's coin pickers and direction button before
// hydration and without JavaScript, step 2's Paste buttons with and without clipboard
// permission, and step 3's deposit address above the sandbox banner on a phone.

const ETH_ADDRESS = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
const FLIP = 'Swap the coins you send and get';
const FLIP_PARAM = 'flip';
const CONSENTED = { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: MAIN };

test.beforeEach(async ({ context }) => {
  // A returning visitor (no consent banner over the form), with an address of its own.
  await context.addCookies([CONSENTED]);
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': visitorIp() });
});

/** Holds every script back until `release()`: the page is painted, nothing has hydrated. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function toStep2(page: Page) {
  await page.goto('/swap?from=btc&to=eth&amount=0.1&rate=floating');
  const best = page.locator('[data-best]').filter({ visible: true });
  await best.getByRole('button', { name: /^Choose the offer of / }).click({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: /Step 2 of 3/ })).toBeFocused();
}

test.describe('home hero before hydration', () => {
  test('a tap on a coin picker before the page hydrated opens its list once it has', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const hero = page.getByRole('form', { name: 'Compare swap offers' });
    const picker = hero.getByRole('button', { name: /^You get: / });
    await picker.click();
    const search = page.getByRole('combobox', { name: 'Search coins' });
    await expect(search).toHaveCount(0);
    release();
    await expect(search).toBeVisible();
    // The open drawer is modal: it hides the rest of the page from the accessibility tree, so
    // the button is found again with `includeHidden` (without it the lookup races the drawer).
    const opened = page
      .getByRole('form', { name: 'Compare swap offers', includeHidden: true })
      .getByRole('button', { name: /^You get: /, includeHidden: true });
    await expect(opened).toHaveAttribute('aria-expanded', 'true');
  });

  test('a tap on the direction button before hydration opens /swap with the pair swapped', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: FLIP }).click();
    await expect(page).toHaveURL(/\/swap\?from=btc&to=eth&rate=floating&amount=0\.1&flip=1$/);
    release();
    await expect(page.getByRole('button', { name: /^You send: Ethereum/ })).toBeVisible();
  });

  test('the direction button works without JavaScript: /swap opens with the pair swapped', async ({
    browser,
    page,
  }) => {
    const plain = await browser.newContext({ javaScriptEnabled: false });
    await plain.addCookies([CONSENTED]);
    const noScript = await plain.newPage();
    // Enter in the amount field compares the pair as shown: the direction button is not the
    // form's default button. Without script the coin selects add their own from and to after
    // the hidden fields (no-script-picker.ts).
    await noScript.goto('/');
    await noScript.getByRole('textbox', { name: 'You send' }).press('Enter');
    await expect(noScript).toHaveURL(
      /\/swap\?from=btc&to=eth&rate=floating&amount=0\.1&from=btc&to=eth$/,
    );
    await noScript.goto('/');
    await noScript.getByRole('button', { name: FLIP }).click();
    await expect(noScript).toHaveURL(
      /\/swap\?from=btc&to=eth&rate=floating&amount=0\.1&from=btc&flip=1&to=eth$/,
    );
    const url = noScript.url();
    await plain.close();

    // The address it sent opens ETH → BTC for the same amount.
    await page.goto(url);
    await expect(page.getByRole('button', { name: /^You send: Ethereum/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^You get: Bitcoin/ })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'You send' })).toHaveValue('0.1');
  });
});

test.describe('home hero without JavaScript', () => {
  test('the coin pickers are selects there: the coins chosen open /swap', async ({
    browser,
    page,
  }) => {
    const plain = await browser.newContext({ javaScriptEnabled: false });
    await plain.addCookies([CONSENTED]);
    const noScript = await plain.newPage();
    await noScript.goto('/');
    const hero = noScript.getByRole('form', { name: 'Compare swap offers' });
    // The drawer's buttons need script: hidden, a select per side in their place.
    for (const name of [/^You send: /, /^You get: /]) {
      const button = hero.getByRole('button', { name, includeHidden: true });
      await expect(button).toHaveCount(1);
      await expect(button).toBeHidden();
    }
    const send = hero.getByRole('combobox', { name: 'You send: choose a coin' });
    const get = hero.getByRole('combobox', { name: 'You get: choose a coin' });
    await expect(send).toHaveValue('btc');
    await expect(get).toHaveValue('eth');
    // Tether is listed on several networks: its options name them.
    await expect(get.locator('option', { hasText: 'USDT (TRC20) · Tether' })).toHaveCount(1);
    await send.selectOption('ltc');
    await get.selectOption('usdttrc20');
    await hero.getByRole('button', { name: 'Compare offers' }).click();
    await expect(noScript).toHaveURL(/\/swap\?/);
    const url = noScript.url();
    // The select's value is the last of its name in the query, the one /swap reads.
    const query = new URL(url).searchParams;
    expect([query.getAll('from').at(-1), query.getAll('to').at(-1), query.get('amount')]).toEqual([
      'ltc',
      'usdttrc20',
      '0.1',
    ]);
    await noScript.goto('/');
    await hero.getByRole('combobox', { name: 'You get: choose a coin' }).selectOption('xmr');
    await hero.getByRole('button', { name: FLIP }).click();
    const flipped = new URL(noScript.url()).searchParams;
    expect([
      flipped.getAll('from').at(-1),
      flipped.getAll('to').at(-1),
      flipped.get(FLIP_PARAM),
    ]).toEqual(['btc', 'xmr', '1']);
    const flippedUrl = noScript.url();
    await plain.close();

    // /swap reads its query in the browser: with script, the first address opens LTC -> USDT,
    // the second XMR -> BTC.
    await page.goto(url);
    await expect(page.getByRole('button', { name: /^You send: Litecoin/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^You get: Tether/ })).toBeVisible();
    await page.goto(flippedUrl);
    await expect(page.getByRole('button', { name: /^You send: Monero/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^You get: Bitcoin/ })).toBeVisible();
  });

  test('with script the hero has no select: the pickers are the buttons', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('form', { name: 'Compare swap offers' });
    await expect(hero.getByRole('button', { name: /^You get: Ethereum/ })).toBeVisible();
    await expect(hero.getByRole('combobox')).toHaveCount(0);
  });
});

test.describe('Paste buttons in step 2', () => {
  test('with clipboard permission, Paste fills the payout address and checks it', async ({
    context,
    page,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: MAIN });
    await toStep2(page);
    await page.evaluate((text) => navigator.clipboard.writeText(`${text}\n`), ETH_ADDRESS);
    const field = page.getByRole('textbox', { name: /Your ETH address on / });
    await page.getByRole('button', { name: 'Paste: payout address' }).click();
    await expect(field).toHaveValue(ETH_ADDRESS);
    await expect(field).toBeFocused();
    await expect(page.getByText('Valid Ethereum address.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Paste: refund address' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target})`)).toEqual([]);
  });

  test('without it, Paste says so in the field’s note', async ({ page }) => {
    await toStep2(page);
    const field = page.getByRole('textbox', { name: /Your ETH address on / });
    await page.getByRole('button', { name: 'Paste: payout address' }).click();
    await expect(field).toHaveAccessibleDescription(
      /^The browser did not allow reading the clipboard\./,
    );
    await expect(field).toHaveValue('');
  });
});

test('step 3 on a phone: the deposit address comes first, the sandbox banner after it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await toStep2(page);
  await page.getByRole('textbox', { name: /Your ETH address on / }).fill(ETH_ADDRESS);
  await page.getByRole('checkbox', { name: /terms of use/ }).check();
  await page.getByRole('button', { name: 'Create the swap' }).click();
  await expect(page).toHaveURL(/\/swap\?swap=[A-Za-z0-9-]+$/, { timeout: 20_000 });

  const address = page.getByTestId('deposit-address');
  const banner = page.getByRole('complementary', { name: 'Sandbox notice' });
  await expect(address).toBeVisible();
  await expect(banner).toBeVisible();
  // Still said at once: the deposit card names the address simulated.
  await expect(
    page.getByText('Sandbox: this address is simulated.', { exact: false }),
  ).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = (await address.boundingBox())!;
  const aside = (await banner.boundingBox())!;
  expect(box.y + box.height, 'the address within the first screen').toBeLessThanOrEqual(740);
  expect(aside.y, 'the banner below the address').toBeGreaterThan(box.y + box.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // On a wide screen the banner stands beside the deposit card, the address still high.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const wide = (await address.boundingBox())!;
  const beside = (await banner.boundingBox())!;
  expect(beside.x).toBeGreaterThan(wide.x + wide.width);
  expect(wide.y + wide.height).toBeLessThanOrEqual(900);
});
