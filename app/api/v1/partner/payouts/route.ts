import { BODY_LIMITS, RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route } from '@/lib/api/route';
import { getDb } from '@/lib/db/client';
import {
  payoutListQuerySchema,
  payoutListResponseSchema,
  requestPayoutSchema,
} from '@/lib/partner-earnings/contract';
import { enqueuePayoutEmail } from '@/lib/partner-earnings/email';
import { payableNote } from '@/lib/partner-earnings/earnings';
import { payoutIdempotency } from '@/lib/partner-earnings/idempotency';
import { listPayouts, payoutViews, requestPayout } from '@/lib/partner-earnings/payouts';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

// GET /api/v1/partner/payouts – the calling key's partner's payout requests, newest first.
export const GET = route(
  {
    method: 'GET',
    auth: 'partnerKey',
    scope: 'reports.read',
    rateLimit: RATE_LIMITS.partnerEarnings,
    query: payoutListQuerySchema,
  },
  async ({ query, caller }) => {
    const payouts = await listPayouts(await getDb(), {
      partnerId: caller.partnerId!,
      status: query.status,
      now: new Date(),
    });
    // The contract's shape only: the operator's fields (partner, payment reference) stay out.
    const body = payoutListResponseSchema.parse({ payouts });
    return jsonResponse(body, { headers: { 'Cache-Control': 'private, no-store' } });
  },
);

// POST /api/v1/partner/payouts – asks for a payout of everything payable now (Idempotency-Key
// required). The partner's contact address gets an e-mail with a single-use link that confirms it.
export const POST = route(
  {
    method: 'POST',
    auth: 'partnerKey',
    scope: 'payouts.write',
    rateLimit: RATE_LIMITS.partnerPayouts,
    origin: 'same-site',
    body: requestPayoutSchema,
    maxBytes: BODY_LIMITS.partnerPayouts,
    idempotent: payoutIdempotency,
  },
  async ({ caller, idempotencyId }) => {
    const db = await getDb();
    const payout = await requestPayout(
      db,
      caller.partnerId!,
      idempotencyId,
      new Date(),
      enqueuePayoutEmail,
    );
    const [view] = await payoutViews(db, [payout]);
    return {
      status: 201,
      body: { payout: view, note: payableNote(env().PARTNER_PAYOUT_HOLD_DAYS) },
    };
  },
);
