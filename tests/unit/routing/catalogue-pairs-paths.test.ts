import { describe, expect, it } from 'vitest';
import { lastShippedPage } from '@/lib/catalogue/listings';
import { isKnownPagePath } from '@/lib/pages/known-pages';

// The compare and cross-chain paths proxy.ts lets through to a page, and the ones it answers with
// the prerendered 404 before anything renders (lib/pages/route-checks.ts).

describe('compare and cross-chain paths', () => {
  it('serves the listings, their pages, comparisons and cross-chain pairs', () => {
    for (const path of [
      '/compare',
      '/compare/page-2',
      `/compare/page-${lastShippedPage('compare')}`,
      '/compare/btc-vs-eth',
      '/compare/eth-vs-btc',
      '/cross-chain',
      '/cross-chain/page-2',
      '/cross-chain/usdttrc20-to-usdterc20',
      '/cross-chain/eth-to-etharb',
      '/cross-chain/tokens',
      '/custom/compare',
      '/custom/exchange-pairs',
    ]) {
      expect(isKnownPagePath(path), path).toBe(true);
    }
  });

  it('refuses a coin with itself, unknown coins, other pairs and impossible pages', () => {
    for (const path of [
      '/compare/btc-vs-btc',
      '/compare/btc-vs-nope',
      '/compare/btc-to-eth',
      '/compare/page-0',
      '/compare/page-1',
      `/compare/page-${lastShippedPage('compare') + 1}`,
      '/cross-chain/btc-to-eth',
      '/cross-chain/usdttrc20-to-usdttrc20',
      '/cross-chain/page-1',
      `/cross-chain/page-${lastShippedPage('crossChain') + 1}`,
      '/cross-chain/tokens/page-2',
      '/cross-chain/tokens/x',
    ]) {
      expect(isKnownPagePath(path), path).toBe(false);
    }
  });
});
