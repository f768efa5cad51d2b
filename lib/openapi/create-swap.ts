import { IDEMPOTENCY_KEY_PATTERN } from '@/lib/api/idempotency';
import { createSwapOperation } from '@/lib/swaps/contract';
import { describeOperation } from './operation';

// POST /api/v1/swaps
export const createSwapDoc = describeOperation({
  operation: createSwapOperation,
  summary: 'Create a swap with one provider',
  headers: [
    {
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
      schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
      description:
        'Same key and body: the first answer is replayed (Idempotent-Replayed: true). Same key, other body: 422 idempotency_conflict.',
    },
  ],
  body: 'CreateSwap',
  success: { description: 'Created', content: { 'application/json': 'Swap' } },
});
