import { z } from 'zod';
import {
  bridgeRouteFailureSchema,
  bridgeRoutesResponseSchema,
  bridgeStepSchema,
  rankedBridgeRouteSchema,
} from '@/lib/bridge/schema';
import { currenciesResponseSchema } from '@/lib/catalogue/contract';
import {
  offerEventSchema,
  offerFailureSchema,
  offerLimitsSchema,
  offerProviderSchema,
  offerSchema,
  offersQueryEchoSchema,
  offersResponseSchema,
} from '@/lib/rates/contract';
import {
  createSwapSchema,
  simulateSwapSchema,
  swapSideSchema,
  swapViewSchema,
} from '@/lib/swaps/contract';
import { apiErrorBodySchema } from '@/lib/api/contract';
import {
  dexRecordedSwapSchema,
  dexSwapRecordSchema,
  dexSwapRecordedSchema,
  dexSwapStatusSchema,
} from '@/lib/dex/swaps-contract';
import { partnerSwapSchema, partnerSwapsResponseSchema } from '@/lib/partner-program/contract';
import {
  earningsDaySchema,
  earningsResponseSchema,
  earningsTotalSchema,
  payoutListResponseSchema,
  payoutViewSchema,
  requestPayoutResponseSchema,
  requestPayoutSchema,
} from '@/lib/partner-earnings/contract';
import {
  fiatCheckoutResponseSchema,
  fiatCheckoutSchema,
  fiatOfferFailureSchema,
  fiatOfferSchema,
  fiatOffersResponseSchema,
  rampProviderSchema,
} from '@/lib/fiat/contract';
import {
  dexAggregatorSchema,
  dexQuoteFailureSchema,
  dexQuotesResponseSchema,
  dexTokenSchema,
  dexTokensResponseSchema,
  rankedDexQuoteSchema,
  walletTxSchema,
} from '@/lib/dex/schema';
import {
  deliveriesPageSchema,
  emptyBodySchema,
  webhookDeliverySchema,
  webhookEnvelopeSchema,
  webhookTestDataSchema,
} from '@/lib/partner-webhooks/contract';
import { webhookSwapSchema } from '@/lib/swaps/webhook-schema';

// The named schemas of the document (components.schemas), generated from the contracts. Words
// for readers live here, not in the contracts, so the browser does not download them.

type Meta = { id?: string; description?: string; examples?: unknown[]; format?: string };
type JsonSchema = Record<string, unknown>;

const requests = z.registry<Meta>();
const responses = z.registry<Meta>();

requests.add(createSwapSchema, { id: 'CreateSwap' });
requests.add(createSwapSchema.shape.rateId, {
  description: 'Required for fixed rate: the offer’s rateId.',
});
requests.add(createSwapSchema.shape.payoutExtraId, {
  description: 'Memo or tag; required on networks that need one.',
});
requests.add(createSwapSchema.shape.refundAddress, { description: 'Required for fixed rate.' });
requests.add(createSwapSchema.shape.amount, { examples: ['0.1'] });
requests.add(createSwapSchema.shape.email, { format: 'email' });
requests.add(simulateSwapSchema, { id: 'SimulateSwap' });
requests.add(fiatCheckoutSchema, { id: 'FiatCheckout' });
requests.add(fiatCheckoutSchema.shape.address, {
  description: 'Buy: where the coins go. Sell: where a failed sale is refunded.',
});

requests.add(requestPayoutSchema, { id: 'RequestPartnerPayout' });
requests.add(dexSwapRecordSchema, { id: 'DexSwapRecord' });
requests.add(dexSwapRecordSchema.shape.chainId, {
  description: 'EIP-155 chain id: 1, 56, 137, 42161 or 10.',
});
requests.add(dexSwapRecordSchema.shape.aggregator, {
  description:
    'The aggregator whose quote was sent: zerox, oneinch, velora, openocean, kyberswap, or a sandbox-* id.',
});
requests.add(dexSwapRecordSchema.shape.from, {
  description:
    'The token sold; 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE for the chain’s own coin.',
});
requests.add(dexSwapRecordSchema.shape.minOut, {
  description: 'The minimum received, in the bought token’s base units, as the quote said.',
});

responses.add(apiErrorBodySchema, { id: 'Error' });
responses.add(apiErrorBodySchema.shape.error.shape.message, {
  description: 'In the language of Accept-Language.',
});
responses.add(currenciesResponseSchema, { id: 'Currencies' });
responses.add(offerProviderSchema, { id: 'Provider' });
responses.add(offerProviderSchema.shape.sandbox, {
  description: 'Simulated provider: nothing it shows is real.',
});
responses.add(offerProviderSchema.shape.eta, {
  description: 'Typical minutes from deposit to payout.',
});
responses.add(offerSchema, { id: 'Offer' });
responses.add(offerSchema.shape.amountTo, {
  description: 'What the visitor receives after every fee.',
});
responses.add(offerSchema.shape.networkFee, { description: 'Already deducted from amountTo.' });
responses.add(offerFailureSchema, { id: 'OfferFailure' });
responses.add(offerLimitsSchema, { id: 'Limits' });
responses.add(offersQueryEchoSchema, { id: 'OffersQuery' });
responses.add(offersResponseSchema, { id: 'OffersResponse' });
responses.add(offerEventSchema, { id: 'OfferEvent' });
responses.add(swapViewSchema, { id: 'Swap' });
responses.add(swapViewSchema.shape.id, { examples: ['K7M2Q9XD3F8H'] });
responses.add(swapViewSchema.shape.refundAddress, {
  description:
    "Masked: the first 6 and last 4 characters around '…' (the Swap ID is a bearer token).",
});
responses.add(swapSideSchema, { id: 'SwapSide' });
responses.add(rampProviderSchema, { id: 'RampProvider' });
responses.add(fiatOfferSchema, { id: 'FiatOffer' });
responses.add(fiatOfferSchema.shape.amountOut, {
  description: 'What the visitor receives after every fee: coins (buy) or fiat (sell).',
});
responses.add(fiatOfferSchema.shape.totalCost, {
  description: 'Everything lost against the reference price, fees included, as a fraction.',
});
responses.add(fiatOfferFailureSchema, { id: 'FiatOfferFailure' });
responses.add(fiatOffersResponseSchema, { id: 'FiatOffersResponse' });
responses.add(fiatCheckoutResponseSchema, { id: 'FiatCheckoutResponse' });
responses.add(dexTokenSchema, { id: 'DexToken' });
responses.add(dexTokenSchema.shape.verified, {
  description: 'False for a token read on chain by address (not in the curated list).',
});
responses.add(dexTokensResponseSchema, { id: 'DexTokens' });
responses.add(dexTokensResponseSchema.shape.sandbox, {
  description:
    'True when every aggregator this server runs on the chain is simulated: its quotes there are a sandbox’s, not real prices.',
});
responses.add(dexAggregatorSchema, { id: 'DexAggregator' });
responses.add(walletTxSchema, { id: 'WalletTx' });
responses.add(rankedDexQuoteSchema, { id: 'DexQuote' });
responses.add(rankedDexQuoteSchema.shape.netOut, {
  description:
    'amountOut less the gas cost in the output token (never below 0), in base units: the ranking key; null when the gas cost is unknown.',
});
responses.add(rankedDexQuoteSchema.shape.gasCostWei, {
  description:
    'Gas units × gasPriceWei, plus on Optimism and Arbitrum the L1 data fee (of each quote’s transaction when every quote has one, else one bound for a typical swap for all), in wei; null when the gas is unknown.',
});
responses.add(rankedDexQuoteSchema.shape.tx, {
  description:
    'The transaction for the wallet to send; null for an indicative quote, and for a sandbox quote where no sandbox router is configured.',
});
responses.add(dexQuoteFailureSchema, { id: 'DexQuoteFailure' });
responses.add(dexQuotesResponseSchema, { id: 'DexQuotesResponse' });
responses.add(bridgeStepSchema, { id: 'BridgeStep' });
responses.add(rankedBridgeRouteSchema, { id: 'BridgeRoute' });
responses.add(rankedBridgeRouteSchema.shape.netValueUsd, {
  description:
    'The USD value of amountOut at the output token’s reference price less gasCostUsd (never below 0): the ranking key; null when either is unknown.',
});
responses.add(rankedBridgeRouteSchema.shape.gasCostUsd, {
  description:
    'What the visitor pays beside amountIn, in USD as the aggregator estimates it: the source transaction’s gas and any fee sent with it in the native coin; null when it names none.',
});
responses.add(rankedBridgeRouteSchema.shape.reference, {
  description:
    'The aggregator’s own id of the route, which following its transfer needs beside the hash; null when the hash is enough.',
});
responses.add(bridgeRouteFailureSchema, { id: 'BridgeRouteFailure' });
responses.add(bridgeRoutesResponseSchema, { id: 'BridgeRoutesResponse' });
requests.add(emptyBodySchema, { id: 'EmptyObject' });
responses.add(webhookDeliverySchema, { id: 'WebhookDelivery' });
responses.add(deliveriesPageSchema, { id: 'WebhookDeliveries' });
responses.add(webhookSwapSchema, { id: 'WebhookSwap' });
responses.add(
  webhookEnvelopeSchema.extend({
    event: z.literal('swap.status_changed'),
    data: webhookSwapSchema,
  }),
  { id: 'SwapStatusChangedEvent' },
);
responses.add(
  webhookEnvelopeSchema.extend({ event: z.literal('webhook.test'), data: webhookTestDataSchema }),
  { id: 'WebhookTestEvent' },
);
responses.add(partnerSwapSchema, { id: 'PartnerSwap' });
responses.add(partnerSwapsResponseSchema, { id: 'PartnerSwaps' });
responses.add(earningsDaySchema, { id: 'PartnerEarningsDay' });
responses.add(earningsTotalSchema, { id: 'PartnerEarningsTotal' });
responses.add(earningsResponseSchema, { id: 'PartnerEarnings' });
responses.add(payoutViewSchema, { id: 'PartnerPayout' });
responses.add(requestPayoutResponseSchema, { id: 'PartnerPayoutRequested' });
responses.add(payoutListResponseSchema, { id: 'PartnerPayouts' });
responses.add(dexSwapRecordedSchema, { id: 'DexSwapRecorded' });
responses.add(dexRecordedSwapSchema, { id: 'DexRecordedSwap' });
responses.add(dexRecordedSwapSchema.shape.attribution, {
  description:
    'Whether the swap counts for the aggregator it was recorded as: `attributed` once the chain shows it confirmed at one of that aggregator’s routers, `pending` before, `not_attributed` when its transaction went to another contract or ended without a swap.',
});
responses.add(dexSwapStatusSchema, { id: 'DexSwapStatus' });
responses.add(dexSwapStatusSchema.shape.gasCostWei, {
  description:
    'Wei paid for gas (gasUsed × effectiveGasPrice, plus an OP Stack chain’s L1 fee), once there is a receipt.',
});

/**
 * Leaves out what only repeats a keyword for machines: the regex zod writes beside format
 * date-time, and the safe-integer bounds of every integer.
 */
function tidy({ jsonSchema }: { jsonSchema: JsonSchema }): void {
  if (jsonSchema.format === 'date-time') delete jsonSchema.pattern;
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
}

/** OpenAPI has its own place for names: no $id or $schema inside components. */
function bare(schema: JsonSchema): JsonSchema {
  const rest = { ...schema };
  delete rest.$id;
  delete rest.$schema;
  return rest;
}

function generate(registry: typeof requests, io: 'input' | 'output'): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(registry, {
    io,
    metadata: registry,
    uri: (id) => `#/components/schemas/${id}`,
    override: tidy,
  });
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, bare(schema)]));
}

/** Every named schema: requests as clients may send them, answers as the API writes them. */
export function componentSchemas(): Record<string, JsonSchema> {
  return { ...generate(requests, 'input'), ...generate(responses, 'output') };
}

/** An inline JSON schema of a request part (a query parameter, a path segment). */
export function inputSchema(schema: z.ZodType): JsonSchema {
  return bare(z.toJSONSchema(schema, { io: 'input', metadata: requests, override: tidy }));
}

export const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
