import { clientIp } from '@/lib/api/client-ip';
import { readJsonBody } from '@/lib/api/body';
import { withApi } from '@/lib/api/handler';
import { requestLocale } from '@/lib/api/i18n';
import { assertAllowedOrigin } from '@/lib/api/origin';
import { enforceRateLimit } from '@/lib/api/rate-limit';
import { errorResponse, jsonResponse } from '@/lib/api/response';
import { parseInput } from '@/lib/api/validate';
import { isLocale } from '@/lib/i18n/locales';
import { createSwap } from '@/lib/swaps/create';
import { hashRequest, idempotencyKeyOf, withIdempotency } from '@/lib/swaps/idempotency';
import { CREATE_SWAP_MAX_BODY_BYTES, CREATE_SWAP_RATE_LIMIT } from '@/lib/swaps/limits';
import { CREATE_SWAP_FIELD_CODES, createSwapSchema } from '@/lib/swaps/contract';

export const dynamic = 'force-dynamic';

// POST /api/v1/swaps – creates a swap with one provider (Idempotency-Key required)
export const POST = withApi(async (request) => {
  await enforceRateLimit(request, CREATE_SWAP_RATE_LIMIT);
  assertAllowedOrigin(request);
  const key = idempotencyKeyOf(request);
  const body = await readJsonBody(request, CREATE_SWAP_MAX_BODY_BYTES);
  const input = parseInput(createSwapSchema, body, CREATE_SWAP_FIELD_CODES);
  const locale = isLocale(input.locale) ? input.locale : requestLocale(request);

  const answer = await withIdempotency(key, hashRequest(input), async (swapId) => {
    try {
      const view = await createSwap(input, { swapId, locale, clientIp: clientIp(request) });
      return { status: 201, body: view };
    } catch (error) {
      // Refusals are answers too: a duplicate of this request gets the same one.
      const response = await errorResponse(error, request);
      return { status: response.status, body: (await response.json()) as unknown };
    }
  });
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (answer.replayed) headers['Idempotent-Replayed'] = 'true';
  return jsonResponse(answer.body, { status: answer.status, headers });
});
