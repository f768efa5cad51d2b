import { ourNetworks, TICKER_NETWORK_CODES } from '../../kit/networks';
import type {
  CryptoCoverage,
  CurrencyRef,
  FiatCoverage,
  PaymentMethod,
  RampCoverage,
  RampSide,
} from '../contract';
import type {
  GuardarianCountry,
  GuardarianCurrencies,
  GuardarianCurrency,
  GuardarianPaymentMethod,
} from './schema';

// Guardarian's vocabulary in ours. Networks are named by their coin's ticker ('BTC', 'ETH',
// 'TRX', 'BSC'), as TICKER_NETWORK_CODES has them; payment methods by a `type` per fiat
// (VISA_MC, SEPA, FASTER_PAYMENTS...). A deposit method pays fiat in (buy), a withdrawal method
// pays fiat out (sell). docs/fiat/guardarian.md lists both tables.

/** Guardarian's payment method types in our words; any other type is dropped. */
export const GUARDARIAN_METHODS: Readonly<Record<string, PaymentMethod>> = {
  VISA_MC: 'card',
  CARD: 'card',
  APPLE_PAY: 'apple_pay',
  GOOGLE_PAY: 'google_pay',
  SEPA: 'sepa',
  FASTER_PAYMENTS: 'faster_payments',
  SWIFT: 'bank_transfer',
  PIX: 'pix',
};

/** Our network code for each of Guardarian's (ticker-named) network codes. */
const ourNetwork = ourNetworks(TICKER_NETWORK_CODES);

/** Guardarian's network code for one of our networks. */
export function guardarianNetwork(network: string): string | undefined {
  const code = TICKER_NETWORK_CODES[network];
  return typeof code === 'string' ? code : undefined;
}

const sideOf = (method: GuardarianPaymentMethod): RampSide[] => [
  ...(method.deposit_enabled === false ? [] : (['buy'] as const)),
  ...(method.withdrawal_enabled ? (['sell'] as const) : []),
];

/** The fiat's payment method of that kind on that side, with Guardarian's own names. */
export function fiatMethod(
  fiat: GuardarianCurrency,
  method: PaymentMethod,
  side: RampSide,
): GuardarianPaymentMethod | undefined {
  return (fiat.payment_methods ?? []).find(
    (m) => GUARDARIAN_METHODS[m.type.toUpperCase()] === method && sideOf(m).includes(side),
  );
}

function fiatCoverage(fiat: GuardarianCurrency): FiatCoverage | null {
  const mapped = (fiat.payment_methods ?? []).filter(
    (m) => GUARDARIAN_METHODS[m.type.toUpperCase()],
  );
  const sides = (['buy', 'sell'] as const).filter((side) =>
    mapped.some((m) => sideOf(m).includes(side)),
  );
  if (sides.length === 0) return null;
  const methods = new Set(mapped.map((m) => GUARDARIAN_METHODS[m.type.toUpperCase()]!));
  return { code: fiat.ticker.toUpperCase(), sides, methods: [...methods] };
}

// A crypto's own payment methods say how it moves: a deposit is the customer sending it (sell),
// a withdrawal is Guardarian paying it out (buy). A coin listed without them is taken as both.
function cryptoSides(crypto: GuardarianCurrency): RampSide[] {
  const methods = crypto.payment_methods ?? [];
  if (methods.length === 0) return ['buy', 'sell'];
  return (['buy', 'sell'] as const).filter((side) =>
    methods.some((m) => (side === 'buy' ? m.withdrawal_enabled : m.deposit_enabled)),
  );
}

function cryptoCoverage(crypto: GuardarianCurrency): CryptoCoverage[] {
  const sides = cryptoSides(crypto);
  if (sides.length === 0) return [];
  return (crypto.networks ?? []).flatMap((net) => {
    const network = ourNetwork(net.network);
    if (!network) return [];
    const contract = net.token_contract || undefined;
    return [{ ticker: crypto.ticker.toUpperCase(), network, contract, sides }];
  });
}

const listed = (c: GuardarianCurrency) => c.enabled !== false && c.is_available !== false;

export function toCoverage(
  countries: readonly GuardarianCountry[],
  currencies: GuardarianCurrencies,
): RampCoverage {
  const served = countries
    .filter((c) => c.supported)
    .map((c) => c.code_iso_alpha_2.toUpperCase())
    .sort();
  const fiats = currencies.fiat_currencies
    .filter(listed)
    .flatMap((fiat) => fiatCoverage(fiat) ?? []);
  const cryptos = currencies.crypto_currencies.filter(listed).flatMap(cryptoCoverage);
  const sells = fiats.some((fiat) => fiat.sides.includes('sell'));
  return {
    buy: { countries: served },
    // Guardarian's country list does not differ by side: it serves sell wherever it serves buy.
    sell: { countries: sells ? served : [] },
    fiats,
    cryptos,
  };
}

export function findFiat(currencies: GuardarianCurrencies, code: string) {
  return currencies.fiat_currencies.find((f) => listed(f) && f.ticker.toUpperCase() === code);
}

/** The coin and its Guardarian network, or undefined when Guardarian does not list it. */
export function findCrypto(currencies: GuardarianCurrencies, ref: CurrencyRef) {
  const crypto = currencies.crypto_currencies.find(
    (c) => listed(c) && c.ticker.toUpperCase() === ref.ticker.toUpperCase(),
  );
  const wanted = guardarianNetwork(ref.network);
  const network = crypto?.networks?.find((n) => n.network.toUpperCase() === wanted);
  return crypto && network
    ? { ticker: crypto.ticker.toUpperCase(), network: network.network }
    : undefined;
}
