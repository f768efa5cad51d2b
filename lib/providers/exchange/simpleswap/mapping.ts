import { mapStatus, type StatusTable } from '../../kit/status';
import { networkMap, SHORT_NETWORK_CODES } from '../../kit/networks';
import type { CurrencyRef, ProviderSwap, SwapStatus } from '../contract';
import type { SimpleswapCurrency, SimpleswapExchange } from './schema';

// SimpleSwap v3 names an asset by ticker + network code (usdt + trx, btc + btc): the shared short
// codes except where its list differs (optimism, zksera, lineaeth, fantom). The live list also
// carries each asset's v1 symbol (legacySymbol: usdttrc20...), which is our URL code scheme, so an
// asset whose network code we guess wrong is still found by that symbol.

const SIMPLESWAP_NETWORKS = networkMap(SHORT_NETWORK_CODES, {
  optimism: 'optimism',
  zksync: 'zksera',
  linea: 'lineaeth',
  fantom: 'fantom',
});

export interface SimpleswapAsset {
  ticker: string;
  network: string;
}

function find(list: readonly SimpleswapCurrency[], ref: CurrencyRef) {
  const network = SIMPLESWAP_NETWORKS.of(ref);
  const ticker = ref.ticker.toLowerCase();
  return (
    list.find(
      (item) => item.ticker.toLowerCase() === ticker && item.network.toLowerCase() === network,
    ) ?? list.find((item) => item.legacySymbol?.toLowerCase() === ref.code)
  );
}

/** SimpleSwap's codes: from the live list when loaded, from the network table while it is down. */
export function toSimpleswap(
  ref: CurrencyRef,
  list: readonly SimpleswapCurrency[] | undefined,
): SimpleswapAsset | undefined {
  const listed = list && find(list, ref);
  if (listed) return { ticker: listed.ticker, network: listed.network };
  const network = SIMPLESWAP_NETWORKS.of(ref);
  return network && !list ? { ticker: ref.ticker.toLowerCase(), network } : undefined;
}

/** Listed and not fiat; without a list (endpoint down) every mapped network counts. */
export function isListed(list: readonly SimpleswapCurrency[] | undefined, ref: CurrencyRef) {
  if (!list) return SIMPLESWAP_NETWORKS.of(ref) !== undefined;
  const item = find(list, ref);
  return item !== undefined && item.isFiat !== true;
}

/** Every status SimpleSwap documents for an exchange. */
const SIMPLESWAP_STATUSES = {
  waiting: 'waiting',
  confirming: 'confirming',
  exchanging: 'exchanging',
  sending: 'sending',
  finished: 'finished',
  failed: 'failed',
  refunded: 'refunded',
  expired: 'expired',
  verifying: 'on_hold',
} as const satisfies StatusTable<SwapStatus>;

/**
 * An exchange in our shape. `expected_amount` is the deposit SimpleSwap expects (the amount
 * sent), so it stands in for amountFrom only; amountTo is '' until SimpleSwap names it.
 */
export function fromExchange(exchange: SimpleswapExchange): ProviderSwap {
  const expected = exchange.expectedAmount ?? exchange.expected_amount ?? null;
  return {
    // The schema makes sure one of the two is there.
    providerSwapId: exchange.id ?? exchange.publicId ?? '',
    status: mapStatus('simpleswap', SIMPLESWAP_STATUSES, exchange.status, 'waiting'),
    providerStatus: exchange.status,
    depositAddress: exchange.addressFrom,
    depositExtraId: exchange.extraIdFrom || null,
    amountFrom: exchange.amountFrom ?? expected ?? '0',
    amountTo: exchange.amountTo ?? '',
    payoutAddress: exchange.addressTo,
    payoutExtraId: exchange.extraIdTo || null,
    refundAddress: exchange.userRefundAddress || null,
    depositHash: exchange.txFrom || null,
    payoutHash: exchange.txTo || null,
    expiresAt: exchange.validUntil || exchange.valid_until || null,
  };
}
