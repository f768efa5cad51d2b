import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { visitorIp } from './support/http';
import { MAIN } from './support/ports';

// Affiliate links (ADR 0022, docs/partners/affiliate-links.md) against the production build:
// with consent to targeting cookies the link's partner is kept in `sl_ref`; without it nothing
// is stored, and the swap flow carries `ref` in its URL to the create request's body. Whether the
// server then credits the partner is not visible from outside (nothing new is exposed): the
// integration tests check the rows.

const REF = 'e2epartner01';
const ETH_ADDRESS = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const CHOOSE = /^Choose the offer of /;
const SWAP_QUERY = 'from=btc&to=eth&amount=0.1&rate=floating';

async function consent(context: BrowserContext, targeting: boolean) {
  await context.addCookies([
    { name: 'cookie_preferences', value: `1_false_2_${targeting}_3_false`, url: MAIN },
  ]);
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': visitorIp() });
}

const refCookie = async (context: BrowserContext) =>
  (await context.cookies(MAIN)).find((cookie) => cookie.name === 'sl_ref');

/** Step 1 → 2 with the best offer, the address and the terms; answers the create request. */
async function createSwap(page: Page) {
  await expect(page.getByRole('button', { name: CHOOSE })).toHaveCount(3, { timeout: 15_000 });
  const best = page.locator('[data-best]').filter({ visible: true });
  await best.getByRole('button', { name: CHOOSE }).click();
  await expect(page.getByRole('heading', { name: /Step 2 of 3/ })).toBeFocused();
  await page.getByLabel(/Your ETH address on /).fill(ETH_ADDRESS);
  await page.getByLabel(/Refund address/).fill(BTC_ADDRESS);
  await page.getByRole('checkbox', { name: /terms of use/ }).check();
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/swaps',
  );
  await page.getByRole('button', { name: 'Create the swap' }).click();
  const request = await sent;
  await expect(page).toHaveURL(/\/swap\?swap=[A-Za-z0-9-]+$/, { timeout: 20_000 });
  return request.postDataJSON() as Record<string, unknown>;
}

test('with consent to targeting cookies, a link’s partner is kept for 30 days', async ({
  context,
  page,
}) => {
  await consent(context, true);
  const response = await page.goto(`/?ref=${REF}`);
  expect(response?.status()).toBe(200);
  // The answer depends on the visitor's cookies: no shared cache keeps it.
  expect(response?.headers()['cache-control']).toBe('no-store');
  const cookie = await refCookie(context);
  expect(cookie).toMatchObject({
    value: REF,
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    // The e2e server runs on plain http; over https the cookie is also Secure.
    secure: false,
  });
  const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);
  // A later link wins.
  await page.goto('/swap?ref=e2epartner02');
  expect((await refCookie(context))?.value).toBe('e2epartner02');
});

test('without that consent nothing is stored, and the swap flow carries ref to the create request', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  await consent(context, false);
  await page.goto(`/?ref=${REF}`);
  // The home form takes the link along to /swap.
  const hero = page.getByRole('form', { name: 'Compare swap offers' });
  await hero.getByRole('textbox', { name: 'You send' }).fill('0.1');
  await hero.getByRole('button', { name: 'Compare offers' }).click();
  await expect(page).toHaveURL(new RegExp(`/swap\\?${SWAP_QUERY}&ref=${REF}$`));
  expect(await refCookie(context)).toBeUndefined();

  const body = await createSwap(page);
  expect(body.ref).toBe(REF);
  expect(await refCookie(context)).toBeUndefined();
});

test('step 2’s address keeps the link, and a malformed ref changes nothing', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  await consent(context, true);
  await page.goto(`/swap?${SWAP_QUERY}&ref=NOT-A-PARTNER`);
  expect(await refCookie(context)).toBeUndefined();
  // The flow writes its own address without the malformed ref, and sends none.
  await expect(page).toHaveURL(new RegExp(`/swap\\?${SWAP_QUERY}$`));
  const body = await createSwap(page);
  expect(body).not.toHaveProperty('ref');

  await page.goto(`/swap?${SWAP_QUERY}&ref=${REF}`);
  await expect(page.getByRole('button', { name: CHOOSE })).toHaveCount(3, { timeout: 15_000 });
  await page
    .locator('[data-best]')
    .filter({ visible: true })
    .getByRole('button', { name: CHOOSE })
    .click();
  await expect(page).toHaveURL(new RegExp(`step=details&provider=[a-z0-9-]+&ref=${REF}$`));
});
