import type { PopularCrypto, PopularPair } from '../global-data/contract';
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

/** The two "popular" link lists the footer and the 404 page show, in the order they show them. */
export interface PopularSection {
  key: 'popularCoins' | 'popularPairs';
  links: PopularLink[];
}

export function popularSections(
  data: { popularCrypto: readonly PopularCrypto[]; popularPairs: readonly PopularPair[] },
  pairLabel: (from: string, to: string) => string,
  limits: { coins?: number; pairs?: number } = {},
): PopularSection[] {
  const sections: PopularSection[] = [
    { key: 'popularCoins', links: popularCoinLinks(data.popularCrypto.slice(0, limits.coins)) },
    {
      key: 'popularPairs',
      links: popularPairLinks(data.popularPairs.slice(0, limits.pairs), pairLabel),
    },
  ];
  return sections.filter((section) => section.links.length > 0);
}
