import { getOffersOperation } from '@/lib/rates/contract';
import { describeOperation } from './operation';

// GET /api/v1/offers
export const getOffersDoc = describeOperation({
  operation: getOffersOperation,
  tag: 'Offers',
  summary: 'Offers of every provider for a pair and amount',
  description:
    'Providers are asked in parallel with a per-provider deadline. With `Accept: application/x-ndjson` the answer streams one OfferEvent per line as providers answer: `start`, then `offer` or `failure`, then `done`. Without it, or with `stream=false`, one JSON answer once every provider answered or timed out.',
  parameters: {
    from: { examples: ['btc'] },
    to: { examples: ['eth'] },
    stream: { description: '`false`: one JSON answer, whatever Accept says.' },
  },
  success: {
    description: 'Offers best first, failures with their reasons, and the accepted range',
    content: { 'application/json': 'OffersResponse', 'application/x-ndjson': 'OfferEvent' },
  },
});
