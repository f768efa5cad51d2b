// The contract every exchange provider implements, real adapter or sandbox. Amounts are decimal
// strings in whole coins ("0.015"), never floats, so nothing is rounded on the way through.
// Browser-safe: types and constants only. Provider ids are plain strings here; the registry
// derives the union of known ids (ProviderId) from its list of adapters.

import type { CurrencyRef } from '../kit/contract';

/**
 * The one list of swap statuses. Every vendor's own status values are mapped onto these in its
 * adapter; lib/swaps, the screens and the API only know these.
 */
export const SWAP_STATUSES = [
  'waiting',
  'confirming',
  'exchanging',
  'sending',
  'finished',
  'failed',
  'refunded',
  'expired',
  'on_hold',
] as const;

export type SwapStatus = (typeof SWAP_STATUSES)[number];

export const RATE_TYPES = ['fixed', 'floating'] as const;
export type RateType = (typeof RATE_TYPES)[number];

/** direct: `amount` is what the visitor sends; reverse: `amount` is what they want to get. */
export const QUOTE_DIRECTIONS = ['direct', 'reverse'] as const;
export type QuoteDirection = (typeof QUOTE_DIRECTIONS)[number];

/** How a provider treats verification, in the words the offer card uses. */
export const KYC_POLICIES = ['none', 'rare', 'sometimes', 'required'] as const;
export type KycPolicy = (typeof KYC_POLICIES)[number];

export type { CurrencyRef } from '../kit/contract';

export interface ProviderInfo {
  id: string;
  name: string;
  /** True for simulated providers: every screen and answer says so. */
  sandbox: boolean;
  kyc: KycPolicy;
  /** 0..5, from public reviews (or the sandbox's fixed value). */
  rating: number;
  /** Typical minutes from deposit to payout. */
  eta: { min: number; max: number };
  website: string;
  rateTypes: readonly RateType[];
  /** Whether quotes may be asked by the amount to receive. */
  reverse: boolean;
  /**
   * HTTP requests one quote sends (ChangeNOW: range + estimate = 2), taken from the provider's
   * upstream budget before it is asked; what was really sent is charged after. Default 1; the
   * sandbox sends none.
   */
  quoteCalls?: number;
  /**
   * Whether the adapter reads the provider's affiliate report, so that a partner's commission on
   * a swap with it waits there as `pending` until the report confirms it. Default false (no
   * adapter reads one yet): the commission is our own estimate, labelled `estimated`
   * (lib/partner-earnings/ledger.ts).
   */
  affiliateReport?: boolean;
}

export interface PairRequest {
  from: CurrencyRef;
  to: CurrencyRef;
  rateType: RateType;
  signal?: AbortSignal | undefined;
}

export interface QuoteRequest extends PairRequest {
  amount: string;
  direction: QuoteDirection;
}

export interface PairRange {
  /** In the currency sent. */
  min: string;
  /** In the currency sent; null when the provider names no maximum. */
  max: string | null;
}

export interface ProviderQuote {
  provider: string;
  rateType: RateType;
  amountFrom: string;
  /** What the visitor receives after every fee, network fee included. */
  amountTo: string;
  /** amountTo / amountFrom. */
  rate: string;
  /** Network (withdrawal) fee in the currency received, already deducted from amountTo. */
  networkFee: string | null;
  min: string;
  max: string | null;
  /** Fixed rate only: the id createSwap must carry, and when it stops being honoured. */
  rateId?: string | undefined;
  expiresAt?: string | undefined;
}

export interface CreateSwapRequest extends QuoteRequest {
  rateId?: string | undefined;
  payoutAddress: string;
  payoutExtraId?: string | undefined;
  refundAddress?: string | undefined;
  refundExtraId?: string | undefined;
  /** The visitor's IP, for providers that ask for it (never logged by adapters). */
  clientIp?: string | undefined;
}

export interface ProviderSwap {
  providerSwapId: string;
  status: SwapStatus;
  /** The provider's own value, kept for support. */
  providerStatus: string;
  depositAddress: string;
  depositExtraId: string | null;
  /** Expected or, once known, actual amounts; '' while the vendor names none (kept as it was). */
  amountFrom: string;
  amountTo: string;
  payoutAddress: string;
  payoutExtraId: string | null;
  refundAddress: string | null;
  depositHash: string | null;
  payoutHash: string | null;
  /** Fixed rate: when an unpaid swap expires. */
  expiresAt: string | null;
  /**
   * Set when `status` is final in our words but the vendor may still move the swap (LetsExchange
   * takes deposits up to 1.5 h after 'overdue'): keep polling for this long after the status
   * appeared, and send no "swap ended" e-mail before.
   */
  graceMs?: number | undefined;
}

export interface ExchangeProvider {
  readonly info: ProviderInfo;
  /** Whether this provider lists both sides of the pair (cheap: cached currency list). */
  supports(from: CurrencyRef, to: CurrencyRef, rateType: RateType): Promise<boolean>;
  range(request: PairRequest): Promise<PairRange>;
  quote(request: QuoteRequest): Promise<ProviderQuote>;
  createSwap(request: CreateSwapRequest): Promise<ProviderSwap>;
  getSwap(providerSwapId: string, signal?: AbortSignal): Promise<ProviderSwap>;
}
