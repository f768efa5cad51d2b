import { SEED_CURRENCIES } from './data/currencies';
import { shippedPairCode } from './pair-codes';
import { splitLocalePrefix } from '../routing/paths';
import { routes } from '../routing/routes';

// The 404 page's coin search (components/error/not-found-ways.tsx) is a GET form to the coin
// list, so it works without JavaScript. A term that names a shipped coin, by code, ticker or
// name ("btc", "BTC", "Bitcoin"), goes straight to that coin's page; anything else stays on the
// list, where the search over every coin is.

export const COIN_SEARCH_PARAM = 'q';

// A name several networks share ("Tether") names its first, most popular listing.
const byName = new Map<string, string>();
for (const currency of SEED_CURRENCIES) {
  const name = currency.name.toLowerCase();
  if (!byName.has(name)) byName.set(name, currency.code);
}

/** The coin a search term names, or null. */
export function coinOfSearch(term: string): string | null {
  const key = term.trim().toLowerCase();
  if (key === '' || key.length > 64) return null;
  return shippedPairCode(key) ?? byName.get(key) ?? null;
}

/**
 * "/de/coin?q=Bitcoin" -> "/de/coin/btc": where proxy.ts sends a coin search (a normalised path
 * and its query), or null when the term names no coin or the path is not the coin list.
 */
export function coinSearchRedirectPath(pathname: string, search: URLSearchParams): string | null {
  const { prefix, rest } = splitLocalePrefix(pathname);
  if (rest !== routes.coins()) return null;
  const term = search.get(COIN_SEARCH_PARAM);
  const code = term === null ? null : coinOfSearch(term);
  if (!code) return null;
  const target = routes.coin(code);
  return prefix ? `/${prefix}${target}` : target;
}
