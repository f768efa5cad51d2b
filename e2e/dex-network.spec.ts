import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEX_CHAINS } from '../lib/dex/chains';
import { popularPairs } from '../lib/dex/popular-pairs';
import { startDevnet, type Devnet } from '../tests/support/evm';
import { startOwnServer, type OwnServer } from './support/own-server';
import { MAIN, PORTS } from './support/ports';

// The DEX networks' landings (docs/dex.md "Pages") in the production build: rendered by the
// running server on the first request (the build renders none), with the sandbox aggregators'
// live indicative quotes of each popular pair. A server of its own whose five chains' gas price
// is read from one devnet (DEX_RPC_URL_*), so no request leaves the machine and the after-gas
// figure is known. No wallet and no script of the page's own: it reads the same without
// JavaScript, and every pair links to /dex opened on it.

const PORT = PORTS.main + 95;
const DEVNET_PORT = PORTS.main + 96;

let devnet: Devnet;
let server: OwnServer;

test.beforeAll(async () => {
  devnet = await startDevnet({ port: DEVNET_PORT });
  server = await startOwnServer(
    PORT,
    'dex-network',
    Object.fromEntries(DEX_CHAINS.map((chain) => [`DEX_RPC_URL_${chain.envKey}`, devnet.url])),
  );
});
test.afterAll(async () => {
  await server?.stop();
  await devnet?.close();
});

const url = (path: string) => `${server.url}${path}`;
const ethereum = DEX_CHAINS.find((chain) => chain.slug === 'ethereum')!;

test.describe('a DEX network landing', () => {
  test('renders its facts and live sandbox quotes on the server, with no wallet', async ({
    request,
  }) => {
    const answer = await request.get(url('/en/dex/ethereum'));
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toContain('Swap tokens on Ethereum');
    // The server runs without aggregator keys: the sandbox, labelled as on /dex.
    expect(html).toContain('data-testid="dex-sandbox"');
    expect(html).toContain('Simulated aggregators (sandbox)');
    const rows = html.match(/data-testid="dex-pair-row"/g) ?? [];
    expect(rows).toHaveLength(popularPairs(ethereum.id).length);
    expect(html).not.toContain('data-testid="dex-pair-unquoted"');
    expect(
      html.match(/data-testid="dex-pair-aggregator">Sandbox (Delta|Estuary|Lagoon)</g),
    ).toHaveLength(rows.length);
    expect(html).toMatch(/Best quote per pair, as of \d\d:\d\d UTC/);
    // The gas price came from the devnet, so what is left after gas is a figure.
    expect(html).not.toContain('Network fee not known');
    expect(html).toContain('href="/dex?chain=ethereum&amp;from=eth&amp;to=usdc"');
    for (const other of DEX_CHAINS.filter((chain) => chain.id !== ethereum.id)) {
      expect(html).toContain(`href="/dex/${other.slug}"`);
    }
    // No island: nothing of a wallet in the page, and the shell's policy (no RPC origin).
    expect(html).not.toContain('dex-island-pending');
    const csp = answer.headers()['content-security-policy'] ?? '';
    expect(csp).not.toContain('publicnode');
  });

  test('has its own title, canonical, alternates and breadcrumb', async ({ page }) => {
    await page.goto(url('/en/dex/arbitrum'));
    await expect(page).toHaveTitle(/^DEX swaps on Arbitrum One: live quotes for popular pairs \| /);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${MAIN}/dex/arbitrum`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
      'href',
      `${MAIN}/de/dex/arbitrum`,
    );
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join('\n')).toContain('"BreadcrumbList"');
    await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('DEX swaps');
  });

  test('is rendered once, then served from the page cache (ISR)', async ({ request }) => {
    const read = async () => {
      const answer = await request.get(url('/en/dex/optimism'));
      const html = await answer.text();
      return {
        cache: answer.headers()['x-nextjs-cache'],
        time: /<time dateTime="([^"]+)"/.exec(html)?.[1],
      };
    };
    const first = await read();
    const second = await read();
    expect(first.cache).toBe('MISS');
    expect(second.cache).toBe('HIT');
    expect(first.time).toBeTruthy();
    expect(second.time).toBe(first.time);
  });

  test('speaks the page language and writes the time in UTC', async ({ request }) => {
    const html = await (await request.get(url('/de/dex/polygon'))).text();
    expect(html).toContain('Token auf Polygon tauschen');
    expect(html).toMatch(/Bestes Angebot je Paar, Stand \d\d:\d\d UTC/);
    expect(html).toContain('href="/de/dex?chain=polygon&amp;from=pol&amp;to=usdc"');
  });

  test('answers a network the DEX does not serve with the 404 page', async ({ request }) => {
    for (const path of ['/en/dex/tron', '/dex/solana', '/fr/dex/1']) {
      expect((await request.get(url(path))).status(), path).toBe(404);
    }
  });

  test('is linked from /dex, network by network', async ({ request }) => {
    const html = await (await request.get(url('/en/dex'))).text();
    for (const chain of DEX_CHAINS) expect(html).toContain(`href="/dex/${chain.slug}"`);
  });

  test('passes axe', async ({ page }) => {
    await page.goto(url('/en/dex/bsc'));
    await expect(page.getByTestId('dex-network-pairs')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the quotes and opens /dex on a pair from its link', async ({ page }) => {
    await page.goto(url('/en/dex/arbitrum'));
    const table = page.getByTestId('dex-network-pairs');
    await expect(table.getByTestId('dex-pair-row')).toHaveCount(popularPairs(42161).length);
    await table.getByRole('link', { name: 'Swap ETH for USDC' }).click();
    await expect(page).toHaveURL(/\/dex\?chain=arbitrum&from=eth&to=usdc$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Swap tokens from your own wallet',
    );
  });
});
