import { describe, expect, it } from 'vitest';
import { BODY_LIMITS } from '@/lib/api/limits';
import { MAX_REQUEST_BODY_BYTES } from '@/server/request-guard.mjs';

// Security review 2026-12 L1: the server's guard refused with 413 a contact message that met the
// route's own cap (16 KiB against 32 KiB). The guard's cap is the largest route cap: no more (it
// would let Next buffer bodies no route reads), no less (it would refuse valid ones).
describe('request guard and route body caps', () => {
  it.each(Object.entries(BODY_LIMITS))('the %s cap (%i bytes) fits under the guard', (_, cap) => {
    expect(cap).toBeLessThanOrEqual(MAX_REQUEST_BODY_BYTES);
  });

  it('is exactly the largest route cap', () => {
    expect(MAX_REQUEST_BODY_BYTES).toBe(Math.max(...Object.values(BODY_LIMITS)));
  });
});
