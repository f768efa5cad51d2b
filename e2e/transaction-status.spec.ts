import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { btcToEthSwapBody, visitorIp } from './support/http';
import { MAIN } from './support/ports';

// /transaction-status in Chromium against the production build in sandbox mode (no provider
// keys): the lookup form, unknown IDs, and a real sandbox swap walked to Finished.

const UNKNOWN = /No swap has this Swap ID/;

// A returning visitor: the cookie banner would otherwise cover the end of the page.
test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: MAIN },
  ]);
});

/** A BTC → ETH floating-rate swap at the first sandbox provider offering it. */
async function createSandboxSwap(request: APIRequestContext): Promise<string> {
  const headers = { 'x-forwarded-for': visitorIp() };
  const offers = await request.get('/api/v1/offers?from=btc&to=eth&amount=0.1&rateType=floating', {
    headers,
  });
  expect(offers.status()).toBe(200);
  const body = (await offers.json()) as {
    sandbox: boolean;
    offers: Array<{ provider: { id: string; sandbox: boolean } }>;
  };
  const offer = body.offers.find((candidate) => candidate.provider.sandbox);
  expect(offer, 'no sandbox offer for BTC → ETH').toBeDefined();

  const created = await request.post('/api/v1/swaps', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: btcToEthSwapBody(offer!.provider.id),
  });
  expect(created.status(), await created.text()).toBe(201);
  const swap = (await created.json()) as { id: string; sandbox: boolean };
  expect(swap.sandbox).toBe(true);
  return swap.id;
}

test('explains the Swap ID and is axe-clean', async ({ page }) => {
  await page.goto('/transaction-status');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Check the status of a swap' }),
  ).toBeVisible();
  await expect(page.getByText(/The Swap ID is the code you received/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Swap ID' })).toBeVisible();
  await expect(page).toHaveTitle(/Swap status/);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});

test('checks with Enter, says clearly that an ID is unknown and focuses the result', async ({
  page,
}) => {
  await page.goto('/transaction-status');
  const input = page.getByRole('textbox', { name: 'Swap ID' });
  await input.click();
  await input.press('Enter');
  await expect(page.getByText('Enter your Swap ID or transaction hash.')).toBeVisible();

  await input.fill('zzzz-9999 qqqq');
  await input.press('Enter');
  await expect(page.getByTestId('swap-not-found')).toHaveText(UNKNOWN);
  // An unknown ID gets no "Swap ZZZZ …" heading, as if a swap had been found.
  await expect(page.getByRole('heading', { name: 'No swap found' })).toBeFocused();
  await expect(page).toHaveURL(/\/transaction-status\?id=ZZZZ9999QQQQ$/);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});

test('checks ?id= at once', async ({ page }) => {
  await page.goto('/fr/transaction-status?id=nope1234');
  await expect(page.getByRole('textbox', { name: 'Identifiant d’échange' })).toHaveValue(
    'nope1234',
  );
  await expect(page.getByTestId('swap-not-found')).toHaveText(
    /Aucun échange ne porte cet identifiant/,
  );
});

test('walks a sandbox swap from the deposit to Finished', async ({ page, request, context }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: MAIN });
  const id = await createSandboxSwap(request);

  await page.goto(`/transaction-status?id=${id}`);
  await expect(page.getByText('Sandbox: this is a simulated swap')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: /^Send exactly 0\.1 BTC \(Bitcoin\)/ }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code of the BTC/ })).toBeVisible();
  await expect(page.getByText('Waiting for your deposit', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Copy the deposit address' }).click();
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.length).toBeGreaterThan(20);
  await page.getByRole('button', { name: 'Copy the Swap ID' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id);

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);

  await page.getByRole('button', { name: 'Simulate deposit' }).click();
  const current = page.locator('[aria-current="step"]');
  await expect(current).not.toContainText('Waiting for your deposit');
  // The sandbox finishes about 20 s after the deposit; the view polls every 4 s.
  await expect(current).toContainText('Finished', { timeout: 60_000 });
  await expect(page.getByText(/Your swap is finished/)).toBeVisible();
});

test('explains a failed sandbox swap and what to do next', async ({ page, request }) => {
  const id = await createSandboxSwap(request);
  await page.goto(`/transaction-status?id=${id}`);
  await page.getByRole('button', { name: 'Simulate failure' }).click();
  await expect(page.locator('[aria-current="step"]')).toContainText('Failed');
  await expect(page.getByText(/could not complete this swap/)).toBeVisible();
  await expect(page.getByText(/support with your Swap ID/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Simulate deposit' })).toHaveCount(0);
});
