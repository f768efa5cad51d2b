import { expect, test } from '@playwright/test';
import { visitorIp } from './support/http';
import { MAIN } from './support/ports';

// Issue 13's "Done when": with no keys (the e2e build is sandbox), a visitor in Germany, Brazil
// and a US state sees sandbox offers, picks one, enters a valid address, gets the checkout link,
// opens it in a new tab and lands on the sandbox checkout, which says nothing was charged; in
// English and German.

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: MAIN },
  ]);
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': visitorIp() });
});

const VISITS = [
  { locale: 'en', path: '/buy/btc/germany', pick: 'Sandbox Meadow' },
  { locale: 'en', path: '/buy/btc/brazil', pick: 'Sandbox Atlas' },
  { locale: 'en', path: '/sell/btc/united-states/california', pick: 'Sandbox Prairie' },
  { locale: 'de', path: '/de/buy/btc/united-states/texas', pick: 'Sandbox Prairie' },
  { locale: 'de', path: '/de/buy/btc/brazil', pick: 'Sandbox Atlas' },
];

const TEXT = {
  en: {
    choose: (provider: string) => `Continue with ${provider}`,
    address: /wallet address|refund address/,
    submit: 'Get the checkout link',
    charged: /Nothing was charged/,
  },
  de: {
    choose: (provider: string) => `Weiter mit ${provider}`,
    address: /Wallet-Adresse|Rückerstattungsadresse/,
    submit: 'Checkout-Link erstellen',
    charged: /nichts berechnet|Nichts wurde belastet|nichts belastet/i,
  },
} as const;

for (const { locale, path, pick } of VISITS) {
  test(`${path}: sandbox offers, an address, the sandbox checkout in a new tab`, async ({
    page,
    context,
  }) => {
    const text = TEXT[locale as keyof typeof TEXT];
    await page.goto(path);
    const widget = page.getByTestId('ramp-widget');
    // One sandbox notice, the page's, above the widget (issue 22: two were stacked).
    await expect(page.getByTestId('fiat-sandbox')).toBeVisible();
    await expect(widget.getByTestId('ramp-sandbox')).toHaveCount(0);
    const choose = widget.getByRole('button', { name: text.choose(pick) });
    await expect(choose).toBeVisible({ timeout: 15_000 });
    await choose.click();
    const checkout = page.getByTestId('ramp-checkout');
    await checkout.getByRole('textbox', { name: text.address }).fill(BTC_ADDRESS);
    await checkout.getByRole('button', { name: text.submit }).click();
    const link = checkout.getByTestId('ramp-checkout-link');
    await expect(link).toBeVisible({ timeout: 15_000 });
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(
      locale === 'en' ? '/fiat/sandbox-checkout' : `/${locale}/fiat/sandbox-checkout`,
    );
    await expect(tab.getByTestId('sandbox-checkout-notice')).toHaveText(text.charged);
    await expect(tab.getByText(BTC_ADDRESS)).toBeVisible();
  });
}

// Issue 22 item 9: the buy widget's coin and country are the swap form's searchable picker, by
// keyboard, and each choice asks for offers again.
test('/buy/btc/germany: the coin and country pickers search, choose by keyboard and ask again', async ({
  page,
}) => {
  await page.goto('/buy/btc/germany');
  const widget = page.getByTestId('ramp-widget');
  await expect(widget.getByTestId('ramp-offer').first()).toBeVisible({ timeout: 15_000 });
  const country = () =>
    widget.getByRole('button', { name: /^Your country: /, includeHidden: true });
  await expect(country()).toHaveAccessibleName('Your country: Germany. Change the country');

  const asked = page.waitForRequest(
    (request) =>
      request.url().includes('/api/v1/fiat/offers') &&
      new URL(request.url()).searchParams.get('country') === 'BR',
  );
  await country().click();
  const countries = page.getByRole('combobox', { name: 'Search countries' });
  await expect(countries).toBeFocused();
  await countries.fill('brazil');
  await page.keyboard.press('Enter');
  await asked;
  await expect(country()).toHaveAccessibleName('Your country: Brazil. Change the country');
  await expect(country()).toBeFocused();

  const coin = () => widget.getByRole('button', { name: /^You get: /, includeHidden: true });
  await coin().click();
  const coins = page.getByRole('combobox', { name: 'Search coins' });
  await expect(coins).toBeFocused();
  await coins.fill('eth');
  await page.keyboard.press('Enter');
  await expect(coin()).toHaveAccessibleName(/^You get: Ethereum \(ETH\)/);
  await expect(widget.getByTestId('ramp-offer').first()).toBeVisible({ timeout: 15_000 });
});
