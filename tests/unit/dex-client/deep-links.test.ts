import { describe, expect, it } from 'vitest';
import { walletAppLinks } from '@/lib/dex/wallet/deep-links';

// A phone without a wallet in its browser gets links that open this very page inside a wallet
// app's browser, query included.

describe('wallet app links', () => {
  const links = walletAppLinks('https://example.com/de/dex?chain=polygon&from=usdc');

  it("open the page in MetaMask, Trust Wallet and Coinbase Wallet by each app's link format", () => {
    expect(links).toEqual([
      {
        wallet: 'MetaMask',
        href: 'https://metamask.app.link/dapp/example.com/de/dex?chain=polygon&from=usdc',
      },
      {
        wallet: 'Trust Wallet',
        href: 'https://link.trustwallet.com/open_url?coin_id=60&url=https%3A%2F%2Fexample.com%2Fde%2Fdex%3Fchain%3Dpolygon%26from%3Dusdc',
      },
      {
        wallet: 'Coinbase Wallet',
        href: 'https://go.cb-w.com/dapp?cb_url=https%3A%2F%2Fexample.com%2Fde%2Fdex%3Fchain%3Dpolygon%26from%3Dusdc',
      },
    ]);
  });

  it('lead to https only', () => {
    for (const link of links) expect(new URL(link.href).protocol).toBe('https:');
  });
});
