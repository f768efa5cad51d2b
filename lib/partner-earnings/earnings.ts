import 'server-only';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { commissions, swaps } from '@/lib/db/schema';
import { env } from '@/lib/env';
import type { CommissionStatus } from './ledger';
import type { EarningsQuery, EarningsResponse } from './contract';
import { canonicalDecimal } from './maths';
import { NO_USD_REASON } from './prices';

// GET /api/v1/partner/earnings: one partner's ledger summed per UTC day, deposit currency and
// status, and per status over the period. Sums are PostgreSQL's numeric sums (exact), read as
// text; nothing goes through a float.

const DAY_MS = 24 * 3_600_000;

/** Each status in words, with every answer (an estimated figure always says so). */
export function statusNotes(holdDays: number): Record<CommissionStatus, string> {
  return {
    estimated: `Our own figure: the provider offers no affiliate report to confirm it. Payable ${holdDays} days after the swap finished.`,
    pending: "Waiting for the provider's affiliate report to confirm it.",
    confirmed: "Confirmed by the provider's affiliate report: payable at once.",
    void: 'The swap was refunded or failed after all: it earns nothing.',
  };
}

export function payableNote(holdDays: number): string {
  return `Payable: confirmed commissions, and estimated ones whose swap finished more than ${holdDays} days ago (PARTNER_PAYOUT_HOLD_DAYS), not yet in a payout, with a USD figure, of real (non-sandbox) providers.`;
}

export const WITHOUT_USD_NOTE = `${NO_USD_REASON}: no reference price of the deposit currency was stored within 6 hours of the finish, so the swap is counted but has no USD figure and cannot be paid in USD.`;

/** [start, end) of the query's UTC days. */
export function periodBounds(query: Pick<EarningsQuery, 'from' | 'to'>): [Date, Date] {
  const start = new Date(`${query.from}T00:00:00Z`);
  const end = new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS);
  return [start, end];
}

const dec = (value: string | null) => canonicalDecimal(value ?? '0');

export async function earningsReport(
  db: Db,
  partnerId: string,
  query: EarningsQuery,
): Promise<EarningsResponse> {
  const [start, end] = periodBounds(query);
  const where = and(
    eq(commissions.partnerId, partnerId),
    gte(commissions.finishedAt, start),
    lt(commissions.finishedAt, end),
    query.status ? eq(commissions.status, query.status) : undefined,
  );
  const day = sql<string>`to_char(${commissions.finishedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const sandbox = sql<boolean>`coalesce(${swaps.sandbox}, false)`;
  const figures = {
    count: sql<number>`count(*)::int`,
    amountUsd: sql<string>`coalesce(sum(${commissions.amountUsd}), 0)::text`,
    commissionUsd: sql<string>`coalesce(sum(${commissions.commissionUsd}), 0)::text`,
    withoutUsd: sql<number>`(count(*) filter (where ${commissions.amountUsd} is null))::int`,
  };
  const rows = await db
    .select({
      day,
      currency: commissions.depositCode,
      status: commissions.status,
      sandbox,
      amount: sql<string>`sum(${commissions.amountDeposit})::text`,
      commission: sql<string>`sum(${commissions.commissionDeposit})::text`,
      ...figures,
    })
    .from(commissions)
    .leftJoin(swaps, eq(swaps.id, commissions.swapId))
    .where(where)
    .groupBy(day, commissions.depositCode, commissions.status, sandbox)
    .orderBy(day, commissions.depositCode, commissions.status, sandbox);
  const totals = await db
    .select({ status: commissions.status, ...figures })
    .from(commissions)
    .where(where)
    .groupBy(commissions.status)
    .orderBy(commissions.status);
  const holdDays = env().PARTNER_PAYOUT_HOLD_DAYS;
  return {
    from: query.from,
    to: query.to,
    days: rows.map((row) => ({
      day: row.day,
      currency: row.currency,
      status: row.status,
      estimated: row.status === 'estimated',
      sandbox: Boolean(row.sandbox),
      count: Number(row.count),
      amount: dec(row.amount),
      commission: dec(row.commission),
      amountUsd: dec(row.amountUsd),
      commissionUsd: dec(row.commissionUsd),
      withoutUsd: Number(row.withoutUsd),
    })),
    totals: totals.map((row) => ({
      status: row.status,
      estimated: row.status === 'estimated',
      count: Number(row.count),
      amountUsd: dec(row.amountUsd),
      commissionUsd: dec(row.commissionUsd),
      withoutUsd: Number(row.withoutUsd),
    })),
    notes: {
      statuses: statusNotes(holdDays),
      withoutUsd: WITHOUT_USD_NOTE,
      payable: payableNote(holdDays),
    },
  };
}
