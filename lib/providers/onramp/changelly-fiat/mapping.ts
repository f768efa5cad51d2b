import { isNative } from '../../kit/native';
import { SHORT_NETWORK_CODES } from '../../kit/networks';
import type {
  CryptoCoverage,
  CurrencyRef,
  FiatCoverage,
  PaymentMethod,
  PlaceCoverage,
  RampCoverage,
  RampSide,
} from '../contract';
import type { ChangellyFiatCountry, ChangellyFiatCurrency } from './schema';

// Changelly's fiat vocabulary in ours. A currency is one ticker per asset-network ('USDT20',
// 'USDTRX': its docs call the ticker "a unique identifier of the currency") with the chain's
// name in `network`; payment methods are codes per offer (card, apple_pay, sepa_bank_transfer...).
// docs/fiat/changelly-fiat.md lists every table below.

/** Changelly's payment method codes in our words; "Apple Pay / Google Pay" is one code. */
export const CHANGELLY_METHODS: Readonly<Record<string, readonly PaymentMethod[]>> = {
  card: ['card'],
  apple_pay: ['apple_pay', 'google_pay'],
  google_pay: ['google_pay'],
  sepa_bank_transfer: ['sepa'],
  pix: ['pix'],
  yellow_card_bank_transfer: ['bank_transfer'],
};

export const methodsOf = (code: string): readonly PaymentMethod[] => CHANGELLY_METHODS[code] ?? [];

/** The code an order names for our method: the first Changelly code that means it. */
export function changellyMethod(method: PaymentMethod): string | undefined {
  return Object.entries(CHANGELLY_METHODS).find(([, ours]) => ours.includes(method))?.[0];
}

const norm = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Chain names (normalised) other than our own codes, which count as themselves. */
const ALIASES: Readonly<Record<string, string>> = {
  binancesmartchain: 'bsc',
  bnbsmartchain: 'bsc',
  bep20: 'bsc',
  trx: 'tron',
  trc20: 'tron',
  erc20: 'ethereum',
  eth: 'ethereum',
  btc: 'bitcoin',
  matic: 'polygon',
  arbitrumone: 'arbitrum',
  avalanchec: 'avalanche',
  avalanchecchain: 'avalanche',
  avaxc: 'avalanche',
  toncoin: 'ton',
  xrp: 'ripple',
  xrpl: 'ripple',
  doge: 'dogecoin',
  bch: 'bitcoincash',
  sol: 'solana',
  ltc: 'litecoin',
  xlm: 'stellar',
};

/** Our network code for Changelly's chain name, or undefined when we have no such network. */
export function ourNetwork(name: string | null | undefined): string | undefined {
  const key = norm(name ?? '');
  if (key in SHORT_NETWORK_CODES) return key;
  return ALIASES[key];
}

/** Suffixes Changelly's token tickers carry per chain (USDT20, USDTRX, USDTBSC, USDCMATIC). */
const TOKEN_SUFFIXES: Readonly<Record<string, readonly string[]>> = {
  ethereum: ['ERC20', '20'],
  tron: ['TRC20', 'RX'],
  bsc: ['BEP20', 'BSC'],
  polygon: ['POLYGON', 'MATIC'],
  solana: ['SOL'],
  arbitrum: ['ARBITRUM', 'ARB'],
  optimism: ['OPTIMISM', 'OP'],
  base: ['BASE'],
  avalanche: ['AVAXC'],
};

/** The asset's own ticker: Changelly's unique ticker without its chain suffix. */
export function baseTicker(ticker: string, network: string): string {
  const upper = ticker.toUpperCase();
  if (isNative({ ticker: upper, network })) return upper;
  const suffix = TOKEN_SUFFIXES[network]?.find(
    (s) => upper.length > s.length + 1 && upper.endsWith(s),
  );
  return suffix ? upper.slice(0, -suffix.length) : upper;
}

/** Changelly's ticker for our currency, or undefined when it lists none. */
export function changellyTicker(
  list: readonly ChangellyFiatCurrency[],
  ref: CurrencyRef,
): string | undefined {
  return list.find(
    (item) =>
      item.type === 'crypto' &&
      ourNetwork(item.network) === ref.network &&
      baseTicker(item.ticker, ref.network) === ref.ticker.toUpperCase(),
  )?.ticker;
}

/** The flows of an entry's providers; an entry listed without them is taken as buy only. */
function sidesOf(entry: {
  providers?: { flows: readonly string[] }[] | null | undefined;
}): RampSide[] {
  if (!entry.providers) return ['buy'];
  const flows = new Set(entry.providers.flatMap((p) => p.flows));
  return (['buy', 'sell'] as const).filter((side) => flows.has(side));
}

/** ISO 3166-2 ('US-NY') whether Changelly writes 'US-NY' or 'NY'. */
export const isoRegion = (country: string, code: string) =>
  code.toUpperCase().startsWith(`${country}-`)
    ? code.toUpperCase()
    : `${country}-${code.toUpperCase()}`;

function placeCoverage(countries: readonly ChangellyFiatCountry[], side: RampSide): PlaceCoverage {
  const served = countries.filter((c) => sidesOf(c).includes(side));
  const regions: Record<string, { allowed: string[] }> = {};
  for (const country of served) {
    const code = country.code.toUpperCase();
    if (country.states?.length) {
      regions[code] = { allowed: country.states.map((s) => isoRegion(code, s.code)).sort() };
    }
  }
  return { countries: served.map((c) => c.code.toUpperCase()).sort(), regions };
}

// The currency list names no payment methods: every provider behind Changelly takes cards, and
// SEPA is the EUR bank transfer its docs name. Other methods appear only in offers.
function fiatCoverage(fiat: ChangellyFiatCurrency): FiatCoverage | null {
  const sides = sidesOf(fiat);
  if (sides.length === 0) return null;
  const code = fiat.ticker.toUpperCase();
  const methods: PaymentMethod[] = code === 'EUR' ? ['card', 'sepa'] : ['card'];
  return { code, sides, methods };
}

function cryptoCoverage(crypto: ChangellyFiatCurrency): CryptoCoverage | null {
  const network = ourNetwork(crypto.network);
  const sides = sidesOf(crypto);
  if (!network || sides.length === 0) return null;
  return { ticker: baseTicker(crypto.ticker, network), network, sides };
}

export function toCoverage(
  countries: readonly ChangellyFiatCountry[],
  currencies: readonly ChangellyFiatCurrency[],
): RampCoverage {
  const of = (type: string) => currencies.filter((c) => c.type === type);
  return {
    buy: placeCoverage(countries, 'buy'),
    sell: placeCoverage(countries, 'sell'),
    fiats: of('fiat').flatMap((fiat) => fiatCoverage(fiat) ?? []),
    cryptos: of('crypto').flatMap((crypto) => cryptoCoverage(crypto) ?? []),
  };
}

/**
 * The coins whose network (or ticker suffix) we cannot read, as "TICKER/network": the alias and
 * suffix tables above are not from Changelly's docs (no values are given there), so the coverage
 * job logs these for the first production run to show the gaps.
 */
export function unmappedCryptos(currencies: readonly ChangellyFiatCurrency[]): string[] {
  return currencies
    .filter((c) => c.type === 'crypto' && sidesOf(c).length > 0 && !ourNetwork(c.network))
    .map((c) => `${c.ticker}/${c.network ?? '?'}`);
}
