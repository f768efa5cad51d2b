import { ProviderError } from '../errors';
import { SHORT_NETWORK_CODES } from '../shared/networks';
import type { CurrencyRef } from '../types';
import type { SimpleswapCurrency } from './schema';

// SimpleSwap v3 names an asset by ticker + network code (usdt + trx, btc + btc). The live list
// also carries each asset's v1 symbol (legacySymbol: usdttrc20...), which is our URL code
// scheme, so an asset whose network code we guess wrong is still found by that symbol.

export interface SimpleswapAsset {
  ticker: string;
  network: string;
}

function find(list: readonly SimpleswapCurrency[], ref: CurrencyRef) {
  const network = SHORT_NETWORK_CODES[ref.network];
  const ticker = ref.ticker.toLowerCase();
  return (
    list.find(
      (item) => item.ticker.toLowerCase() === ticker && item.network.toLowerCase() === network,
    ) ?? list.find((item) => item.legacySymbol?.toLowerCase() === ref.code)
  );
}

/** SimpleSwap's codes for our currency: from the live list when loaded, else from the table. */
export function toSimpleswap(
  ref: CurrencyRef,
  list: readonly SimpleswapCurrency[] | undefined,
): SimpleswapAsset {
  const listed = list && find(list, ref);
  if (listed) return { ticker: listed.ticker, network: listed.network };
  const network = SHORT_NETWORK_CODES[ref.network];
  if (!network || list) {
    throw new ProviderError('simpleswap', 'pair_unavailable', `${ref.code} not listed`);
  }
  return { ticker: ref.ticker.toLowerCase(), network };
}

/** Listed and not fiat; without a list (endpoint down) every mapped network counts. */
export function isListed(
  list: readonly SimpleswapCurrency[] | undefined,
  ref: CurrencyRef,
): boolean {
  if (!list) return SHORT_NETWORK_CODES[ref.network] !== undefined;
  const item = find(list, ref);
  return item !== undefined && item.isFiat !== true;
}
