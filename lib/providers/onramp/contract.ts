// The contract every ramp provider implements (buy crypto with fiat, sell crypto for fiat), real
// adapter or sandbox. Amounts are decimal strings, never floats: fiat in major units ("150.00"),
// crypto in whole coins ("0.0021"). Browser-safe: types and constants only.
//
// A ramp provider never touches the visitor's funds through this site: it answers coverage (where
// and what it serves), quotes with their fee breakdown, and a checkout URL on the provider's own
// site, with the visitor's wallet address prefilled. docs/fiat.md describes each vendor.

import type { CurrencyRef } from '../kit/contract';

export type { CurrencyRef } from '../kit/contract';

export const RAMP_SIDES = ['buy', 'sell'] as const;
/** buy: fiat → crypto (on-ramp); sell: crypto → fiat (off-ramp). */
export type RampSide = (typeof RAMP_SIDES)[number];

/**
 * Payment methods in our words; each adapter maps the vendor's own names onto these and drops
 * what it cannot map (docs/fiat.md lists the mapping per vendor).
 */
export const PAYMENT_METHODS = [
  'card',
  'apple_pay',
  'google_pay',
  'bank_transfer',
  'sepa',
  'faster_payments',
  'ach',
  'pix',
  'upi',
  'interac',
  'mobile_money',
  'paypal',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * What verification an offer needs before the provider pays: none (small amounts, some vendors),
 * basic (name, date of birth, address), full (an identity document and a selfie).
 */
export const RAMP_KYC_LEVELS = ['none', 'basic', 'full'] as const;
export type RampKycLevel = (typeof RAMP_KYC_LEVELS)[number];

/** ISO 3166-1 alpha-2 country, upper case ('US'), and optionally an ISO 3166-2 region ('US-NY'). */
export interface Place {
  country: string;
  region?: string | undefined;
}

export interface RampInfo {
  id: string;
  name: string;
  /** True for simulated ramps: every screen and answer says so. */
  sandbox: boolean;
  website: string;
  /** Sides this provider offers at all. */
  sides: readonly RampSide[];
  /** Typical minutes from payment to coins (buy) or from deposit to payout (sell). */
  eta: { min: number; max: number };
  /** What the provider asks for at least, before any limit-based step-up. */
  kyc: RampKycLevel;
  /**
   * How the checkout is made, for docs/fiat.md and the offer card: a URL signed by us with the
   * vendor's secret ('signed_url'), a URL the vendor's API creates ('created_url'), or an order
   * the vendor's API creates that answers a redirect ('order').
   */
  checkout: 'signed_url' | 'created_url' | 'order';
  /** True when quotes must never be cached (Banxa: its prices are live). */
  noQuoteCache?: boolean;
}

/**
 * Where a side is served: the countries, and for countries where it differs by region, the
 * regions served (allow list) or refused (block list), ISO 3166-2 codes.
 */
export interface PlaceCoverage {
  countries: readonly string[];
  regions?: Readonly<Record<string, { allowed?: readonly string[]; blocked?: readonly string[] }>>;
}

export interface FiatCoverage {
  /** ISO 4217, upper case. */
  code: string;
  sides: readonly RampSide[];
  methods: readonly PaymentMethod[];
  /** Limits per order in this fiat, when the vendor names them. */
  min?: string | null | undefined;
  max?: string | null | undefined;
}

/**
 * An asset the vendor lists, in our network vocabulary (lib/providers/kit/networks.ts maps vendor
 * network names): the domain matches it to the catalogue's currency codes, since providers do not
 * read the catalogue.
 */
export interface CryptoCoverage {
  /** Upper-case ticker, e.g. 'USDT'. */
  ticker: string;
  /** Our network code, e.g. 'tron'. */
  network: string;
  /** Token contract, when the vendor names it (matched case-insensitively). */
  contract?: string | undefined;
  sides: readonly RampSide[];
}

/** What a provider serves, read from its coverage endpoints (refreshed by a job, stored). */
export interface RampCoverage {
  buy: PlaceCoverage;
  sell: PlaceCoverage;
  fiats: readonly FiatCoverage[];
  cryptos: readonly CryptoCoverage[];
}

export interface RampQuoteRequest {
  side: RampSide;
  /** ISO 4217, upper case. */
  fiat: string;
  crypto: CurrencyRef;
  /** Buy: the fiat amount paid; sell: the crypto amount sold. */
  amount: string;
  place: Place;
  method: PaymentMethod;
  signal?: AbortSignal | undefined;
}

/** Fees in the fiat currency, each null when the vendor does not break it out. */
export interface RampFees {
  /** The provider's own processing fee. */
  provider: string | null;
  /** The blockchain fee the provider charges for sending (buy) or receiving (sell). */
  network: string | null;
  /** Any fee the vendor attributes to the partner (this site adds none: always '0' or null). */
  partner: string | null;
}

export interface RampQuote {
  provider: string;
  side: RampSide;
  fiat: string;
  /** Our currency code. */
  crypto: string;
  method: PaymentMethod;
  /** What the visitor pays: fiat for buy, crypto for sell. */
  amountIn: string;
  /** What the visitor receives after every fee: crypto for buy, fiat for sell. The ranking key. */
  amountOut: string;
  /** Fiat per one coin as the vendor priced it, fees excluded where the vendor says so. */
  price: string;
  fees: RampFees;
  /** Limits in the input currency (fiat for buy, crypto for sell), when named. */
  min: string | null;
  max: string | null;
  kyc: RampKycLevel;
  /** Vendor's quote id, when its checkout takes one. */
  quoteId?: string | undefined;
  expiresAt?: string | undefined;
  /**
   * For aggregators (Changelly's fiat API): the underlying provider whose offer this is, in the
   * aggregator's own code ('moonpay'). The offer card names it; checkout passes it back.
   */
  via?: string | undefined;
}

export interface RampCheckoutRequest extends RampQuoteRequest {
  /** Validated with the catalogue's validator for crypto.network before the adapter sees it. */
  walletAddress: string;
  walletExtraId?: string | undefined;
  quoteId?: string | undefined;
  /** The quote's `via`, so an aggregator's checkout goes to the provider the visitor was shown. */
  via?: string | undefined;
  /** Where the vendor sends the visitor back (absolute URL on this site). */
  returnUrl: string;
  /** The page's locale, for vendors that localize their checkout. */
  locale: string;
  /** The visitor's IP, for vendors that ask for it (never logged). */
  clientIp?: string | undefined;
  /**
   * Our id of this checkout (the `orders` row's id, new for every vendor call): sent in the
   * vendor's own field for a partner's order id where its API has one (Changelly's
   * externalOrderId, Mercuryo's merchant_transaction_id, MoonPay's externalTransactionId,
   * Transak's partnerOrderId), so the vendor's reports and webhooks name our order.
   */
  orderRef: string;
}

export interface RampCheckout {
  /** The provider's hosted checkout (https), opened in a new tab. */
  url: string;
  /** The vendor's order id, when an order was created. */
  orderId?: string | undefined;
}

export interface RampProvider {
  readonly info: RampInfo;
  coverage(signal?: AbortSignal): Promise<RampCoverage>;
  quote(request: RampQuoteRequest): Promise<RampQuote>;
  checkout(request: RampCheckoutRequest): Promise<RampCheckout>;
}
