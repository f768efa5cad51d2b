import { ourNetworks } from '../../kit/networks';
import type { PaymentMethod, RampSide } from '../contract';
import networks from './networks.json';
import type { MercuryoFiatMethods } from './schema';

// Mercuryo's vocabulary in ours: network names (GET lib/currencies,
// config.crypto_currencies[].network) and the payment_method values its rate endpoints take.
// docs/fiat/mercuryo.md lists both tables and what was assumed.

/** Our network code → Mercuryo's network name (networks.json); names not there leave coverage. */
export const MERCURYO_NETWORKS: Readonly<Record<string, string>> = networks;

/** Our network code for Mercuryo's network name, or undefined when we do not map it. */
export const ourNetwork = ourNetworks(MERCURYO_NETWORKS);

/**
 * Our methods in Mercuryo's payment_method values, per side (widget/buy/rate: card, apple,
 * google, pix, volt...; widget/sell/rate: card, sepa...). Volt is open banking: a bank transfer.
 */
export const MERCURYO_METHODS: Readonly<Record<RampSide, Partial<Record<PaymentMethod, string>>>> =
  {
    buy: {
      card: 'card',
      apple_pay: 'apple',
      google_pay: 'google',
      pix: 'pix',
      bank_transfer: 'volt',
    },
    sell: { card: 'card', sepa: 'sepa' },
  };

/**
 * One of the codes lib/currencies lists per fiat (fiat_payment_methods: card, apple, google,
 * unlimint_pix_brl, volt_banktransfer_eur, interac_gk, ...) in our words, or undefined (dropped:
 * revolut_pay, blik_direct).
 */
export function ourBuyMethod(code: string): PaymentMethod | undefined {
  const lower = code.toLowerCase();
  if (lower === 'card') return 'card';
  if (lower === 'apple') return 'apple_pay';
  if (lower === 'google') return 'google_pay';
  if (lower.includes('pix')) return 'pix';
  if (lower.startsWith('interac')) return 'interac';
  if (lower.startsWith('volt_') || lower.includes('banktransfer')) return 'bank_transfer';
  return undefined;
}

/**
 * The payment_method code for a buy in this fiat: the one Mercuryo lists for it, undefined when
 * it lists none of that method. Without the list (an older answer) the fixed table stands.
 */
export function buyMethodCode(
  listed: MercuryoFiatMethods | null | undefined,
  fiat: string,
  method: PaymentMethod,
): string | undefined {
  if (!listed) return MERCURYO_METHODS.buy[method];
  const codes = listed[fiat]?.payment_methods ?? [];
  return codes.find((entry) => ourBuyMethod(entry.code) === method)?.code;
}

/**
 * What a fiat can be paid or paid out with: for buys the methods lib/currencies lists for it,
 * else (no list) cards and wallet pays with every fiat and the local rails with their own
 * currency; for sells cards, and SEPA for the euro.
 */
export function methodsFor(
  fiat: string,
  sides: readonly RampSide[],
  listed?: MercuryoFiatMethods | null,
): PaymentMethod[] {
  const out = new Set<PaymentMethod>();
  const buyCodes = listed?.[fiat]?.payment_methods;
  if (sides.includes('buy') && listed) {
    for (const entry of buyCodes ?? []) {
      const ours = ourBuyMethod(entry.code);
      if (ours) out.add(ours);
    }
  } else if (sides.includes('buy')) {
    for (const method of ['card', 'apple_pay', 'google_pay'] as const) out.add(method);
    if (fiat === 'BRL') out.add('pix');
    if (fiat === 'EUR' || fiat === 'GBP') out.add('bank_transfer');
  }
  if (sides.includes('sell')) {
    out.add('card');
    if (fiat === 'EUR') out.add('sepa');
  }
  return [...out];
}
