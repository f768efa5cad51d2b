import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { btcToEthSwapBody, getRaw, visitorIp } from './support/http';
import { MAIN } from './support/ports';

// /swap is one prerendered shell per locale that reads its query in the browser (issue 10):
// the query survives reloads and language switches, a ?swap= link opens step 3, malformed values
// land on the same helpful states as before, and nothing moves while the offers stream in.

const CHOOSE = /^Choose the offer of /;
const FLIP = 'Swap the coins you send and get';
const QUERY = 'from=btc&to=ltc&amount=0.4321&rate=fixed';

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: MAIN },
  ]);
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': visitorIp() });
});

// "You send" (the first amount field; "You get" is the second), whatever the page's language.
const amountField = (page: Page) => page.locator('input[inputmode="decimal"]').first();
const receiveField = (page: Page) => page.locator('input[inputmode="decimal"]').nth(1);

test('the server answers every /swap query with the same prerendered shell, never an error', async () => {
  const pages = [
    '/swap',
    `/swap?${QUERY}`,
    '/swap?from=%3Cscript%3E&to=eth&amount=-1&rate=sometimes',
    '/swap?swap=K7M2Q9XD3F8H',
    `/swap?swap=${encodeURIComponent('<img src=x>')}`,
    '/fr/swap?from=eth&to=btc&amount=1',
  ];
  const shells = new Set<string>();
  for (const path of pages) {
    const response = await getRaw(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-nextjs-cache'], `${path} is served from the prerender`).toBe(
      'HIT',
    );
    const html = await response.text();
    // The heading and lead are server HTML; the query's part is the skeleton until hydration.
    expect(html).toMatch(/<h1 id="swap-title">(Swap crypto|[^<]+)<\/h1>/);
    expect(html).toContain('data-testid="swap-skeleton"');
    expect(html, `${path} renders its query on the server`).not.toContain('0.4321');
    // Same bytes whatever the query (this response's nonce aside): one prerendered page.
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    if (!path.startsWith('/fr')) shells.add(html.replaceAll(nonce!, ''));
  }
  expect(shells.size).toBe(1);
});

test('keeps the query through edits, a reload and a language switch', async ({ page }) => {
  await page.goto(`/swap?${QUERY}#offers`);
  await expect(page.getByRole('button', { name: CHOOSE }).first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(amountField(page)).toHaveValue('0.4321');
  await expect(page.getByRole('radio', { name: /Fixed rate/ })).toBeChecked();
  await expect(page.getByRole('button', { name: /^You get: Litecoin/ })).toBeVisible();

  // Typing rewrites the address in place: no history entry per keystroke, no scroll jump.
  const entries = await page.evaluate(() => history.length);
  await amountField(page).fill('0.25');
  await expect(page).toHaveURL(/\/swap\?from=btc&to=ltc&amount=0\.25&rate=fixed#offers$/);
  await page.getByRole('radio', { name: /Floating rate/ }).check();
  await expect(page).toHaveURL(/\/swap\?from=btc&to=ltc&amount=0\.25&rate=floating#offers$/);
  expect(await page.evaluate(() => history.length)).toBe(entries);

  await page.reload();
  await expect(amountField(page)).toHaveValue('0.25');
  await expect(page.getByRole('radio', { name: /Floating rate/ })).toBeChecked();
  await expect(page.getByRole('button', { name: /^You get: Litecoin/ })).toBeVisible();

  await page.getByRole('button', { name: /Change language/ }).click();
  await page
    .getByRole('dialog', { name: 'Choose your language' })
    .getByRole('link', { name: 'Français' })
    .click();
  await expect(page).toHaveURL(/\/fr\/swap\?from=btc&to=ltc&amount=0\.25&rate=floating#offers$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: /Étape 1 sur 3/ })).toBeVisible();
  await expect(amountField(page)).toHaveValue('0,25');
  await expect(page.getByRole('button', { name: /^Vous recevez\s*:\s*Litecoin/ })).toBeVisible();
});

test('malformed values fall back value by value, as the server used to', async ({ page }) => {
  await page.goto('/swap?from=%3Cscript%3E&to=xmr&amount=abc&rate=sometimes');
  await expect(page.getByRole('heading', { name: /Step 1 of 3/ })).toBeVisible();
  await expect(amountField(page)).toHaveValue('0.1');
  await expect(page.getByRole('radio', { name: /Floating rate/ })).toBeChecked();
  await expect(page.getByRole('button', { name: /^You send: Bitcoin/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^You get: Monero/ })).toBeVisible();
  // The address bar says what the form shows.
  await expect(page).toHaveURL(/\/swap\?from=btc&to=xmr&amount=0\.1&rate=floating$/);

  // A Swap ID that cannot be one is ignored; one of the wrong shape is looked up and unknown.
  await page.goto(`/swap?swap=${encodeURIComponent('<img src=x>')}&from=eth`);
  await expect(page.getByRole('heading', { name: /Step 1 of 3/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^You send: Ethereum/ })).toBeVisible();
  await page.goto('/swap?swap=abc-123');
  await expect(page.getByText('Step 3 of 3: send and track')).toBeVisible();
  await expect(page.getByTestId('swap-not-found')).toHaveText(/No swap has this Swap ID/);
});

test('a ?swap= link opens step 3 on that swap, also after a reload', async ({ page, request }) => {
  const headers = { 'x-forwarded-for': visitorIp() };
  const offers = await request.get('/api/v1/offers?from=btc&to=eth&amount=0.1&rateType=floating', {
    headers,
  });
  const { offers: list } = (await offers.json()) as { offers: Array<{ provider: { id: string } }> };
  const created = await request.post('/api/v1/swaps', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: btcToEthSwapBody(list[0]!.provider.id),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const grouped = id.match(/.{4}/g)!.join(' ');

  await page.goto(`/swap?swap=${id.toLowerCase()}`);
  await expect(page.getByText('Step 3 of 3: send and track')).toBeVisible();
  const heading = page.getByRole('heading', { level: 2, name: `Swap ${grouped}` });
  await expect(heading).toBeFocused();
  await expect(page.getByText('Waiting for your deposit').first()).toBeVisible();
  await expect(page.getByRole('img', { name: /QR/ })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Waiting for your deposit').first()).toBeVisible();
});

for (const { width, height, view } of [
  { width: 1280, height: 1000, view: 'table' },
  // A tall phone window: the cards start below the form, and must be in view to be measured.
  { width: 390, height: 2000, view: 'cards' },
] as const) {
  test(`nothing on screen moves while the offers stream in (${width} px: ${view})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    // Layout shifts (CLS's input) from the first paint on; a shift right after typing is
    // excluded by the browser itself (hadRecentInput), as in Lighthouse.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & Record<string, unknown>
        >) {
          if (!entry.hadRecentInput) shifts.push(entry.value as number);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const total = () =>
      page.evaluate(() =>
        (window as unknown as { __shifts: number[] }).__shifts.reduce(
          (sum, value) => sum + value,
          0,
        ),
      );

    await page.goto('/swap?from=btc&to=eth&amount=0.1&rate=fixed');
    await expect(page.getByText(/Done: 3 offers from 3 providers/)).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('button', { name: CHOOSE })).toHaveCount(3);
    // The offers are where the check looks: the table's rows (or the first card) in the window.
    const offers =
      view === 'table'
        ? page.getByRole('table', { name: /^Offers for BTC → ETH/ })
        : page.locator('li[data-provider]').first();
    await expect(offers).toBeInViewport();
    expect(await total()).toBeLessThanOrEqual(0.02);

    // A new amount brings a new round of offers into the same places. The "Done" line is gone
    // for only the ~250 ms the sandbox takes to answer, too short for a check that polls to be
    // sure to see, so the page records every text of the line's container from here on.
    const done = page.getByText(/Done: 3 offers from 3 providers/);
    await done.evaluate((line) => {
      const texts: string[] = [];
      Object.assign(window, { __summaryTexts: texts });
      const box = line.parentElement ?? line;
      new MutationObserver(() => texts.push(box.textContent ?? '')).observe(box, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await amountField(page).fill('0.2');
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { __summaryTexts: string[] }).__summaryTexts.some(
            (text) => !text.includes('Done:'),
          ),
        ),
      )
      .toBe(true);
    await expect(page.getByText(/Done: 3 offers from 3 providers/)).toBeVisible({
      timeout: 15_000,
    });
    expect(await total()).toBeLessThanOrEqual(0.02);
  });
}

for (const { width, row } of [
  { width: 1280, row: true },
  { width: 390, row: false },
] as const) {
  test(`the skeleton has the loaded form’s columns (${width} px)`, async ({ page, browser }) => {
    const viewport = { width, height: 900 };
    // The skeleton as the server sends it: without JavaScript it stays in place.
    const shell = await browser.newContext({ javaScriptEnabled: false, viewport });
    const skeleton = await shell.newPage();
    await skeleton.goto('/swap?from=btc&to=eth&amount=0.1');
    const grey = [
      (await skeleton.getByTestId('swap-skeleton-send').boundingBox())!,
      (await skeleton.getByTestId('swap-skeleton-get').boundingBox())!,
    ] as const;
    await shell.close();

    await page.setViewportSize(viewport);
    await page.goto('/swap?from=btc&to=eth&amount=0.1');
    await expect(amountField(page)).toHaveValue('0.1');
    // The two sides are the direction button's neighbours.
    const flip = page.getByRole('button', { name: FLIP });
    const loaded = [
      (await flip.locator('xpath=preceding-sibling::div[1]').boundingBox())!,
      (await flip.locator('xpath=following-sibling::div[1]').boundingBox())!,
    ] as const;
    const [send, get] = grey;
    for (const [index, box] of grey.entries()) {
      expect(Math.abs(box.x - loaded[index]!.x), `side ${index} x`).toBeLessThan(2);
    }
    if (row) {
      // Side by side across the page, each as wide as the loaded side: not a column.
      for (const [index, box] of grey.entries()) {
        expect(Math.abs(box.width - loaded[index]!.width), `side ${index} width`).toBeLessThan(2);
      }
      expect(Math.abs(get.y - send.y)).toBeLessThan(2);
      expect(get.x + get.width - send.x).toBeGreaterThan(1000);
    } else {
      // Stacked, as before. (The loaded sides are a few pixels wider than their column on a
      // phone: a coin picker's minimum width, which an empty grey box does not have.)
      expect(get.y).toBeGreaterThan(send.y + send.height);
    }
  });
}

test('at 1280 px the form sits above a comparison table; at 390 px the offers are cards', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/swap?from=btc&to=eth&amount=0.1&rate=floating');
  const table = page.getByRole('table', {
    name: /^Offers for BTC → ETH\. Sorted by: Amount received\.$/,
  });
  await expect(table.getByRole('button', { name: CHOOSE })).toHaveCount(3, { timeout: 15_000 });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Provider',
    'You get',
    'Rate',
    'Fees',
    'Time',
    'Verification',
    'Choose',
  ]);
  // Best first, the sandbox named in every row.
  const rows = table.getByRole('rowheader');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('Best offer');
  for (const row of await rows.all()) await expect(row).toContainText('Sandbox');
  // The figure is the cell's first line (its gap to the best offer and a countdown follow).
  const figures = await table.locator('tbody td:nth-child(2) > span:first-child').allTextContents();
  const amounts = figures.map((text) => Number(text.replace(/[^\d.]/g, '').slice(0, 12)));
  expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
  await expect(page.locator('li[data-provider]').filter({ visible: true })).toHaveCount(0);
  // The form uses the width: "You send" and "You get" side by side, the table as wide as the page.
  const send = (await amountField(page).boundingBox())!;
  const get = (await receiveField(page).boundingBox())!;
  expect(get.x).toBeGreaterThan(send.x + send.width);
  expect(Math.abs(get.y - send.y)).toBeLessThan(2);
  expect((await table.boundingBox())!.width).toBeGreaterThan(1000);
  // Keyboard: Tab reaches each row's own Choose button, Enter chooses it.
  const first = table.getByRole('button', { name: CHOOSE }).first();
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /Step 2 of 3/ })).toBeFocused();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/swap?from=btc&to=eth&amount=0.1&rate=floating');
  await expect(page.getByRole('button', { name: CHOOSE })).toHaveCount(3, { timeout: 15_000 });
  await expect(page.getByRole('table')).toBeHidden();
  await expect(page.locator('li[data-provider]').filter({ visible: true })).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(
    false,
  );
});

test('a quote typed in "You get" is a reverse quote, kept through a reload', async ({ page }) => {
  await page.goto('/swap?from=btc&to=eth&amount=0.1&rate=floating');
  await expect(page.getByRole('button', { name: CHOOSE })).toHaveCount(3, { timeout: 15_000 });
  await expect(receiveField(page)).not.toHaveValue('');

  await receiveField(page).fill('2');
  await expect(page).toHaveURL(/\/swap\?from=btc&to=eth&amount=2&direction=reverse&rate=floating$/);
  const table = page.getByRole('table', { name: /Sorted by: Amount to send/ });
  await expect(table.getByRole('columnheader', { name: 'You send' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText(/Done: \d offers? from 3 providers/)).toBeVisible({
    timeout: 15_000,
  });
  // What the best offer asks to send is in "You send"; the best row asks the least.
  const send = Number((await amountField(page).inputValue()).replace(',', '.'));
  expect(send).toBeGreaterThan(0);
  const best = table.locator('tr[data-best] td').first();
  expect(Number((await best.textContent())!.replace(/[^\d.]/g, ''))).toBeCloseTo(send, 6);

  await page.reload();
  await expect(receiveField(page)).toHaveValue('2');
  await expect(amountField(page)).not.toHaveValue('', { timeout: 15_000 });
  await expect(page).toHaveURL(/amount=2&direction=reverse/);
});

test('a coin list that fails to load says so, and "Try again" loads it', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/v1/currencies*', async (route) => {
    calls += 1;
    if (calls === 1) await route.fulfill({ status: 503, body: 'unavailable' });
    else await route.continue();
  });
  await page.goto('/swap?from=btc&to=eth&amount=0.1&rate=floating');
  const alert = page.getByRole('alert').filter({ hasText: 'The coin list could not be loaded.' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: /^You send: Bitcoin/ })).toBeVisible();
  await expect(alert).toHaveCount(0);
  expect(calls).toBe(2);
});

test('after a re-quote, step 2 follows the best new offer and says what changed', async ({
  page,
}) => {
  // The first round as the sandbox answers it; in the round after the refused quote, the
  // provider chosen before is left out, so the best offer must move to another provider.
  let round = 0;
  let chosen = '';
  await page.route('**/api/v1/offers?*', async (route) => {
    round += 1;
    const response = await route.fetch();
    let body = await response.text();
    if (round > 1 && chosen) {
      body = body
        .split('\n')
        .filter((line) => !(line.includes('"type":"offer"') && line.includes(`"id":"${chosen}"`)))
        .join('\n');
    }
    await route.fulfill({ response, body });
  });
  let refused = false;
  await page.route('**/api/v1/swaps', async (route) => {
    if (route.request().method() !== 'POST' || refused) return route.continue();
    refused = true;
    await route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'quote_expired', message: 'The quote expired.', fields: {} },
      }),
    });
  });

  await page.goto('/swap?from=btc&to=eth&amount=0.1&rate=floating');
  const best = page.locator('[data-best]').filter({ visible: true });
  await expect(page.getByText(/Done: 3 offers from 3 providers/)).toBeVisible({
    timeout: 15_000,
  });
  chosen = (await best.getAttribute('data-provider'))!;
  await best.getByRole('button', { name: CHOOSE }).click();
  await page.getByLabel(/Your ETH address on /).fill('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045');
  await page.getByRole('checkbox', { name: /terms of use/ }).check();
  await page.getByRole('button', { name: 'Create the swap' }).click();

  await expect(page.getByTestId('requote-change')).toHaveText(
    /^The best offer changed: you now get [\d.,]+ ETH from .+ instead of [\d.,]+ ETH from .+\.$/,
    { timeout: 15_000 },
  );
  const summary = page.getByRole('region', { name: 'Your offer' });
  await expect(summary).not.toContainText(chosen.replace('sandbox-', ''), { ignoreCase: true });
  expect(round).toBe(2);
});
