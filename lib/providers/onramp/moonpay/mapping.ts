import type {
  CryptoCoverage,
  CurrencyRef,
  FiatCoverage,
  PaymentMethod,
  Place,
  PlaceCoverage,
  RampCoverage,
  RampSide,
} from '../contract';
import type { MoonpayCountry, MoonpayCurrency } from './schema';

// MoonPay in our words. Its currency codes are lower-case tickers with a network suffix for
// tokens and bridged coins ('btc', 'usdt_trx', 'eth_polygon'); the network itself is named in
// metadata.networkCode, which we map onto our network codes (anything unmapped is dropped).
// Countries are ISO alpha-2 with per-side flags, and US states carry their own flags.

/** metadata.networkCode → our network code (lib/catalogue). */
const NETWORKS: Readonly<Record<string, string>> = {
  bitcoin: 'bitcoin',
  ethereum: 'ethereum',
  binance_smart_chain: 'bsc',
  polygon: 'polygon',
  solana: 'solana',
  tron: 'tron',
  arbitrum: 'arbitrum',
  optimism: 'optimism',
  base: 'base',
  avalanche_c_chain: 'avalanche',
  ton: 'ton',
  ripple: 'ripple',
  stellar: 'stellar',
  litecoin: 'litecoin',
  dogecoin: 'dogecoin',
  bitcoin_cash: 'bitcoincash',
  cardano: 'cardano',
  polkadot: 'polkadot',
  cosmos: 'cosmos',
  tezos: 'tezos',
  algorand: 'algorand',
  near: 'near',
  hedera: 'hedera',
  eos: 'eos',
  zksync: 'zksync',
  linea: 'linea',
  celo: 'celo',
  ethereum_classic: 'ethereumclassic',
  sui: 'sui',
  aptos: 'aptos',
};

/** Our payment methods → MoonPay's paymentMethod (buy) and payoutMethod (sell) values. */
export const MOONPAY_METHODS: Readonly<Partial<Record<PaymentMethod, string>>> = {
  card: 'credit_debit_card',
  apple_pay: 'apple_pay',
  google_pay: 'google_pay',
  sepa: 'sepa_bank_transfer',
  faster_payments: 'gbp_bank_transfer',
  ach: 'ach_bank_transfer',
  pix: 'pix_instant_payment',
};

// /v3/currencies names no payment methods: cards and wallets are offered for every fiat, the
// bank rails only in their own currency (docs/fiat/moonpay.md, "Assumed").
const EVERYWHERE: readonly PaymentMethod[] = ['card', 'apple_pay', 'google_pay'];
const LOCAL_RAILS: Readonly<Record<string, readonly PaymentMethod[]>> = {
  EUR: ['sepa'],
  GBP: ['faster_payments'],
  USD: ['ach'],
  BRL: ['pix'],
};

// MoonPay pays a sale out to a card or a bank account, never to a phone wallet.
const NO_PAYOUT: ReadonlySet<PaymentMethod> = new Set(['apple_pay', 'google_pay']);

export function methodsFor(fiat: string): PaymentMethod[] {
  return [...EVERYWHERE, ...(LOCAL_RAILS[fiat] ?? [])];
}

/** Whether MoonPay offers this method for this fiat on this side. */
export function offers(fiat: string, method: PaymentMethod, side: RampSide): boolean {
  return methodsFor(fiat).includes(method) && (side === 'buy' || !NO_PAYOUT.has(method));
}

/** A contract worth naming: a string that is not the zero address (0 means "none" in the docs). */
function contractOf(currency: MoonpayCurrency): string | undefined {
  const value = currency.metadata?.contractAddress;
  if (typeof value !== 'string' || /^(0x)?0*$/i.test(value)) return undefined;
  return value;
}

/** The asset a MoonPay crypto code stands for, in our words, or null when its network is unmapped. */
export function assetOf(currency: MoonpayCurrency) {
  const network = NETWORKS[currency.metadata?.networkCode ?? ''];
  const ticker = currency.code.split('_')[0]?.toUpperCase();
  if (!network || !ticker) return null;
  return { ticker, network, contract: contractOf(currency) };
}

/** MoonPay's currency for one of our assets: same ticker and network, and contract when both name one. */
export function findCrypto(
  list: readonly MoonpayCurrency[],
  ref: CurrencyRef,
): MoonpayCurrency | undefined {
  return list.find((currency) => {
    if (currency.type !== 'crypto') return false;
    const asset = assetOf(currency);
    if (!asset || asset.ticker !== ref.ticker.toUpperCase() || asset.network !== ref.network) {
      return false;
    }
    return (
      !asset.contract ||
      !ref.contract ||
      asset.contract.toLowerCase() === ref.contract.toLowerCase()
    );
  });
}

export function findFiat(list: readonly MoonpayCurrency[], code: string) {
  return list.find((c) => c.type === 'fiat' && c.code.toUpperCase() === code);
}

const FLAG = { buy: 'isBuyAllowed', sell: 'isSellAllowed' } as const;

function placeCoverage(countries: readonly MoonpayCountry[], side: RampSide): PlaceCoverage {
  const served = countries.filter((c) => c.isAllowed && c[FLAG[side]]);
  const regions: Record<string, { blocked: string[] }> = {};
  for (const country of served) {
    const blocked = (country.states ?? [])
      .filter((state) => state.isAllowed === false || state[FLAG[side]] === false)
      .map((state) => `${country.alpha2.toUpperCase()}-${state.code.toUpperCase()}`);
    if (blocked.length > 0) regions[country.alpha2.toUpperCase()] = { blocked };
  }
  return { countries: served.map((c) => c.alpha2.toUpperCase()), regions };
}

export function toCoverage(
  countries: readonly MoonpayCountry[],
  currencies: readonly MoonpayCurrency[],
): RampCoverage {
  const live = currencies.filter((c) => !c.isSuspended);
  const fiats: FiatCoverage[] = live
    .filter((c) => c.type === 'fiat')
    .map((c) => {
      const code = c.code.toUpperCase();
      return {
        code,
        sides: c.isSellSupported ? ['buy', 'sell'] : ['buy'],
        methods: methodsFor(code),
        min: c.minBuyAmount,
        max: c.maxBuyAmount,
      };
    });
  const cryptos: CryptoCoverage[] = live.flatMap((c) => {
    const asset = c.type === 'crypto' ? assetOf(c) : null;
    if (!asset) return [];
    const sides: RampSide[] = c.isSellSupported ? ['buy', 'sell'] : ['buy'];
    return [{ ...asset, sides }];
  });
  return {
    buy: placeCoverage(countries, 'buy'),
    sell: placeCoverage(countries, 'sell'),
    fiats,
    cryptos,
  };
}

/**
 * Why MoonPay would refuse this place for this side and coin, or null when it serves it: the
 * country's and the US state's flags, then the coin's own country and US-state exclusions.
 */
export function placeRefusal(
  countries: readonly MoonpayCountry[],
  crypto: MoonpayCurrency,
  place: Place,
  side: RampSide,
): string | null {
  const country = countries.find((c) => c.alpha2.toUpperCase() === place.country);
  if (!country || !country.isAllowed || !country[FLAG[side]]) {
    return `${place.country} is not served for ${side}`;
  }
  const stateCode = place.region?.startsWith(`${place.country}-`) ? place.region.slice(3) : null;
  const state = stateCode && country.states?.find((s) => s.code.toUpperCase() === stateCode);
  if (state && (state.isAllowed === false || state[FLAG[side]] === false)) {
    return `${place.region} is not served for ${side}`;
  }
  const upper = (list: readonly string[] | null | undefined) =>
    (list ?? []).map((s) => s.toUpperCase());
  if (upper(crypto.notAllowedCountries).includes(place.country)) {
    return `${crypto.code} is not offered in ${place.country}`;
  }
  if (place.country === 'US' && stateCode && upper(crypto.notAllowedUSStates).includes(stateCode)) {
    return `${crypto.code} is not offered in ${place.region}`;
  }
  return null;
}
