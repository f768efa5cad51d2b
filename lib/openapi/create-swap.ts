import { createSwapOperation } from '@/lib/swaps/contract';
import { idempotencyKeyHeader } from './idempotency-header';
import { describeOperation } from './operation';

// POST /api/v1/swaps
export const createSwapDoc = describeOperation({
  operation: createSwapOperation,
  tag: 'Swaps',
  summary: 'Create a swap with one provider',
  headers: [
    idempotencyKeyHeader(
      true,
      'Same key and body: the first answer is replayed (Idempotent-Replayed: true). Same key, other body: 422 idempotency_conflict.',
    ),
  ],
  body: 'CreateSwap',
  success: { description: 'Created', content: { 'application/json': 'Swap' } },
});
