import type { PopularCrypto, PopularPair } from '../global-data/types';
import { routes } from '../routing/routes';

// Footer links built from global data. Codes arrive upper case ("BTC"); the route builders
// lower-case them as the URL rules do, so the links never cost a redirect.

export interface PopularLink {
  href: string;
  label: string;
}

export function popularCoinLinks(coins: readonly PopularCrypto[]): PopularLink[] {
  return coins.map(({ coinInfo }) => ({ href: routes.coin(coinInfo.code), label: coinInfo.name }));
}

export function popularPairLinks(
  pairs: readonly PopularPair[],
  label: (from: string, to: string) => string,
): PopularLink[] {
  return pairs.map(({ pairInfo: { from, to } }) => ({
    href: routes.pair(from.code, to.code),
    label: label(from.code, to.code),
  }));
}
