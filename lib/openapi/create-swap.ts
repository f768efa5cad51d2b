import { createSwapOperation } from '@/lib/swaps/contract';
import { idempotencyKeyHeader } from './idempotency-header';
import { describeOperation, PUBLIC_OR_KEY } from './operation';

// POST /api/v1/swaps
export const createSwapDoc = describeOperation({
  security: PUBLIC_OR_KEY,
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
