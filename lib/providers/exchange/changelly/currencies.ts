import { ProviderError } from '../errors';
import type { CurrencyRef, RateType } from '../types';
import type { ChangellyCurrency } from './schema';

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
  bitcoincash: ['bitcoin_cash', 'bch'].map(norm),
  ethereumclassic: ['etc'],
  hedera: ['hederahashgraph', 'hbar'],
  multiversx: ['elrond', 'egld'],
  zksync: ['zksyncera'],
  cosmos: ['atom'],
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

function matches(item: ChangellyCurrency, ref: CurrencyRef): boolean {
  const ticker = norm(item.ticker) || norm(item.name);
  if (ticker !== norm(ref.ticker)) return false;
  const chain = norm(item.blockchain);
  return chain === ref.network || (BLOCKCHAINS[ref.network] ?? []).includes(chain);
}

function find(list: readonly ChangellyCurrency[], ref: CurrencyRef): ChangellyCurrency | undefined {
  const candidates = list.filter((item) => matches(item, ref));
  const contract = ref.contract?.toLowerCase();
  return (
    (contract && candidates.find((item) => item.contractAddress?.toLowerCase() === contract)) ||
    candidates[0]
  );
}

/** Changelly's code for our currency; pair_unavailable when neither the list nor the table has it. */
export function toChangelly(
  ref: CurrencyRef,
  list: readonly ChangellyCurrency[] | undefined,
): string {
  const code = (list && find(list, ref)?.name) ?? FALLBACK[ref.code];
  if (!code) {
    throw new ProviderError('changelly', 'pair_unavailable', `${ref.code} not listed`);
  }
  return code.toLowerCase();
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
