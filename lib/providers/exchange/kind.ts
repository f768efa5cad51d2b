import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineAdapter, type AdapterKind } from '../kit/define';
import { ETA, INFO_BASE } from '../kit/manifest';
import {
  KYC_POLICIES,
  RATE_TYPES,
  type CreateSwapRequest,
  type CurrencyRef,
  type ExchangeProvider,
  type PairRange,
  type PairRequest,
  type ProviderInfo,
  type ProviderQuote,
  type ProviderSwap,
  type QuoteRequest,
  type RateType,
} from './contract';

// The exchange kind: what an exchange adapter declares (five functions from our requests to the
// vendor's answers) and how the running provider stamps its quotes with the provider and rate
// type. Adapters are `defineExchangeAdapter({...})`, the kit's defineAdapter bound to this kind,
// their facts in adapter.json checked against `info` below.

/** What quote() answers; the kind adds `provider` and `rateType`. */
export type QuoteResult = Omit<ProviderQuote, 'provider' | 'rateType'>;

interface ExchangeMethods {
  /** Whether the vendor lists both sides for this rate type (cheap: its cached list). */
  listed(from: CurrencyRef, to: CurrencyRef, rateType: RateType): Promise<boolean>;
  range(request: PairRequest): Promise<PairRange>;
  quote(request: QuoteRequest): Promise<QuoteResult>;
  createSwap(request: CreateSwapRequest): Promise<ProviderSwap>;
  getSwap(providerSwapId: string, signal?: AbortSignal): Promise<ProviderSwap>;
}

const infoSchema: z.ZodType<ProviderInfo> = z.strictObject({
  ...INFO_BASE,
  kyc: z.enum(KYC_POLICIES),
  rating: z.number().min(0).max(5),
  eta: ETA,
  rateTypes: z.array(z.enum(RATE_TYPES)).min(1),
  reverse: z.boolean(),
  quoteCalls: z.number().int().positive().optional(),
});

export const exchange: AdapterKind<'exchange', ProviderInfo, ExchangeMethods, ExchangeProvider> = {
  name: 'exchange',
  info: infoSchema,
  methods: ['listed', 'range', 'quote', 'createSwap', 'getSwap'],
  provider: (info, methods) => ({
    info,
    supports: methods.listed,
    range: methods.range,
    quote: async (request) => ({
      provider: info.id,
      rateType: request.rateType,
      ...(await methods.quote(request)),
    }),
    createSwap: methods.createSwap,
    getSwap: methods.getSwap,
  }),
};

export const defineExchangeAdapter = defineAdapter(exchange);

/**
 * A rate id we issue ourselves, for vendors that lock a fixed rate at creation without one
 * (Exolix): the quote store keeps the quote under it, so a fixed swap can be checked against the
 * quote the visitor accepted; the vendor never sees it.
 */
export function localRateId(): string {
  return `local-${randomUUID()}`;
}

/**
 * How long an 'overdue' swap (unpaid when its window closed) is still asked about. LetsExchange
 * documents that it exchanges a deposit arriving up to 1.5 h after 'overdue'; Changelly and Exolix
 * say nothing either way, so their 'overdue' gets the same grace rather than stranding a late
 * payer. The swap shows as expired meanwhile, with no "swap ended" e-mail until the grace is over.
 */
export const OVERDUE_GRACE_MS = 90 * 60_000;
