import { z } from 'zod';
import { defineAdapter, type AdapterKind } from '../kit/define';
import { INFO_BASE } from '../kit/manifest';
import type { DexInfo, DexProvider, DexQuote, DexQuoteRequest } from './contract';

// The DEX kind: what a DEX adapter declares (one quote with the wallet's transaction) and how the
// running provider stamps it with the provider, the chain and the wallet execution. Adapters are
// `defineDexAdapter({...})`, the kit's defineAdapter bound to this kind.

/** What quote() answers; the kind adds what the request and the adapter already say. */
export type DexQuoteResult = Omit<DexQuote, 'provider' | 'chainId' | 'execution'>;

interface DexMethods {
  quote(request: DexQuoteRequest): Promise<DexQuoteResult>;
}

const infoSchema: z.ZodType<DexInfo> = z.strictObject({
  ...INFO_BASE,
  chains: z.array(z.number().int().positive()).min(1),
  spenders: z.record(
    z.string().regex(/^[1-9][0-9]*$/),
    z.array(z.string().regex(/^0x[0-9a-fA-F]{40}$/)).min(1),
  ),
});

export const dex: AdapterKind<'dex', DexInfo, DexMethods, DexProvider> = {
  name: 'dex',
  info: infoSchema,
  methods: ['quote'],
  provider: (info, methods) => ({
    info,
    quote: async (request) => ({
      provider: info.id,
      chainId: request.chainId,
      execution: 'wallet',
      ...(await methods.quote(request)),
    }),
  }),
};

export const defineDexAdapter = defineAdapter(dex);
