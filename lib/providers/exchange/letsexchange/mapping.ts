import { compareDecimal } from '@/lib/decimal';
import { networkMap, TICKER_NETWORK_CODES, type NetworkCode } from '../../kit/networks';
import { mapStatus, type StatusTable } from '../../kit/status';
import { toIsoTime } from '../../kit/time';
import type { CurrencyRef, ProviderSwap, SwapStatus } from '../contract';
import { OVERDUE_GRACE_MS } from '../kind';
import type { LetsexchangeCoin, LetsexchangeTransaction } from './schema';

// Our asset-network → LetsExchange coin code (upper-case ticker) + network code, as listed by
// GET /v2/coins. Most chains use one code for their coin and their tokens; Ethereum, Tron and
// BNB Smart Chain list the coin under its own ticker and tokens under ERC20 / TRC20 / BEP20.
// supports() confirms every pair against the live list.

const CODES: Readonly<Record<string, NetworkCode>> = {
  ...TICKER_NETWORK_CODES,
  ethereum: { native: 'ETH', tokens: 'ERC20' },
  bsc: { native: 'BNB', tokens: 'BEP20' },
  tron: { native: 'TRX', tokens: 'TRC20' },
  polygon: 'POL',
  optimism: 'OPTIMISM',
  zksync: 'ZKSERA',
};

export interface LetsexchangeAsset {
  coin: string;
  network: string;
}

const LETSEXCHANGE_NETWORKS = networkMap(CODES);

/** LetsExchange's coin and network codes for our currency; undefined when it has none. */
export function toLetsexchangeAsset(ref: CurrencyRef): LetsexchangeAsset | undefined {
  const network = LETSEXCHANGE_NETWORKS.of(ref);
  return network ? { coin: ref.ticker.toUpperCase(), network } : undefined;
}

export function listed(list: readonly LetsexchangeCoin[], asset: LetsexchangeAsset): boolean {
  const coin = list.find((c) => c.code.toUpperCase() === asset.coin && c.is_active);
  return !!coin?.networks.some((n) => n.code.toUpperCase() === asset.network && n.is_active);
}

/**
 * LetsExchange transaction statuses (api-doc.letsexchange.io/documentation/statuses). 'confirmed'
 * means the deposit is final and the exchange is about to start; 'sending_confirmation' is the
 * payout waiting for its confirmations. AML holds ('aml_check_failed', 'hold') keep the funds
 * until support clears them. 'overdue' is an unpaid swap past its 30 minutes, which LetsExchange
 * still exchanges if the deposit comes within 1.5 h (FAQ): expired on screen, but not final.
 */
const LETSEXCHANGE_STATUSES = {
  wait: 'waiting',
  confirmation: 'confirming',
  confirmed: 'exchanging',
  exchanging: 'exchanging',
  sending: 'sending',
  sending_confirmation: 'sending',
  success: 'finished',
  overdue: 'expired',
  error: 'failed',
  refund: 'refunded',
  refunded: 'refunded',
  aml_check_failed: 'on_hold',
  hold: 'on_hold',
} as const satisfies StatusTable<SwapStatus>;

/** `real_*` amounts appear once the deposit arrived and may differ from what was agreed. */
function amount(real: string | null | undefined, agreed: string | null): string {
  if (real && compareDecimal(real, '0') > 0) return real;
  return agreed ?? '0';
}

export function toProviderSwap(tx: LetsexchangeTransaction): ProviderSwap {
  return {
    providerSwapId: tx.transaction_id,
    status: mapStatus('letsexchange', LETSEXCHANGE_STATUSES, tx.status, 'waiting'),
    providerStatus: tx.status,
    depositAddress: tx.deposit,
    depositExtraId: tx.deposit_extra_id ?? null,
    amountFrom: amount(tx.real_deposit_amount, tx.deposit_amount),
    amountTo: amount(tx.real_withdrawal_amount, tx.withdrawal_amount),
    payoutAddress: tx.withdrawal,
    payoutExtraId: tx.withdrawal_extra_id ?? null,
    refundAddress: tx.return ?? null,
    depositHash: tx.hash_in ?? null,
    payoutHash: tx.hash_out ?? null,
    expiresAt: toIsoTime(tx.expired_at),
    graceMs: tx.status.toLowerCase() === 'overdue' ? OVERDUE_GRACE_MS : undefined,
  };
}
