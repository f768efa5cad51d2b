import { IDEMPOTENCY_KEY_PATTERN } from '@/lib/api/idempotency';

// The Idempotency-Key header as the document describes it, for each operation that reads one
// (lib/api/idempotency.ts): whether it must be sent, and what a replay means there.

export function idempotencyKeyHeader(required: boolean, description: string) {
  return {
    name: 'Idempotency-Key',
    in: 'header',
    required,
    schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
    description,
  };
}
