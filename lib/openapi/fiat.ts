import { createFiatCheckoutOperation, getFiatOffersOperation } from '@/lib/fiat/contract';
import { idempotencyKeyHeader } from './idempotency-header';
import { describeOperation } from './operation';

// GET /api/v1/fiat/offers
export const getFiatOffersDoc = describeOperation({
  operation: getFiatOffersOperation,
  tag: 'Fiat',
  summary: 'Offers of every ramp to buy or sell a coin for fiat',
  description:
    'Only ramps whose coverage serves the country (and region), coin, fiat and payment method are asked, in parallel with a per-provider deadline. `otherMethods` names the methods other ramps offer there. `totalCost` is everything lost against the reference price, fees included.',
  parameters: {
    side: { examples: ['buy'] },
    fiat: { examples: ['EUR'] },
    crypto: { examples: ['btc'] },
    amount: { examples: ['150'] },
    country: { examples: ['DE'] },
    region: { examples: ['US-TX'] },
  },
  success: {
    description: 'Offers best first and failures with their reasons',
    content: { 'application/json': 'FiatOffersResponse' },
  },
});

// POST /api/v1/fiat/checkout
export const createFiatCheckoutDoc = describeOperation({
  operation: createFiatCheckoutOperation,
  tag: 'Fiat',
  summary: 'The checkout page of one ramp, with the wallet address prefilled',
  headers: [
    idempotencyKeyHeader(
      false,
      'Optional; one per offer. Same key and body within a few minutes: the first answer (the same vendor order) is replayed (Idempotent-Replayed: true). Same key, other body: 422 idempotency_conflict. Without a key each request creates its own checkout.',
    ),
  ],
  body: 'FiatCheckout',
  success: {
    description: 'A URL on the provider’s site (or the sandbox page), to open in a new tab',
    content: { 'application/json': 'FiatCheckoutResponse' },
  },
});
