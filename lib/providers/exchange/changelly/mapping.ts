import { deductFee, compareDecimal, rateOf } from '@/lib/decimal';
import { mapStatus, type StatusTable } from '../../kit/status';
import type { CurrencyRef, ProviderSwap, RateType, SwapStatus } from '../contract';
import { OVERDUE_GRACE_MS, type QuoteResult } from '../kind';
import type { ChangellyCurrency, ChangellyTransaction } from './schema';

// Changelly names each asset-network with one code of its own (btc, usdt20 = USDT ERC20,
// usdtrx = USDT TRC20, usdtbsc...). The live getCurrenciesFull list is the source: we match by
// ticker + blockchain (and contract when both sides know it). A small static table keeps the
// popular assets working while that list cannot be loaded.

const norm = (value: string | null | undefined) =>
  (value ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');

/** Changelly's blockchain names for our network codes (normalised); our code itself also counts. */
const BLOCKCHAINS: Readonly<Record<string, readonly string[]>> = {
  bsc: ['binancesmartchain', 'bnbsmartchain', 'bep20', 'binancecoin'],
  tron: ['trx', 'trc20'],
  polygon: ['matic'],
  arbitrum: ['arbitrumone'],
  avalanche: ['avalanchec', 'avaxc', 'avalanchecchain', 'avax'],
  ton: ['toncoin'],
  ripple: ['xrp', 'xrpl'],
  dogecoin: ['doge'],
  bitcoincash: ['bitcoincash', 'bch'],
  ethereumclassic: ['etc'],
  hedera: ['hederahashgraph', 'hbar'],
  multiversx: ['elrond', 'egld'],
  zksync: ['zksyncera'],
  cosmos: ['atom'],
  osmosis: ['osmo'],
  nano: ['xno'],
};

const FALLBACK: Readonly<Record<string, string>> = {
  btc: 'btc',
  eth: 'eth',
  ltc: 'ltc',
  xrp: 'xrp',
  xlm: 'xlm',
  sol: 'sol',
  trx: 'trx',
  ton: 'ton',
  doge: 'doge',
  bnbbsc: 'bnbbsc',
  usdterc20: 'usdt20',
  usdttrc20: 'usdtrx',
  usdtbsc: 'usdtbsc',
  usdcerc20: 'usdc',
};

function find(list: readonly ChangellyCurrency[], ref: CurrencyRef): ChangellyCurrency | undefined {
  const candidates = list.filter((item) => {
    if ((norm(item.ticker) || norm(item.name)) !== norm(ref.ticker)) return false;
    const chain = norm(item.blockchain);
    return chain === ref.network || (BLOCKCHAINS[ref.network] ?? []).includes(chain);
  });
  const contract = ref.contract?.toLowerCase();
  return (
    (contract && candidates.find((item) => item.contractAddress?.toLowerCase() === contract)) ||
    candidates[0]
  );
}

/** Changelly's code for our currency, from the list or the table; undefined when neither has it. */
export function changellyCode(
  ref: CurrencyRef,
  list: readonly ChangellyCurrency[] | undefined,
): string | undefined {
  return ((list && find(list, ref)?.name) ?? FALLBACK[ref.code])?.toLowerCase();
}

/** Whether the asset is listed and enabled on that side (and for fixed rates, when asked). */
export function isListed(
  list: readonly ChangellyCurrency[] | undefined,
  ref: CurrencyRef,
  rateType: RateType,
  side: 'from' | 'to',
): boolean {
  if (!list) return FALLBACK[ref.code] !== undefined;
  const item = find(list, ref);
  if (!item || item.enabled === false) return false;
  if (rateType === 'fixed' && item.fixRateEnabled === false) return false;
  return (side === 'from' ? item.enabledFrom : item.enabledTo) !== false;
}

/** Every status Changelly documents for getStatus/getTransactions. */
const CHANGELLY_STATUSES = {
  new: 'waiting',
  waiting: 'waiting',
  confirming: 'confirming',
  exchanging: 'exchanging',
  sending: 'sending',
  finished: 'finished',
  failed: 'failed',
  refunded: 'refunded',
  hold: 'on_hold',
  overdue: 'expired',
  expired: 'expired',
} as const satisfies StatusTable<SwapStatus>;

// networkFee is in the currency received on a one-step exchange, but in BTC or USDT on a two-step
// one (Changelly's getFixRateForAmount docs): it can only be taken off the amount received when
// one side is BTC or USDT. On other pairs its unit is unknown: amountTo stays as Changelly says
// and no fee is claimed.
const BASES = /^(btc|usdt[a-z0-9]*)$/;

function feeInPayout(from: string | null | undefined, to: string | null | undefined) {
  return BASES.test(from ?? '') || BASES.test(to ?? '');
}

/** amountTo net of the network fee when its unit is the currency received; the fee then too. */
export function netOfFee(
  pair: { from?: string | null; to?: string | null },
  amountTo: string,
  fee: string | null | undefined,
): { amountTo: string; networkFee: string | null } {
  if (!fee || !feeInPayout(pair.from, pair.to)) return { amountTo, networkFee: null };
  return { amountTo: deductFee(amountTo, fee), networkFee: fee };
}

/** What both estimates answer, fixed or floating, in our quote shape. */
export function toQuote(answer: {
  from: string;
  to: string;
  amountFrom: string;
  amountTo: string;
  networkFee?: string | null | undefined;
  min?: string | null | undefined;
  minFrom?: string | null | undefined;
  max?: string | null | undefined;
  maxFrom?: string | null | undefined;
}): QuoteResult {
  const { amountTo, networkFee } = netOfFee(answer, answer.amountTo, answer.networkFee);
  return {
    amountFrom: answer.amountFrom,
    amountTo,
    rate: rateOf(answer.amountFrom, amountTo),
    networkFee,
    // Limits come with the estimate, in the currency sent.
    min: answer.minFrom ?? answer.min ?? '0',
    max: answer.maxFrom ?? answer.max ?? null,
  };
}

const real = (value: string | null | undefined) =>
  value && compareDecimal(value, '0') > 0 ? value : undefined;

/**
 * A transaction in our shape. amountExpectedTo is before the network fee (Changelly's docs:
 * "deduct the networkFee value from amountExpectedTo"); amountFrom and amountTo are the real
 * amounts once the swap moved, "0" or empty before.
 */
export function fromTransaction(tx: ChangellyTransaction): ProviderSwap {
  const providerStatus = tx.status ?? 'new';
  const pair = { from: tx.currencyFrom, to: tx.currencyTo };
  const expectedTo = tx.amountExpectedTo
    ? netOfFee(pair, tx.amountExpectedTo, tx.networkFee).amountTo
    : '0';
  const status = mapStatus('changelly', CHANGELLY_STATUSES, providerStatus, 'waiting');
  return {
    providerSwapId: tx.id,
    status,
    providerStatus,
    depositAddress: tx.payinAddress,
    depositExtraId: tx.payinExtraId || null,
    amountFrom: real(tx.amountFrom) ?? tx.amountExpectedFrom ?? '0',
    amountTo: real(tx.amountTo) ?? expectedTo,
    payoutAddress: tx.payoutAddress,
    payoutExtraId: tx.payoutExtraId || null,
    refundAddress: tx.refundAddress || null,
    depositHash: tx.payinHash || null,
    payoutHash: tx.payoutHash || null,
    expiresAt: tx.payTill || null,
    // 'overdue' (a floating swap unpaid in time) is not final: see OVERDUE_GRACE_MS.
    graceMs: providerStatus === 'overdue' ? OVERDUE_GRACE_MS : undefined,
  };
}
