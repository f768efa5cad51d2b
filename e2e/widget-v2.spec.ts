import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { locales } from '../lib/i18n/locales';
import type { WidgetEvent } from '../lib/widgets/events';
import { visitorIp } from './support/http';
import { admin } from './support/admin';
import { MAIN, PORTS } from './support/ports';
import { startWidgetHost, type WidgetHost } from './support/widget-host';

// /v2/widget (docs/widgets.md, ADR 0023) against the production build in sandbox mode: framed by
// a page on another origin, it runs a whole sandbox swap and posts each event to that page in
// order; its framing headers follow the partner its `ref` names; parameters it cannot use are
// said in the frame.

const HOST_PORT = PORTS.main + 90;
const HOST = `http://localhost:${HOST_PORT}`;
const ETH_ADDRESS = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const CHOOSE = /^Choose the offer of /;

let host: WidgetHost;
let partnerId: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  host = await startWidgetHost(HOST_PORT, MAIN);
  const created = admin(
    'partners',
    'create',
    '--name',
    'Widget Host',
    '--email',
    'ops@widget-host.example',
    '--origins',
    HOST,
  );
  partnerId = /Partner ([a-z0-9]{12}) /.exec(created)?.[1] ?? '';
  expect(partnerId, created).not.toBe('');
});

test.afterAll(async () => {
  await host?.close();
});

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': visitorIp() });
});

const frameAncestors = (csp: string | undefined) =>
  /(?:^|;\s*)frame-ancestors ([^;]+)/.exec(csp ?? '')?.[1];

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { __widgetEvents: WidgetEvent[] }).__widgetEvents);

test('framing: a partner’s ref frames it for its origins only, no ref for anyone', async ({
  request,
}) => {
  const withRef = await request.get(`/v2/widget?ref=${partnerId}`);
  expect(withRef.status()).toBe(200);
  expect(frameAncestors(withRef.headers()['content-security-policy'])).toBe(HOST);
  expect(withRef.headers()['x-frame-options']).toBeUndefined();
  expect(withRef.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');

  for (const query of ['', '?ref=nobody000000', '?ref=Bad!']) {
    const open = await request.get(`/v2/widget${query}`);
    expect(open.status(), query).toBe(200);
    expect(frameAncestors(open.headers()['content-security-policy']), query).toBe('*');
    expect(open.headers()['x-frame-options'], query).toBeUndefined();
    expect(open.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  }
  // Not indexed, and no third-party origin in its policy.
  const html = await withRef.text();
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  expect(withRef.headers()['content-security-policy']).not.toMatch(/google/);
  // The site's own pages still refuse every frame.
  const swap = await request.get('/swap');
  expect(frameAncestors(swap.headers()['content-security-policy'])).toBe("'none'");
});

test('language: `lang`, else the browser’s, else English, in place (no redirect)', async ({
  request,
}) => {
  for (const locale of locales) {
    const answer = await request.get(`/v2/widget?lang=${locale}`, { maxRedirects: 0 });
    expect(answer.status(), locale).toBe(200);
    expect(await answer.text(), locale).toContain(`<html lang="${locale}"`);
  }
  const browser = await request.get('/v2/widget', {
    headers: { 'accept-language': 'ja-JP,ja;q=0.9' },
    maxRedirects: 0,
  });
  expect(browser.status()).toBe(200);
  expect(await browser.text()).toContain('<html lang="ja"');
  const plain = await request.get('/v2/widget', {
    headers: { 'accept-language': 'xx' },
    maxRedirects: 0,
  });
  expect(await plain.text()).toContain('<html lang="en"');
  const prefixed = await request.get('/de/v2/widget', { maxRedirects: 0 });
  expect(prefixed.status()).toBe(200);
  expect(await prefixed.text()).toContain('<html lang="de"');
});

test('a page on another origin runs a sandbox swap in the frame and hears each event in order', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // Dark, with the partner's primary colour: the status view is checked by axe in that scheme.
  const src = `${MAIN}/v2/widget?from=btc&to=eth&amount=0.1&ref=${partnerId}&primary=0a7f5a&theme=dark`;
  await page.goto(host.url('localhost', src));
  const frame = page.frameLocator('#widget');
  await expect(frame.getByRole('button', { name: CHOOSE })).toHaveCount(3, { timeout: 20_000 });
  // Sandbox offers are labelled as on the site.
  await expect(frame.getByRole('note').first()).toContainText('simulated');
  await expect(frame.locator('header, footer')).toHaveCount(0);
  await frame
    .locator('[data-best]')
    .filter({ visible: true })
    .getByRole('button', { name: CHOOSE })
    .click();
  await expect(frame.getByRole('heading', { name: /Step 2 of 3/ })).toBeVisible();
  await frame.getByLabel(/Your ETH address on /).fill(ETH_ADDRESS);
  await frame.getByLabel(/Refund address/).fill(BTC_ADDRESS);
  await frame.getByRole('checkbox', { name: /terms of use/ }).check();
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/swaps',
  );
  await frame.getByRole('button', { name: 'Create the swap' }).click();
  // The widget marks the swap as its own and carries its partner (ADR 0023).
  expect((await sent).postDataJSON()).toMatchObject({ source: 'widget-v2', ref: partnerId });
  await expect(frame.getByText('Sandbox: this is a simulated swap')).toBeVisible({
    timeout: 20_000,
  });
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target})`)).toEqual([]);
  // The host page stays where it is: the status is shown in the frame.
  expect(page.url()).toContain(`localhost:${HOST_PORT}`);
  await frame.getByRole('button', { name: 'Simulate deposit' }).click();
  await expect(frame.locator('[aria-current="step"]')).toContainText('Finished', {
    timeout: 60_000,
  });
  await expect
    .poll(async () => (await events(page)).some((event) => event.type === 'finished'))
    .toBe(true);

  const received = await events(page);
  // `resize` comes whenever the content's height changes, before and after the others.
  const types = received.map((event) => event.type);
  const swapEvents = received.filter((event) => event.type !== 'resize');
  expect(types[0]).toBe('ready');
  expect(received[0]).toMatchObject({ widget: 'v2', lang: 'en', ignored: [] });
  expect(types).not.toContain('error');
  const first = (type: WidgetEvent['type']) => types.indexOf(type);
  expect(first('resize')).toBeGreaterThan(0);
  expect(first('quote')).toBeGreaterThan(first('ready'));
  expect(first('swap_created')).toBeGreaterThan(first('quote'));
  expect(first('status_changed')).toBeGreaterThan(first('swap_created'));
  expect(types.lastIndexOf('status_changed')).toBeLessThan(types.lastIndexOf('finished'));
  const quote = received.find((event) => event.type === 'quote');
  expect(quote).toMatchObject({ from: 'btc', to: 'eth', amountFrom: '0.1', simulated: true });
  const created = received.find((event) => event.type === 'swap_created');
  const swapId = created?.type === 'swap_created' ? created.swapId : '';
  expect(swapId).not.toBe('');
  const statuses = received.flatMap((event) =>
    event.type === 'status_changed' ? [[event.swapId, event.status]] : [],
  );
  expect(statuses[0]).toEqual([swapId, 'waiting']);
  expect(statuses.at(-1)).toEqual([swapId, 'finished']);
  expect(swapEvents.at(-1)).toEqual({ type: 'finished', swapId, status: 'finished' });
  expect(types.filter((type) => type === 'finished')).toHaveLength(1);
  // The host sized its frame from the last resize event.
  const sized = await page.evaluate(() => {
    const all = (window as unknown as { __widgetEvents: WidgetEvent[] }).__widgetEvents;
    const last = all.filter((event) => event.type === 'resize').at(-1);
    return {
      height: last?.type === 'resize' ? `${last.height}px` : null,
      frame: document.querySelector<HTMLIFrameElement>('#widget')!.style.height,
    };
  });
  expect(sized.height).not.toBeNull();
  expect(sized.frame).toBe(sized.height);
});

test('a page that names no partner frames it, and hears only ready and resize', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // 127.0.0.1 is another site than the widget's localhost, and no partner lists it.
  await page.goto(host.url('127.0.0.1', `${MAIN}/v2/widget?from=btc&to=eth&amount=0.1`));
  const frame = page.frameLocator('#widget');
  await expect(frame.getByRole('button', { name: CHOOSE })).toHaveCount(3, { timeout: 20_000 });
  await expect.poll(async () => (await events(page)).length).toBeGreaterThan(1);
  const types = new Set((await events(page)).map((event) => event.type));
  expect([...types].sort()).toEqual(['ready', 'resize']);
});

test('parameters it cannot use are said in the frame, which opens with its defaults', async ({
  page,
}) => {
  const src = `${MAIN}/v2/widget?from=nocoin&to=eth&amount=-1&primary=zzz&radius=90&lock=1`;
  await page.goto(host.url('127.0.0.1', src, '400px'));
  const frame = page.frameLocator('#widget');
  const notice = frame.getByTestId('widget-ignored');
  await expect(notice).toBeVisible();
  for (const name of ['from', 'amount', 'primary', 'radius'])
    await expect(notice).toContainText(name);
  // Defaults instead: the pair stays usable, offers come, and `lock` shows the coins fixed.
  await expect(frame.getByRole('button', { name: CHOOSE }).first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(frame.locator('[data-locked-coin]')).toHaveCount(2);
  await expect(frame.getByRole('button', { name: /^You send: / })).toHaveCount(0);
  // The direction button is in the fields but not shown: a fixed pair has no direction to swap.
  const direction = frame.locator('button[aria-label="Swap the coins you send and get"]');
  await expect(direction).toHaveCount(1);
  await expect(direction).toBeHidden();
  const ready = (await events(page))[0];
  expect(ready?.type === 'ready' && ready.ignored.map((item) => item.name).sort()).toEqual(
    ['amount', 'from', 'primary', 'radius'].sort(),
  );
});

test('German and the dark theme, with no serious accessibility problem', async ({ page }) => {
  for (const query of ['lang=de&theme=light', 'lang=de&theme=dark&rate=fixed']) {
    await page.goto(`/v2/widget?${query}`);
    await expect(page.getByRole('button', { name: /^Wählen: Angebot von / }).first()).toBeVisible({
      timeout: 20_000,
    });
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => `${query} ${v.id}: ${v.help} (${v.nodes[0]?.target})`)).toEqual([]);
  }
});

test('white label: the partner’s logo and name show in both widgets; the CSP admits that logo alone', async ({
  page,
}) => {
  const created = admin(
    'partners',
    'create',
    '--name',
    'Logo Wallet',
    '--email',
    'ops@logo-wallet.example',
    '--website',
    'https://wallet.example',
    '--origins',
    HOST,
  );
  const id = /Partner ([a-z0-9]{12}) /.exec(created)?.[1] ?? '';
  expect(id, created).not.toBe('');
  admin(
    'partners',
    'widget',
    id,
    '--logo',
    'https://cdn.wallet.example/logo.svg',
    '--name',
    'Logo Wallet',
  );

  const imgSrc = (csp: string | undefined) => /(?:^|;\s*)img-src ([^;]+)/.exec(csp ?? '')?.[1];
  for (const path of ['/v2/widget', '/widget']) {
    const own = await page.request.get(`${path}?ref=${id}`);
    expect(imgSrc(own.headers()['content-security-policy']), path).toBe(
      "'self' data: blob: https://cdn.wallet.example",
    );
    const plain = await page.request.get(path);
    expect(imgSrc(plain.headers()['content-security-policy']), path).toBe("'self' data: blob:");
  }

  for (const path of ['/v2/widget', '/widget']) {
    await page.goto(host.url('localhost', `${MAIN}${path}?from=btc&to=eth&ref=${id}`));
    const frame = page.frameLocator('#widget');
    await expect(frame.getByRole('img', { name: 'Logo Wallet' }), path).toHaveAttribute(
      'src',
      'https://cdn.wallet.example/logo.svg',
    );
    await expect(frame.getByText('Logo Wallet').first(), path).toBeVisible();
  }
});
