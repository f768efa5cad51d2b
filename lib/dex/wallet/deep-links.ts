// On a phone without a wallet in the browser: links that open this page inside a wallet app's
// own browser, where its injected wallet is present. The formats are the apps' documented
// universal links (MetaMask's dapp link, Trust Wallet's open_url, Coinbase Wallet's cb_url).

export interface WalletAppLink {
  wallet: string;
  href: string;
}

export function walletAppLinks(pageUrl: string): WalletAppLink[] {
  const url = new URL(pageUrl);
  const withoutScheme = `${url.host}${url.pathname}${url.search}`;
  const encoded = encodeURIComponent(url.href);
  return [
    { wallet: 'MetaMask', href: `https://metamask.app.link/dapp/${withoutScheme}` },
    {
      wallet: 'Trust Wallet',
      href: `https://link.trustwallet.com/open_url?coin_id=60&url=${encoded}`,
    },
    { wallet: 'Coinbase Wallet', href: `https://go.cb-w.com/dapp?cb_url=${encoded}` },
  ];
}
