import {
  listPartnerEarningsOperation,
  listPartnerPayoutsOperation,
  requestPartnerPayoutOperation,
} from '@/lib/partner-earnings/contract';
import { idempotencyKeyHeader } from './idempotency-header';
import { describeOperation } from './operation';

// GET /api/v1/partner/earnings, GET and POST /api/v1/partner/payouts: a partner's secret key
// (docs/partners/earnings-and-payouts.md).

export const listPartnerEarningsDoc = describeOperation({
  tag: 'Partner',
  operation: listPartnerEarningsOperation,
  summary: "The calling partner's commissions per UTC day, currency and status",
  description:
    'Needs the reports.read scope. Only the key’s own partner. A commission is `estimated` (our own figure: the provider offers no affiliate report), `pending` (waiting for the provider’s report), `confirmed` or `void` (refunded or failed: earns nothing). USD figures use the stored reference price at the finish time; swaps without one are counted in `withoutUsd`. At most 366 days; the last 30 without dates.',
  parameters: {
    from: { description: 'First UTC day (YYYY-MM-DD).', examples: ['2026-11-01'] },
    to: { description: 'Last UTC day, included (YYYY-MM-DD).', examples: ['2026-11-30'] },
    status: { description: 'Only commissions of this status.' },
  },
  success: {
    description: 'Per day, currency and status, and per status over the period',
    content: { 'application/json': 'PartnerEarnings' },
  },
});

export const requestPartnerPayoutDoc = describeOperation({
  tag: 'Partner',
  operation: requestPartnerPayoutOperation,
  summary: 'Ask for a payout of every payable commission',
  description:
    'Needs the payouts.write scope. Payable: confirmed commissions, and estimated ones whose swap finished more than PARTNER_PAYOUT_HOLD_DAYS (default 30) days ago, not in another payout, with a USD figure. At least PARTNER_PAYOUT_MINIMUM_USD (default 50), else 422 payout_below_minimum with `fields.min`. The partner’s contact address gets an e-mail with a single-use link (48 hours) that confirms the payout; unconfirmed, it expires and its commissions are payable again. Body: `{}`.',
  headers: [
    idempotencyKeyHeader(
      true,
      'Same key and body: the first answer is replayed (Idempotent-Replayed: true), and no second payout is asked for.',
    ),
  ],
  body: 'RequestPartnerPayout',
  success: {
    description: 'Requested',
    content: { 'application/json': 'PartnerPayoutRequested' },
  },
});

export const listPartnerPayoutsDoc = describeOperation({
  tag: 'Partner',
  operation: listPartnerPayoutsOperation,
  summary: "The calling partner's payouts, newest first",
  description:
    'Needs the reports.read scope. requested → confirmed (the e-mailed link was used) → paid; or expired (the link was not used in time).',
  parameters: { status: { description: 'Only payouts of this status.' } },
  success: { description: 'The payouts', content: { 'application/json': 'PartnerPayouts' } },
});
