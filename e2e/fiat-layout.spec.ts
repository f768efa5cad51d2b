import { expect, test, type Page } from '@playwright/test';
import { visitorIp } from './support/http';
import { MAIN } from './support/ports';

// Issue 22, item 1: every page with the buy and sell widget fits a 360 px phone in English,
// German and Japanese (the widget was 472 px wide, each native select as wide as its longest
// option), its fields sit side by side without overlapping on a desktop, and the sandbox checkout
// keeps a long wallet address inside the screen.

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

const PAGES = [
  '/buy',
  '/buy/btc',
  '/buy/btc/germany',
  '/sell',
  '/sell/btc',
  '/buy-coin/eur-btc',
  '/sell-coin/btc-eur',
  '/fiat/exchange/eur-to-btc',
  '/buy/btc/credit-card',
  '/sell/btc/credit-card',
];

const LOCALES = ['en', 'de', 'ja'] as const;
const BROWSER_LOCALE = { en: 'en-US', de: 'de-DE', ja: 'ja-JP' } as const;

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: MAIN },
  ]);
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': visitorIp() });
});

const localized = (locale: string, path: string) => (locale === 'en' ? path : `/${locale}${path}`);

async function pageWidth(page: Page) {
  return page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
}

/** The widget's answer is in: offers, or a "none" line where nobody serves the guessed country. */
async function offersSettled(page: Page) {
  await expect(page.getByTestId('ramp-status')).toHaveAttribute('data-phase', 'done', {
    timeout: 20_000,
  });
}

for (const locale of LOCALES) {
  test.describe(`${locale} at 360 px`, () => {
    test.use({ viewport: { width: 360, height: 800 }, locale: BROWSER_LOCALE[locale] });

    for (const path of PAGES) {
      test(`${path} does not scroll sideways`, async ({ page }) => {
        await page.goto(localized(locale, path));
        await offersSettled(page);
        const { scroll, inner } = await pageWidth(page);
        expect(scroll, `${path} is ${scroll} px wide at ${inner} px`).toBeLessThanOrEqual(inner);
      });
    }

    // The offer cards' "Continue with …" buttons were cut at both ends on a phone.
    test('/buy/btc/germany: every offer card button shows its whole label', async ({ page }) => {
      await page.goto(localized(locale, '/buy/btc/germany'));
      await offersSettled(page);
      const buttons = page.getByTestId('ramp-offers').getByRole('listitem').getByRole('button');
      expect(await buttons.count()).toBeGreaterThan(0);
      const cut = await buttons.evaluateAll((all) =>
        all
          .filter((button) => button.scrollWidth > button.clientWidth)
          .map((button) => `${button.textContent}: ${button.scrollWidth} > ${button.clientWidth}`),
      );
      expect(cut).toEqual([]);
    });

    test('the sandbox checkout keeps the address on screen', async ({ page }) => {
      const query = new URLSearchParams({
        provider: 'sandbox-meadow',
        name: 'Sandbox Meadow',
        side: 'buy',
        fiat: 'EUR',
        crypto: 'btc',
        in: '250',
        out: '0.00261969',
        address: BTC_ADDRESS,
      });
      await page.goto(`${localized(locale, '/fiat/sandbox-checkout')}?${query}`);
      await expect(page.getByText(BTC_ADDRESS)).toBeVisible();
      const { scroll, inner } = await pageWidth(page);
      expect(scroll).toBeLessThanOrEqual(inner);
    });
  });
}

test.describe('1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const path of ['/buy', '/buy/btc/united-states', '/sell/btc']) {
    test(`${path}: the widget's fields do not overlap and stay inside the card`, async ({
      page,
    }) => {
      await page.goto(path);
      await offersSettled(page);
      const widget = page.getByTestId('ramp-widget');
      const card = (await widget.boundingBox())!;
      const fields = await widget.locator('form > div').evaluateAll((nodes) =>
        nodes.map((node) => ({
          box: node.getBoundingClientRect().toJSON() as DOMRect,
          controls: [...node.querySelectorAll('input, select, button')].map(
            (control) => control.getBoundingClientRect().toJSON() as DOMRect,
          ),
        })),
      );
      expect(fields.length).toBeGreaterThanOrEqual(4);
      for (const [i, { box: a, controls }] of fields.entries()) {
        expect(a.left, `field ${i} starts inside the card`).toBeGreaterThanOrEqual(card.x);
        expect(a.right, `field ${i} ends inside the card`).toBeLessThanOrEqual(card.x + card.width);
        // Each control fills its own field: none runs into the next one.
        for (const control of controls) {
          expect(control.right, `a control of field ${i} stays in it`).toBeLessThanOrEqual(
            a.right + 0.5,
          );
        }
        for (const [j, { box: b }] of fields.entries()) {
          if (j <= i) continue;
          const apart =
            a.right <= b.left + 0.5 ||
            b.right <= a.left + 0.5 ||
            a.bottom <= b.top + 0.5 ||
            b.bottom <= a.top + 0.5;
          expect(apart, `fields ${i} and ${j} overlap`).toBe(true);
        }
      }
    });
  }
});
