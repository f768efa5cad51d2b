import { ProviderError } from '../errors';
import { SHORT_NETWORK_CODES } from '../shared/networks';
import type { CurrencyRef, RateType } from '../types';
import type { ChangenowCurrency } from './schema';

// ChangeNOW names an asset by lower-case ticker + its own network code (usdt/trx, usdt/eth,
// btc/btc). Our network codes map to theirs here; whether the asset is really listed is checked
// against the live currency list (supports()).

const NETWORKS: Readonly<Record<string, string>> = SHORT_NETWORK_CODES;

export interface ChangenowAsset {
  currency: string;
  network: string;
}

/** Our currency in ChangeNOW's codes; pair_unavailable when we have no mapping for its network. */
export function toChangenow(ref: CurrencyRef): ChangenowAsset {
  const network = NETWORKS[ref.network];
  if (!network) {
    throw new ProviderError('changenow', 'pair_unavailable', `network ${ref.network} not mapped`);
  }
  return { currency: ref.ticker.toLowerCase(), network };
}

/**
 * Whether the live list has the asset, and (for fixed rates) offers fixed rates on it. Without a
 * list (ChangeNOW's currency endpoint down) every mapped asset counts: the quote itself answers.
 */
export function isListed(
  list: readonly ChangenowCurrency[] | undefined,
  ref: CurrencyRef,
  rateType: RateType,
  side: 'from' | 'to',
): boolean {
  const network = NETWORKS[ref.network];
  if (!network) return false;
  if (!list) return true;
  const ticker = ref.ticker.toLowerCase();
  return list.some(
    (item) =>
      item.ticker.toLowerCase() === ticker &&
      item.network.toLowerCase() === network &&
      (rateType === 'floating' || item.supportsFixedRate !== false) &&
      (side === 'from' ? item.sell !== false : item.buy !== false),
  );
}
