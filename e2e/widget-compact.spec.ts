import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { locales } from '../lib/i18n/locales';
import type { WidgetEvent } from '../lib/widgets/events';
import { visitorIp } from './support/http';
import { admin } from './support/admin';
import { MAIN, PORTS } from './support/ports';

// The compact widget (/widget, docs/widgets.md) and its host script (/embed.js) against the
// production build in sandbox mode: the snippet pasted into a blank page on another origin shows
// the configured widget, sizes it by its resize events, and its button opens the site's /swap in
// a new tab with the partner and the source=widget-v1 marker, whose create request carries both (the
// rows: tests/integration/widget-v1.test.ts). Also the widget-redirect, 14 locales, what it
// ignored, and the screens in a host page with axe.

const HOST_PORT = PORTS.main + 70;
const HOST = `http://localhost:${HOST_PORT}`;
const ETH_ADDRESS = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const CHOOSE = /^Choose the offer of /;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A blank page with the snippet docs/widgets.md gives: the container and the script. It keeps
 * every `swapwidget:*` DOM event the script re-emits in `window.__events`.
 */
const blankPage = (query: string, width: string, lang: string | null) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>A partner's page</title>
<style>body { margin: 0; padding: 12px; font-family: sans-serif; background: #f0f0f0; }
#box { width: ${width}; max-width: 100%; }</style></head>
<body>
<h1>A partner's page</h1>
<script>
window.__events = [];
for (const type of ['ready', 'resize', 'quote', 'error']) {
  document.addEventListener('swapwidget:' + type, (event) => window.__events.push(event.detail));
}
</script>
<div id="box" data-swap-widget="v1" data-query="${escape(query)}"${
  lang ? ` data-lang="${lang}"` : ''
}></div>
<script src="${MAIN}/embed.js"></script>
</body></html>`;

let server: Server;
let partnerId: string;

/** The host page at localhost (the partner's listed origin) or 127.0.0.1 (another site). */
const hostUrl = (
  hostname: 'localhost' | '127.0.0.1',
  query: string,
  { width = '100%', lang = null }: { width?: string; lang?: string | null } = {},
) =>
  `http://${hostname}:${HOST_PORT}/?${new URLSearchParams({ query, width, ...(lang ? { lang } : {}) })}`;

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { __events: WidgetEvent[] }).__events);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    if (url.pathname !== '/') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      blankPage(
        url.searchParams.get('query') ?? '',
        url.searchParams.get('width') ?? '100%',
        url.searchParams.get('lang'),
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(HOST_PORT, resolve));
  const created = admin(
    'partners',
    'create',
    '--name',
    'Compact Shop',
    '--email',
    'ops@compact-shop.example',
    '--origins',
    HOST,
  );
  partnerId = /Partner ([a-z0-9]{12}) /.exec(created)?.[1] ?? '';
  expect(partnerId, created).not.toBe('');
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': visitorIp() });
});

const frameAncestors = (csp: string | undefined) =>
  /(?:^|;\s*)frame-ancestors ([^;]+)/.exec(csp ?? '')?.[1];

test('/widget answers 200 in the 14 locales, noindex, framable as v2 is', async ({ request }) => {
  for (const locale of locales) {
    const answer = await request.get(`/widget?lang=${locale}`, { maxRedirects: 0 });
    expect(answer.status(), locale).toBe(200);
    const html = await answer.text();
    expect(html, locale).toContain(`<html lang="${locale}"`);
    expect(html, locale).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  }
  const open = await request.get('/widget');
  expect(frameAncestors(open.headers()['content-security-policy'])).toBe('*');
  expect(open.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  const partner = await request.get(`/widget?ref=${partnerId}`);
  expect(frameAncestors(partner.headers()['content-security-policy'])).toBe(HOST);
  // In no sitemap.
  const sitemap = await (await request.get('/sitemaps/pages-1.xml')).text();
  expect(sitemap).not.toContain('/widget');
});

test('/embed.js is a small script with a day in caches', async ({ request }) => {
  const script = await request.get('/embed.js');
  expect(script.status()).toBe(200);
  expect(script.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
  expect(script.headers()['cache-control']).toBe(
    'public, max-age=86400, stale-while-revalidate=604800',
  );
  expect((await script.body()).byteLength).toBeLessThan(6 * 1024);
});

test('widget-redirect: legacy and v2-style parameters go to /v2/widget once, partner kept', async ({
  request,
}) => {
  const cases: [string, string][] = [
    [
      `/widget?from_currency=btc&to_currency=eth&amount_from=0.5&link_id=${partnerId}&isFiat=1`,
      `/v2/widget?from=btc&to=eth&amount=0.5&ref=${partnerId}`,
    ],
    ['/de/widget?v=2&from=ltc&foo=1', '/de/v2/widget?from=ltc'],
    ['/widget?rate=both&darkMode=true', '/v2/widget?rate=both&theme=dark'],
    // /v2/widget's own aliases are renamed in place.
    ['/v2/widget?from_currency=btc&lang=ja', '/v2/widget?from=btc&lang=ja'],
  ];
  for (const [from, to] of cases) {
    const answer = await request.get(from, { maxRedirects: 0 });
    expect(answer.status(), from).toBe(307);
    const location = new URL(answer.headers().location!, MAIN);
    expect(location.pathname + location.search, from).toBe(to);
    // The target is served, not redirected again.
    expect((await request.get(to, { maxRedirects: 0 })).status(), to).toBe(200);
  }
  // v1's own parameters stay on v1.
  const v1 = await request.get('/widget?from=btc&rate=fixed&lock=1', { maxRedirects: 0 });
  expect(v1.status()).toBe(200);
});

test('the snippet in a blank page shows the widget, sized by its events; its button opens /swap in a new tab with the partner', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto(hostUrl('localhost', `from=btc&to=eth&amount=0.1&ref=${partnerId}`));
  const iframe = page.locator('#box iframe');
  await expect(iframe).toHaveAttribute(
    'src',
    `${MAIN}/widget?from=btc&to=eth&amount=0.1&ref=${partnerId}`,
  );
  await expect(iframe).toHaveAttribute('title', 'Crypto exchange widget');
  const frame = page.frameLocator('#box iframe');
  await expect(frame.getByRole('heading', { name: 'Exchange crypto' })).toBeVisible();
  await expect(frame.getByTestId('compact-status')).toContainText('Best offer from', {
    timeout: 20_000,
  });
  await expect(frame.getByTestId('compact-status')).toContainText('Simulated');
  await expect(frame.getByTestId('compact-amount-to')).toHaveText(/^≈ \d/);
  await expect(frame.locator('header, footer')).toHaveCount(0);
  // The script re-emitted the widget's events on the container and sized the iframe by the last
  // resize; the partner's page heard the quote too (it lists this origin).
  await expect.poll(async () => (await events(page)).map((event) => event.type)).toContain('quote');
  const received = await events(page);
  expect(received[0]).toMatchObject({ type: 'ready', widget: 'v1', lang: 'en', ignored: [] });
  expect(received.find((event) => event.type === 'quote')).toMatchObject({
    from: 'btc',
    to: 'eth',
    amountFrom: '0.1',
    rateType: 'floating',
    simulated: true,
  });
  const resize = received.filter((event) => event.type === 'resize').at(-1);
  expect(resize?.type === 'resize' && resize.height).toBeGreaterThan(200);
  await expect(iframe).toHaveAttribute(
    'style',
    new RegExp(`height: ${resize?.type === 'resize' ? resize.height : 0}px`),
  );
  // The iframe shows the whole box: nothing in it scrolls.
  const inner = await frame
    .locator('html')
    .evaluate((html) => ({ scroll: html.scrollHeight, client: html.clientHeight }));
  expect(inner.scroll).toBeLessThanOrEqual(inner.client + 1);

  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    frame.getByRole('link', { name: /Exchange now/ }).click(),
  ]);
  await tab.waitForLoadState();
  const opened = new URL(tab.url());
  expect(opened.origin).toBe(MAIN);
  expect(opened.pathname).toBe('/swap');
  expect(Object.fromEntries(opened.searchParams)).toEqual({
    from: 'btc',
    to: 'eth',
    amount: '0.1',
    rate: 'floating',
    ref: partnerId,
    source: 'widget-v1',
  });
  // The host page stays where it was.
  expect(page.url()).toContain(`localhost:${HOST_PORT}`);

  // The swap created in that tab carries the partner and the marker (recorded as widget-v1).
  await expect(tab.getByRole('button', { name: CHOOSE })).toHaveCount(3, { timeout: 20_000 });
  await tab
    .locator('[data-best]')
    .filter({ visible: true })
    .getByRole('button', { name: CHOOSE })
    .click();
  await expect(tab.getByRole('heading', { name: /Step 2 of 3/ })).toBeVisible();
  // Step 2's address keeps both.
  expect(new URL(tab.url()).searchParams.get('source')).toBe('widget-v1');
  expect(new URL(tab.url()).searchParams.get('ref')).toBe(partnerId);
  await tab.getByLabel(/Your ETH address on /).fill(ETH_ADDRESS);
  await tab.getByLabel(/Refund address/).fill(BTC_ADDRESS);
  await tab.getByRole('checkbox', { name: /terms of use/ }).check();
  const sent = tab.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/swaps',
  );
  await tab.getByRole('button', { name: 'Create the swap' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ source: 'widget-v1', ref: partnerId });
  await expect(tab).toHaveURL(/\/swap\?swap=[A-Za-z0-9-]+$/, { timeout: 20_000 });
});

test('a page that names no partner shows it too, and hears only ready and resize', async ({
  page,
}) => {
  await page.goto(hostUrl('127.0.0.1', 'from=btc&to=eth&amount=0.1'));
  const frame = page.frameLocator('#box iframe');
  await expect(frame.getByTestId('compact-status')).toContainText('Best offer from', {
    timeout: 20_000,
  });
  await expect.poll(async () => (await events(page)).length).toBeGreaterThan(1);
  const types = new Set((await events(page)).map((event) => event.type));
  expect([...types].sort()).toEqual(['ready', 'resize']);
  // Its link attributes no one, but still says where the visitor came from.
  const href = await frame.getByRole('link', { name: /Exchange now/ }).getAttribute('href');
  expect(href).toBe('/swap?from=btc&to=eth&amount=0.1&rate=floating&source=widget-v1');
});

test('bad parameters: defaults, and a short note in the frame of what was ignored', async ({
  page,
}) => {
  const query = 'from=nocoin&to=eth&amount=-1&primary=zzz&radius=90&hideLogo=1&foo=1&lock=1';
  await page.goto(hostUrl('127.0.0.1', query, { width: '340px', lang: 'de' }));
  const frame = page.frameLocator('#box iframe');
  const note = frame.getByTestId('compact-ignored');
  await expect(note).toBeVisible();
  await expect(note).toContainText('Nicht übernommen');
  for (const name of ['from', 'amount', 'primary', 'radius', 'hideLogo', 'foo']) {
    await expect(note).toContainText(name);
  }
  // Defaults instead: a working box with an offer, the pair fixed as asked (lock), our logo kept.
  await expect(frame.getByTestId('compact-status')).toContainText('Bestes Angebot', {
    timeout: 20_000,
  });
  await expect(frame.locator('[data-locked-coin]')).toHaveCount(2);
  await expect(frame.getByRole('button', { name: /^Sie senden: / })).toHaveCount(0);
  await expect(frame.getByText(/Bereitgestellt von/)).toBeVisible();
  const ready = (await events(page))[0];
  expect(ready?.type === 'ready' && ready.ignored.map((item) => item.name).sort()).toEqual(
    ['amount', 'foo', 'from', 'hideLogo', 'primary', 'radius'].sort(),
  );
});

for (const width of [360, 1440]) {
  test(`screens at ${width} px in a host page: en, de, ja, light and dark; axe`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    for (const lang of ['en', 'de', 'ja']) {
      for (const theme of ['light', 'dark']) {
        const query = `from=btc&to=eth&amount=0.1&theme=${theme}&ref=${partnerId}`;
        await page.goto(hostUrl('localhost', query, { lang }));
        const frame = page.frameLocator('#box iframe');
        await expect(frame.getByTestId('compact-amount-to')).toHaveText(/^≈ \d/, {
          timeout: 20_000,
        });
        const wide = await frame.locator('html').evaluate((html) => ({
          scroll: html.scrollWidth,
          client: html.clientWidth,
        }));
        expect(wide.scroll, `${lang} ${theme}`).toBeLessThanOrEqual(wide.client);
        await page.screenshot({
          path: test.info().outputPath(`compact-${width}-${lang}-${theme}.png`),
          fullPage: true,
        });
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter(
          (v) => v.impact === 'serious' || v.impact === 'critical',
        );
        expect(
          serious.map((v) => `${lang} ${theme} ${v.id}: ${v.help} (${v.nodes[0]?.target})`),
        ).toEqual([]);
      }
    }
  });
}
