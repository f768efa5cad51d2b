import { withApi } from '@/lib/api/handler';
import { enforceRateLimit } from '@/lib/api/rate-limit';
import { jsonResponse } from '@/lib/api/response';
import { parseInput } from '@/lib/api/validate';
import { collectOffers, planOffers, runOffers } from '@/lib/rates/offers';
import { offersQuerySchema } from '@/lib/rates/contract';

export const dynamic = 'force-dynamic';

const OFFERS_RATE_LIMIT = {
  name: 'offers',
  limit: 120,
  globalLimit: 6_000,
  windowMs: 60_000,
};
const NDJSON = 'application/x-ndjson';

// GET /api/v1/offers – every provider's offer for a pair, ranked by amount received; streamed as
// NDJSON (one event per line, as providers answer) when the client accepts it
export const GET = withApi(async (request) => {
  await enforceRateLimit(request, OFFERS_RATE_LIMIT);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = parseInput(offersQuerySchema, params, {
    from: 'unknown_currency',
    to: 'unknown_currency',
  });
  const plan = await planOffers(query);
  const headers = { 'Cache-Control': 'no-store', Vary: 'Accept' };

  if (!(request.headers.get('accept') ?? '').includes(NDJSON)) {
    return jsonResponse(await collectOffers(plan, request.signal), { headers });
  }
  const encoder = new TextEncoder();
  const events = runOffers(plan, request.signal);
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await events.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(`${JSON.stringify(next.value)}\n`));
    },
    async cancel() {
      await events.return(undefined);
    },
  });
  return new Response(body, {
    headers: { ...headers, 'Content-Type': `${NDJSON}; charset=utf-8`, 'X-Accel-Buffering': 'no' },
  });
});
