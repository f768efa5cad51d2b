import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import type { Db } from '@/lib/db/client';
import { commissions, payouts, swaps } from '@/lib/db/schema';
import { env } from '@/lib/env';
import type { COMMISSION_STATUS_VALUES, PAYOUT_STATUS_VALUES, PayoutView } from './contract';
import type { COMMISSION_STATUSES, PAYOUT_STATUSES } from '@/lib/db/schema';
import { compareDecimal } from '@/lib/decimal';
import { canonicalDecimal, sumDecimals } from './maths';

// Payout requests (docs/partners/earnings-and-payouts.md). A partner asks through the API for
// its payable commissions; they are linked to a new `requested` payout in the same transaction,
// so no commission is ever asked for twice, and an e-mail with a single-use link goes out
// through the outbox (./email.ts). The link's token is made when the e-mail is written and only
// its SHA-256 is stored. Opening the link shows the payout; only the confirm page's POST
// consumes it. A request not confirmed in time expires, and its commissions are free again:
// expiry is applied on read (every call that reads or writes payouts sweeps first), so no job
// has to run for a partner to see the right state.

/** How long the e-mailed link confirms a payout, from the moment the e-mail is written. */
export const CONFIRM_LINK_TTL_MS = 48 * 3_600_000;

const DAY_MS = 24 * 3_600_000;

export type Payout = typeof payouts.$inferSelect;

// The contract's copies of the schema's status lists (the contract loads no drizzle): a list that
// drifts from the other does not compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const statusListsAgree: [
  Same<(typeof COMMISSION_STATUS_VALUES)[number], (typeof COMMISSION_STATUSES)[number]>,
  Same<(typeof PAYOUT_STATUS_VALUES)[number], (typeof PAYOUT_STATUSES)[number]>,
] = [true, true];
void statusListsAgree;

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

/** "po" and 16 lowercase letters and digits (80 random bits). */
export function newPayoutId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(16);
  return `po${Array.from(bytes, (byte) => alphabet[byte % 32]).join('')}`;
}

/** A confirmation token: 32 random bytes, base64url (43 characters). */
export const newConfirmToken = () => randomBytes(32).toString('base64url');

/**
 * Expires the requested payouts whose link ran out (of one partner, or all) and frees their
 * commissions. Idempotent; every payout read and write calls it first.
 */
export async function expireStalePayouts(db: Db, now: Date, partnerId?: string): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(payouts)
      .set({ status: 'expired' })
      .where(
        and(
          eq(payouts.status, 'requested'),
          lte(payouts.confirmExpiresAt, now),
          partnerId ? eq(payouts.partnerId, partnerId) : undefined,
        ),
      )
      .returning({ id: payouts.id });
    const ids = expired.map(({ id }) => id);
    if (ids.length > 0) {
      await tx
        .update(commissions)
        .set({ payoutId: null })
        .where(inArray(commissions.payoutId, ids));
    }
    return ids.length;
  });
}

/**
 * What a payout may pay now: not in a payout yet, with a USD figure, of a real provider, and
 * either confirmed by the provider's report or estimated and older than the hold period.
 */
function payableWhere(partnerId: string, now: Date) {
  const holdEnd = new Date(now.getTime() - env().PARTNER_PAYOUT_HOLD_DAYS * DAY_MS);
  return and(
    eq(commissions.partnerId, partnerId),
    isNull(commissions.payoutId),
    isNotNull(commissions.commissionUsd),
    or(
      eq(commissions.status, 'confirmed'),
      and(eq(commissions.status, 'estimated'), lt(commissions.finishedAt, holdEnd)),
    ),
    sql`not exists (select 1 from ${swaps} where ${swaps.id} = ${commissions.swapId} and ${swaps.sandbox})`,
  );
}

export const PAYOUT_EMAIL_KIND = 'partner_payout_confirm';

/** The outbox subject of a payout's e-mail: one e-mail per payout, ever. */
export const payoutSubject = (payoutId: string) => `payout:${payoutId}`;

/**
 * Asks for a payout of everything payable now: a `requested` payout under `payoutId`, its
 * commissions linked, the e-mail queued, all in one transaction. 422 payout_below_minimum when
 * the payable sum is under PARTNER_PAYOUT_MINIMUM_USD (nothing is written then).
 */
export async function requestPayout(
  db: Db,
  partnerId: string,
  payoutId: string,
  now: Date,
  enqueueEmail: (tx: Db, payoutId: string) => Promise<void>,
): Promise<Payout> {
  await expireStalePayouts(db, now, partnerId);
  return db.transaction(async (tx) => {
    const payable = await tx
      .select({ id: commissions.id, usd: commissions.commissionUsd })
      .from(commissions)
      .where(payableWhere(partnerId, now))
      .orderBy(asc(commissions.id))
      .for('update');
    const amountUsd = sumDecimals(payable.map(({ usd }) => canonicalDecimal(usd ?? '0')));
    const minimum = env().PARTNER_PAYOUT_MINIMUM_USD;
    if (payable.length === 0 || compareDecimal(amountUsd, minimum) < 0) {
      throw new ApiError('payout_below_minimum', { details: { min: minimum } });
    }
    const [payout] = await tx
      .insert(payouts)
      .values({
        id: payoutId,
        partnerId,
        amountUsd,
        status: 'requested',
        confirmExpiresAt: new Date(now.getTime() + CONFIRM_LINK_TTL_MS),
        createdAt: now,
      })
      .returning();
    const linked = await tx
      .update(commissions)
      .set({ payoutId })
      .where(
        and(
          inArray(
            commissions.id,
            payable.map(({ id }) => id),
          ),
          isNull(commissions.payoutId),
        ),
      )
      .returning({ id: commissions.id });
    // Another request took some of them meanwhile: roll back rather than pay a wrong sum.
    if (linked.length !== payable.length) throw new ApiError('idempotency_in_progress');
    await enqueueEmail(tx, payoutId);
    return payout!;
  });
}

interface PayoutFacts {
  count: number;
  confirmed: number;
  estimated: number;
  void: number;
  periodFrom: Date | null;
  periodTo: Date | null;
}

async function factsOf(db: Db, ids: readonly string[]): Promise<Map<string, PayoutFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      payoutId: commissions.payoutId,
      count: sql<number>`count(*)::int`,
      confirmed: sql<number>`(count(*) filter (where ${commissions.status} = 'confirmed'))::int`,
      estimated: sql<number>`(count(*) filter (where ${commissions.status} = 'estimated'))::int`,
      void: sql<number>`(count(*) filter (where ${commissions.status} = 'void'))::int`,
      periodFrom: sql<string | null>`min(${commissions.finishedAt})`,
      periodTo: sql<string | null>`max(${commissions.finishedAt})`,
    })
    .from(commissions)
    .where(inArray(commissions.payoutId, [...ids]))
    .groupBy(commissions.payoutId);
  const toDate = (value: string | Date | null) => (value === null ? null : new Date(value));
  return new Map(
    rows.map((row) => [
      row.payoutId!,
      {
        count: Number(row.count),
        confirmed: Number(row.confirmed),
        estimated: Number(row.estimated),
        void: Number(row.void),
        periodFrom: toDate(row.periodFrom),
        periodTo: toDate(row.periodTo),
      },
    ]),
  );
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function viewOf(payout: Payout, facts: PayoutFacts | undefined): PayoutView {
  return {
    id: payout.id,
    status: payout.status,
    amountUsd: canonicalDecimal(payout.amountUsd),
    commissions: {
      count: facts?.count ?? 0,
      confirmed: facts?.confirmed ?? 0,
      estimated: facts?.estimated ?? 0,
      void: facts?.void ?? 0,
    },
    periodFrom: iso(facts?.periodFrom ?? null),
    periodTo: iso(facts?.periodTo ?? null),
    createdAt: payout.createdAt.toISOString(),
    confirmExpiresAt: payout.confirmExpiresAt.toISOString(),
    confirmedAt: iso(payout.confirmedAt),
    paidAt: iso(payout.paidAt),
  };
}

export async function payoutViews(db: Db, rows: readonly Payout[]): Promise<PayoutView[]> {
  const facts = await factsOf(
    db,
    rows.map(({ id }) => id),
  );
  return rows.map((row) => viewOf(row, facts.get(row.id)));
}

/** Payouts newest first, of one partner or (the operator) all, optionally of one status. */
export async function listPayouts(
  db: Db,
  options: { partnerId?: string; status?: Payout['status']; now: Date; limit?: number },
): Promise<Array<PayoutView & { partnerId: string; paidReference: string | null }>> {
  await expireStalePayouts(db, options.now, options.partnerId);
  const rows = await db
    .select()
    .from(payouts)
    .where(
      and(
        options.partnerId ? eq(payouts.partnerId, options.partnerId) : undefined,
        options.status ? eq(payouts.status, options.status) : undefined,
      ),
    )
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(options.limit ?? 200);
  const views = await payoutViews(db, rows);
  return views.map((view, index) => ({
    ...view,
    partnerId: rows[index]!.partnerId,
    paidReference: rows[index]!.paidReference,
  }));
}

/**
 * Makes the token of a payout's e-mail (when the e-mail is written: a retried e-mail gets a new
 * one and the old link stops working) and restarts the link's time. Null when the payout is no
 * longer waiting for its confirmation (nothing to mail).
 */
export async function mintConfirmToken(
  db: Db,
  payoutId: string,
  now: Date,
): Promise<{ token: string; payout: Payout } | null> {
  const token = newConfirmToken();
  const [payout] = await db
    .update(payouts)
    .set({
      confirmTokenSha256: sha256Hex(token),
      confirmExpiresAt: new Date(now.getTime() + CONFIRM_LINK_TTL_MS),
    })
    .where(
      and(
        eq(payouts.id, payoutId),
        eq(payouts.status, 'requested'),
        gt(payouts.confirmExpiresAt, now),
      ),
    )
    .returning();
  return payout ? { token, payout } : null;
}

export type TokenState =
  { state: 'valid'; payout: PayoutView } | { state: 'expired' | 'used' | 'unknown' };

async function payoutOfToken(db: Db, token: string): Promise<Payout | undefined> {
  const [payout] = await db
    .select()
    .from(payouts)
    .where(eq(payouts.confirmTokenSha256, sha256Hex(token)));
  return payout;
}

function stateOf(payout: Payout | undefined, now: Date): 'valid' | 'expired' | 'used' | 'unknown' {
  if (!payout) return 'unknown';
  if (payout.status === 'confirmed' || payout.status === 'paid') return 'used';
  if (payout.status === 'expired' || payout.confirmExpiresAt <= now) return 'expired';
  return 'valid';
}

/** What the confirm page shows for a token. Reads only: a GET never consumes a link. */
export async function inspectConfirmToken(db: Db, token: string, now: Date): Promise<TokenState> {
  const payout = await payoutOfToken(db, token);
  const state = stateOf(payout, now);
  if (state !== 'valid') {
    if (state === 'expired') await expireStalePayouts(db, now, payout!.partnerId);
    return { state };
  }
  const [view] = await payoutViews(db, [payout!]);
  return { state, payout: view! };
}

/** The confirm page's POST: consumes the link once. */
export async function confirmPayout(
  db: Db,
  token: string,
  now: Date,
): Promise<'confirmed' | 'expired' | 'used' | 'unknown'> {
  const [confirmed] = await db
    .update(payouts)
    .set({ status: 'confirmed', confirmedAt: now })
    .where(
      and(
        eq(payouts.confirmTokenSha256, sha256Hex(token)),
        eq(payouts.status, 'requested'),
        gt(payouts.confirmExpiresAt, now),
      ),
    )
    .returning({ id: payouts.id });
  if (confirmed) return 'confirmed';
  const state = (await inspectConfirmToken(db, token, now)).state;
  return state === 'valid' ? 'unknown' : state;
}

/** The operator paid a confirmed payout (scripts/admin.mjs payouts paid). */
export async function markPayoutPaid(
  db: Db,
  payoutId: string,
  reference: string,
  now: Date,
): Promise<Payout> {
  const [paid] = await db
    .update(payouts)
    .set({ status: 'paid', paidAt: now, paidReference: reference })
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'confirmed')))
    .returning();
  if (paid) return paid;
  const [existing] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
  if (!existing) throw new ApiError('not_found');
  throw new ApiError('payout_state_conflict');
}
