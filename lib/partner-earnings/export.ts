import 'server-only';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { commissions } from '@/lib/db/schema';
import { toCsv } from './csv';
import { periodBounds } from './earnings';
import { canonicalDecimal } from './maths';

// The operator's payout CSV (npm run admin -- payouts export): one line per commission of one
// partner whose swap finished in the period, oldest first. Columns in
// docs/partners/earnings-and-payouts.md.

export const CSV_COLUMNS = [
  'swap_id',
  'finished_at',
  'provider',
  'currency',
  'amount',
  'rate',
  'commission',
  'amount_usd',
  'commission_usd',
  'status',
  'payout_id',
] as const;

const dec = (value: string | null) => (value === null ? '' : canonicalDecimal(value));

export async function commissionCsv(
  db: Db,
  partnerId: string,
  period: { from: string; to: string },
): Promise<string> {
  const [start, end] = periodBounds(period);
  const rows = await db
    .select()
    .from(commissions)
    .where(
      and(
        eq(commissions.partnerId, partnerId),
        gte(commissions.finishedAt, start),
        lt(commissions.finishedAt, end),
      ),
    )
    .orderBy(asc(commissions.finishedAt), asc(commissions.id));
  return toCsv(
    CSV_COLUMNS,
    rows.map((row) => [
      row.swapId,
      row.finishedAt.toISOString(),
      row.provider,
      row.depositCode,
      dec(row.amountDeposit),
      dec(row.rate),
      dec(row.commissionDeposit),
      dec(row.amountUsd),
      dec(row.commissionUsd),
      row.status,
      row.payoutId ?? '',
    ]),
  );
}
