import 'server-only';
import { createHash } from 'node:crypto';
import { ApiError } from './errors';

// What identifies an idempotent request: its Idempotency-Key header and the hash of its parsed
// body. Where answers are kept is the resource's business (lib/swaps/idempotency.ts).

const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** An answer as it is stored and replayed: a status and a JSON body. */
export interface JsonAnswer {
  status: number;
  body: unknown;
}

/**
 * Runs `work` once per key: duplicates get the first answer with `replayed: true`. `work` is
 * given an id reserved for the key, the same on every retry of the request.
 */
export type IdempotentRunner = (
  key: string,
  requestHash: string,
  work: (reservedId: string) => Promise<JsonAnswer>,
) => Promise<JsonAnswer & { replayed: boolean }>;

export function idempotencyKeyOf(request: Request): string {
  const key = request.headers.get(IDEMPOTENCY_HEADER)?.trim();
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new ApiError('idempotency_key_required', {
      fields: { 'Idempotency-Key': 'idempotency_key_required' },
    });
  }
  return key;
}

/** The key when the request sends one (checked like a required one), else undefined. */
export function optionalIdempotencyKeyOf(request: Request): string | undefined {
  return request.headers.get(IDEMPOTENCY_HEADER) === null ? undefined : idempotencyKeyOf(request);
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
