import { expect, test } from '@playwright/test';
import { getRaw, redirectTarget } from './support/http';
import { MAIN } from './support/ports';

// URL normalisation through the running server: each rule is one redirect hop, query kept.
const redirects: Array<[from: string, to: string, status: number]> = [
  ['/Swap', '/swap', 308],
  ['/swap/', '/swap', 308],
  ['/FR/Coin/BTC/', '/fr/coin/btc', 308],
  ['/coin//btc', '/coin/btc', 308],
  ['/blog', '/blog/', 308],
  ['/Blog/Some-Article', '/blog/some-article/', 308],
  ['/fr/blog/tag/defi', '/fr/blog/tag/defi/', 308],
  ['/fr/', '/fr', 308],
  ['/custom/compare/BTC/ETH/info', '/compare/btc-vs-eth', 308],
  ['/de/custom/compare/btc-vs-eth/info', '/de/compare/btc-vs-eth', 308],
  ['/custom/exchange-pairs/usd/btc/info', '/fiat/exchange/usd-to-btc', 308],
  ['/Swap?from=BTC&to=ETH', '/swap?from=BTC&to=ETH', 308],
  ['/custom/compare/btc/eth/info?ref=news&page=2', '/compare/btc-vs-eth?ref=news&page=2', 308],
  // The English prefix is dropped; combined with another rule it is still a single hop.
  ['/en', '/', 307],
  ['/en/swap', '/swap', 307],
  ['/EN/Swap/', '/swap', 307],
  ['/en/blog', '/blog/', 307],
];

test.describe('URL rules', () => {
  for (const [from, to, status] of redirects) {
    test(`${from} redirects once to ${to}`, async () => {
      const response = await getRaw(from);
      expect(response.status()).toBe(status);
      expect(redirectTarget(response)).toBe(to);
      const next = await getRaw(to);
      // 200 for the pages that exist today, 404 for pages later issues add; never a second hop.
      expect([200, 404], `${to} answered ${next.status()}`).toContain(next.status());
    });
  }

  test('a protocol-relative path cannot redirect to another host', async () => {
    // Next itself may collapse the slashes first; either way the target stays on this site.
    const response = await getRaw(`${MAIN}//evil.example/`);
    expect(response.status()).toBe(308);
    expect(redirectTarget(response)).toMatch(/^\/evil\.example\/?$/);
  });

  test('canonical paths are served without a redirect', async () => {
    for (const path of ['/', '/fr', '/maintenance', '/ja/maintenance']) {
      expect((await getRaw(path)).status(), path).toBe(200);
    }
  });
});

test.describe('not found', () => {
  for (const path of ['/xx/swap', '/does-not-exist', '/fr/nothing-here', '/xx', '/missing.txt']) {
    test(`${path} answers 404`, async () => {
      expect((await getRaw(path)).status()).toBe(404);
    });
  }

  test('the 404 page speaks the language of its prefix and names the path', async ({ page }) => {
    const response = await page.goto('/fr/rien-ici');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await expect(page.getByText('/fr/rien-ici')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Aller à la page d’accueil' })).toHaveAttribute(
      'href',
      '/fr',
    );
  });
});
