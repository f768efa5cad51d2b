import { z } from 'zod';
import { defineAdapter, type AdapterKind } from '../kit/define';
import { ETA, INFO_BASE } from '../kit/manifest';
import {
  RAMP_KYC_LEVELS,
  RAMP_SIDES,
  type RampCheckout,
  type RampCheckoutRequest,
  type RampCoverage,
  type RampInfo,
  type RampProvider,
  type RampQuote,
  type RampQuoteRequest,
} from './contract';

// The ramp kind: what a ramp adapter declares (coverage, quote, checkout) and how the running
// provider stamps its quotes with the provider, side, fiat, crypto and method asked. Adapters are
// `defineRampAdapter({...})`, the kit's defineAdapter bound to this kind, their facts in
// adapter.json checked against `info` below.

/** What quote() answers; the kind adds what the request already says. */
export type RampQuoteResult = Omit<RampQuote, 'provider' | 'side' | 'fiat' | 'crypto' | 'method'>;

interface RampMethods {
  coverage(signal?: AbortSignal): Promise<RampCoverage>;
  quote(request: RampQuoteRequest): Promise<RampQuoteResult>;
  checkout(request: RampCheckoutRequest): Promise<RampCheckout>;
}

const infoSchema: z.ZodType<RampInfo> = z.strictObject({
  ...INFO_BASE,
  sides: z.array(z.enum(RAMP_SIDES)).min(1),
  eta: ETA,
  kyc: z.enum(RAMP_KYC_LEVELS),
  checkout: z.enum(['signed_url', 'created_url', 'order']),
  noQuoteCache: z.boolean().optional(),
});

export const ramp: AdapterKind<'ramp', RampInfo, RampMethods, RampProvider> = {
  name: 'ramp',
  info: infoSchema,
  methods: ['coverage', 'quote', 'checkout'],
  provider: (info, methods) => ({
    info,
    coverage: methods.coverage,
    quote: async (request) => ({
      provider: info.id,
      side: request.side,
      fiat: request.fiat,
      crypto: request.crypto.code,
      method: request.method,
      ...(await methods.quote(request)),
    }),
    checkout: methods.checkout,
  }),
};

export const defineRampAdapter = defineAdapter(ramp);
