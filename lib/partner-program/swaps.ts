import 'server-only';
import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { swaps } from '@/lib/db/schema';
import type { SwapStatus } from '@/lib/swaps/status';
import {
  PARTNER_SWAPS_DEFAULT_LIMIT,
  type PartnerSwap,
  type PartnerSwapsQuery,
  type PartnerSwapsResponse,
} from './contract';

// GET /api/v1/partner/swaps: one partner's swaps, newest first, a page at a time. The partner
// is the caller's (its key's), never a parameter: no request can name another's. Swaps that
// were never created with their provider (phase creating, failed_to_create) are no swaps.
// Pages are keyset pages on (created_at, id): a swap created meanwhile never shifts them.

/** created_at to the microsecond, as PostgreSQL keeps it (a JS Date has milliseconds only). */
const createdAtText = sql<string>`to_char(${swaps.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

interface Cursor {
  at: string;
  id: string;
}

const encodeCursor = ({ at, id }: Cursor) =>
  Buffer.from(JSON.stringify([at, id])).toString('base64url');

function decodeCursor(text: string): Cursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof at === 'string' &&
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(at) &&
      typeof id === 'string' &&
      /^[A-Z0-9]{1,40}$/.test(id)
    ) {
      return { at, id };
    }
  } catch {
    // Falls through to the refusal.
  }
  throw new ApiError('validation_failed', { fields: { cursor: 'invalid' } });
}

export async function listPartnerSwaps(
  partnerId: string,
  query: PartnerSwapsQuery,
): Promise<PartnerSwapsResponse> {
  const limit = query.limit ?? PARTNER_SWAPS_DEFAULT_LIMIT;
  const conditions: SQL[] = [eq(swaps.partnerId, partnerId), eq(swaps.phase, 'created')];
  if (query.status) conditions.push(sql`coalesce(${swaps.status}, 'waiting') = ${query.status}`);
  if (query.createdFrom) conditions.push(gte(swaps.createdAt, new Date(query.createdFrom)));
  if (query.createdTo) conditions.push(lt(swaps.createdAt, new Date(query.createdTo)));
  if (query.cursor) {
    const { at, id } = decodeCursor(query.cursor);
    const after = sql`${at}::timestamptz`;
    conditions.push(
      or(lt(swaps.createdAt, after), and(eq(swaps.createdAt, after), lt(swaps.id, id)))!,
    );
  }
  const db = await getDb();
  const rows = await db
    .select({ swap: swaps, at: createdAtText })
    .from(swaps)
    .where(and(...conditions))
    .orderBy(desc(swaps.createdAt), desc(swaps.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    swaps: page.map(({ swap }): PartnerSwap => ({
      id: swap.id,
      status: (swap.status ?? 'waiting') as SwapStatus,
      provider: swap.provider,
      sandbox: swap.sandbox,
      rateType: swap.rateType as PartnerSwap['rateType'],
      from: swap.fromCode,
      to: swap.toCode,
      amountFrom: swap.amountFrom,
      amountTo: swap.amountTo,
      source: swap.source,
      keyId: swap.keyId,
      createdAt: swap.createdAt.toISOString(),
      updatedAt: swap.updatedAt.toISOString(),
    })),
    nextCursor:
      rows.length > limit && last ? encodeCursor({ at: last.at, id: last.swap.id }) : null,
  };
}
