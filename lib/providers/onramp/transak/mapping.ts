import { Big } from 'big.js';
import { compareDecimal } from '@/lib/decimal';
import type {
  CryptoCoverage,
  CurrencyRef,
  FiatCoverage,
  PaymentMethod,
  RampCoverage,
  RampFees,
  RampSide,
} from '../contract';
import type { TransakCountry, TransakCrypto, TransakFee, TransakFiat } from './schema';

// Transak in our words. A crypto is a symbol on a named network ('USDT' on 'tron'); a chain's own
// coin sits on the network 'mainnet' (BTC, LTC, DOGE...), so its symbol names the network.
// Payment options are listed per fiat with their own ids and limits.

/** Transak network.name → our network code. */
const NETWORKS: Readonly<Record<string, string>> = {
  ethereum: 'ethereum',
  polygon: 'polygon',
  bsc: 'bsc',
  arbitrum: 'arbitrum',
  optimism: 'optimism',
  base: 'base',
  avaxcchain: 'avalanche',
  solana: 'solana',
  tron: 'tron',
  ton: 'ton',
  stellar: 'stellar',
  algorand: 'algorand',
  zksync: 'zksync',
  linea: 'linea',
  celo: 'celo',
  near: 'near',
  aptos: 'aptos',
  sui: 'sui',
  fantom: 'fantom',
  cronos: 'cronos',
};

/** Coins listed on Transak's network 'mainnet': the symbol names our network. */
const MAINNET: Readonly<Record<string, string>> = {
  BTC: 'bitcoin',
  LTC: 'litecoin',
  DOGE: 'dogecoin',
  BCH: 'bitcoincash',
  XRP: 'ripple',
  ADA: 'cardano',
  DOT: 'polkadot',
  ATOM: 'cosmos',
  XTZ: 'tezos',
  EGLD: 'multiversx',
  HBAR: 'hedera',
  KAS: 'kaspa',
  FIL: 'filecoin',
  EOS: 'eos',
};

/**
 * Transak payment option ids → ours. Only ids present (and active) in the live fiat list are
 * ever sent, so an id Transak no longer lists is simply never offered.
 */
const METHODS: Readonly<Record<string, PaymentMethod>> = {
  credit_debit_card: 'card',
  apple_pay: 'apple_pay',
  google_pay: 'google_pay',
  sepa_bank_transfer: 'sepa',
  gbp_bank_transfer: 'faster_payments',
  pm_us_wire_bank_transfer: 'bank_transfer',
  pm_pix: 'pix',
  inr_upi: 'upi',
};

export function networkOf(crypto: TransakCrypto): string | undefined {
  const name = crypto.network.name.toLowerCase();
  return name === 'mainnet' ? MAINNET[crypto.symbol.toUpperCase()] : NETWORKS[name];
}

function contractOf(crypto: TransakCrypto): string | undefined {
  const address = crypto.address;
  return address && !/^(0x)?0*$/i.test(address) ? address : undefined;
}

export function findCrypto(list: readonly TransakCrypto[], ref: CurrencyRef) {
  return list.find((crypto) => {
    if (crypto.symbol.toUpperCase() !== ref.ticker.toUpperCase()) return false;
    if (networkOf(crypto) !== ref.network) return false;
    const contract = contractOf(crypto);
    return !contract || !ref.contract || contract.toLowerCase() === ref.contract.toLowerCase();
  });
}

export function findFiat(list: readonly TransakFiat[], code: string) {
  return list.find((fiat) => fiat.symbol.toUpperCase() === code && fiat.isAllowed !== false);
}

/** The fiat's active option for one of our methods, on the side asked. */
export function optionFor(fiat: TransakFiat, method: PaymentMethod, side: RampSide) {
  return (fiat.paymentOptions ?? []).find(
    (option) =>
      METHODS[option.id] === method &&
      option.isActive !== false &&
      (side === 'buy' || option.isPayOutAllowed !== false),
  );
}

/** The lowest (order -1) or highest (order 1) of the limits named, or null when none is. */
function extreme(values: readonly (string | null)[], order: -1 | 1): string | null {
  return values.reduce<string | null>(
    (best, v) => (v !== null && (best === null || compareDecimal(v, best) === order) ? v : best),
    null,
  );
}

function fiatCoverage(fiat: TransakFiat): FiatCoverage | null {
  const options = (fiat.paymentOptions ?? []).filter((o) => o.isActive !== false && METHODS[o.id]);
  if (options.length === 0) return null;
  return {
    code: fiat.symbol.toUpperCase(),
    sides: fiat.isPayOutAllowed ? ['buy', 'sell'] : ['buy'],
    methods: [...new Set(options.map((o) => METHODS[o.id]!))],
    min: extreme(
      options.map((o) => o.minAmount),
      -1,
    ),
    max: extreme(
      options.map((o) => o.maxAmount),
      1,
    ),
  };
}

export function toCoverage(
  countries: readonly TransakCountry[],
  cryptos: readonly TransakCrypto[],
  fiats: readonly TransakFiat[],
): RampCoverage {
  const allowed = countries.filter((c) => c.isAllowed).map((c) => c.alpha2.toUpperCase());
  // Sales pay out only in fiats that allow payouts, to the countries those fiats list.
  const payout = new Set(
    fiats
      .filter((f) => f.isAllowed !== false && f.isPayOutAllowed)
      .flatMap((f) => (f.supportingCountries ?? []).map((c) => c.toUpperCase())),
  );
  const fiatList = fiats.filter((f) => f.isAllowed !== false).flatMap((f) => fiatCoverage(f) ?? []);
  const cryptoList: CryptoCoverage[] = cryptos.flatMap((crypto) => {
    const network = networkOf(crypto);
    if (!network || crypto.isAllowed === false || crypto.isSuspended) return [];
    const sides: RampSide[] = crypto.isPayInAllowed ? ['buy', 'sell'] : ['buy'];
    return [{ ticker: crypto.symbol.toUpperCase(), network, contract: contractOf(crypto), sides }];
  });
  return {
    buy: { countries: allowed },
    sell: { countries: allowed.filter((c) => payout.has(c)) },
    fiats: fiatList,
    cryptos: cryptoList,
  };
}

/** Transak's fee breakdown in our three buckets; a fee it names otherwise counts as its own. */
export function feesOf(breakdown: readonly TransakFee[] | null | undefined): RampFees {
  const fees: RampFees = { provider: null, network: null, partner: null };
  for (const fee of breakdown ?? []) {
    const id = fee.id ?? fee.ids?.[0] ?? '';
    const bucket = id.startsWith('network_fee')
      ? 'network'
      : id === 'partner_fee'
        ? 'partner'
        : 'provider';
    fees[bucket] = new Big(fees[bucket] ?? '0').plus(fee.value).toFixed();
  }
  return fees;
}
