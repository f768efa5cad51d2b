import { ourNetworks } from '../../kit/networks';
import type { PaymentMethod, RampSide } from '../contract';
import networks from './networks.json';
import type { BanxaPaymentMethod } from './schema';

// Banxa's vocabulary in ours: blockchain codes (GET /api/coins, coins[].blockchains[].code) and
// payment methods (GET /api/payment-methods, paymentType and name). docs/fiat/banxa.md lists both
// tables and what was assumed.

/** Our network code → Banxa's blockchain code (networks.json); codes not there leave coverage. */
export const BANXA_BLOCKCHAINS: Readonly<Record<string, string>> = networks;

/** Banxa's blockchain code in our network code, or undefined when we do not map it. */
export const ourNetwork = ourNetworks(BANXA_BLOCKCHAINS);

// Banxa names a payment method by its gateway and kind (WORLDPAYCREDIT, CHECKOUTAPPLE, ...):
// the kind decides. Wallet pays come first (WORLDPAYAPPLE is not a card for our filter), then the
// named rails, then bank transfers in general, then cards.
const METHOD_RULES: readonly (readonly [RegExp, PaymentMethod])[] = [
  [/APPLE/, 'apple_pay'],
  [/GOOGLE/, 'google_pay'],
  [/SEPA/, 'sepa'],
  [/FASTER ?PAYMENTS|\bFPS\b|GBP ?BANK/, 'faster_payments'],
  [/\bACH\b|ACH$/, 'ach'],
  [/PIX/, 'pix'],
  [/UPI/, 'upi'],
  [/INTERAC/, 'interac'],
  [/PAYPAL/, 'paypal'],
  // DIRECTCREDIT is an Australian bank transfer (Edge's type map: 'directtobank'), not a card.
  [/IDEAL|PAYID|POLI|BANK|TRANSFER|WIRE|OPEN ?BANKING|DIRECT ?CREDIT|\bNPP\b/, 'bank_transfer'],
  [/CREDIT|DEBIT|CARD|VISA|MASTERCARD/, 'card'],
];

/** Our payment method for one of Banxa's, or undefined (dropped) when none fits. */
export function ourMethod(method: Pick<BanxaPaymentMethod, 'paymentType' | 'name'>) {
  const names = [method.paymentType ?? '', method.name].map((name) => name.toUpperCase());
  for (const name of names) {
    const rule = METHOD_RULES.find(([pattern]) => pattern.test(name));
    if (rule) return rule[1];
  }
  return undefined;
}

const TYPE_OF_SIDE: Readonly<Record<RampSide, string>> = {
  buy: 'FIAT_TO_CRYPTO',
  sell: 'CRYPTO_TO_FIAT',
};

/** Whether an active method serves this side and fiat (and coin, when it lists coins). */
export function serves(
  method: BanxaPaymentMethod,
  side: RampSide,
  fiat: string,
  coin?: string,
): boolean {
  if (method.status && method.status.toUpperCase() !== 'ACTIVE') return false;
  if (method.type.toUpperCase() !== TYPE_OF_SIDE[side]) return false;
  if (!method.supported_fiat?.includes(fiat)) return false;
  return (
    coin === undefined || !method.supported_coin?.length || method.supported_coin.includes(coin)
  );
}

/** A method's limits in one fiat, as documented per method (min/max order size). */
export function limitsOf(method: BanxaPaymentMethod, fiat: string) {
  const limit = method.transaction_limits?.find((entry) => entry.fiat_code === fiat);
  return { min: limit?.min ?? null, max: limit?.max ?? null };
}
