import { createHash } from 'node:crypto';
import { ApiError } from '@/lib/api/errors';

// What identifies an idempotent request: its Idempotency-Key header and the hash of its body.

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

export function idempotencyKeyOf(request: Request): string {
  const key = request.headers.get(IDEMPOTENCY_HEADER)?.trim();
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new ApiError(400, 'idempotency_key_required', {
      fields: { 'Idempotency-Key': 'idempotency_key_required' },
    });
  }
  return key;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return Object.fromEntries(
      entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/** The same request, however its JSON was laid out, hashes the same. */
export function hashRequest(input: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(input)))
    .digest('hex');
}
