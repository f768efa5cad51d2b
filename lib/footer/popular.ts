import type { PopularCrypto, PopularPair } from '../global-data/contract';

// Footer links built from global data. Codes arrive upper case ("BTC"); the URL rules lower-case
// every path, so links use lower case directly and never cost a redirect.

export interface PopularLink {
  href: string;
  label: string;
}

export function coinHref(code: string): string {
  return `/coin/${encodeURIComponent(code.toLowerCase())}`;
}

export function pairHref(from: string, to: string): string {
  const slug = (code: string) => encodeURIComponent(code.toLowerCase());
  return `/exchange/${slug(from)}-to-${slug(to)}`;
}

export function popularCoinLinks(coins: readonly PopularCrypto[]): PopularLink[] {
  return coins.map(({ coinInfo }) => ({ href: coinHref(coinInfo.code), label: coinInfo.name }));
}

export function popularPairLinks(
  pairs: readonly PopularPair[],
  label: (from: string, to: string) => string,
): PopularLink[] {
  return pairs.map(({ pairInfo: { from, to } }) => ({
    href: pairHref(from.code, to.code),
    label: label(from.code, to.code),
  }));
}
