import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Attribution } from '@/lib/api/auth';
import type { Db } from '@/lib/db/client';
import { swapEvents, swaps } from '@/lib/db/schema';
import type { ProviderSwap } from '@/lib/providers/exchange/contract';
import { enqueueSwapEmail } from './email-outbox';
import { isTerminal } from './status';
import { nextCheckDelay, type SwapRow } from './rows';
import type { ValidatedSwap } from './validate';

// The two writes around the provider call: the intent before it, so a crash leaves a row the
// recovery job can find, and the result after it, in one transaction with its side effects.

export interface IntentContext {
  swapId: string;
  locale: string;
  attribution: Attribution;
  /** Identifies this attempt, so a late answer cannot overwrite a retry's. */
  attempt: string;
}

export async function writeIntent(
  db: Db,
  swap: ValidatedSwap,
  context: IntentContext,
): Promise<void> {
  const { input, provider } = swap;
  const values = {
    provider: provider.info.id,
    sandbox: provider.info.sandbox,
    phase: 'creating' as const,
    rateType: input.rateType,
    direction: input.direction,
    fromCode: swap.from.code,
    toCode: swap.to.code,
    amountFrom: input.amount,
    amountTo: null,
    rateId: input.rateId ?? null,
    payoutAddress: input.payoutAddress,
    payoutExtraId: input.payoutExtraId ?? null,
    refundAddress: input.refundAddress ?? null,
    refundExtraId: input.refundExtraId ?? null,
    email: input.email ?? null,
    locale: context.locale,
    source: context.attribution.source,
    partnerId: context.attribution.partnerId ?? null,
    keyId: context.attribution.keyId ?? null,
    leaseOwner: context.attempt,
    lastError: null,
    updatedAt: new Date(),
  };
  await db
    .insert(swaps)
    .values({ id: context.swapId, ...values })
    .onConflictDoUpdate({
      target: swaps.id,
      set: values,
      // A created swap is final; only an unfinished attempt may be re-run.
      setWhere: sql`${swaps.phase} <> 'created'`,
    });
}

export async function markFailed(db: Db, context: IntentContext, error: string): Promise<void> {
  await db
    .update(swaps)
    .set({ phase: 'failed_to_create', lastError: error, leaseOwner: null, updatedAt: new Date() })
    .where(and(eq(swaps.id, context.swapId), eq(swaps.leaseOwner, context.attempt)));
}

/** Stores the provider's answer; false when another attempt owns the row by now. */
export async function storeResult(
  db: Db,
  context: IntentContext,
  result: ProviderSwap,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const terminal = isTerminal(result.status);
    const [row]: SwapRow[] = await tx
      .update(swaps)
      .set({
        phase: 'created',
        providerSwapId: result.providerSwapId,
        status: result.status,
        providerStatus: result.providerStatus,
        amountFrom: result.amountFrom,
        amountTo: result.amountTo,
        depositAddress: result.depositAddress,
        depositExtraId: result.depositExtraId,
        depositHash: result.depositHash,
        payoutHash: result.payoutHash,
        expiresAt: result.expiresAt ? new Date(result.expiresAt) : null,
        lastCheckedAt: now,
        leaseOwner: null,
        leaseUntil: null,
        lastError: null,
        updatedAt: now,
      })
      .where(
        and(
          eq(swaps.id, context.swapId),
          eq(swaps.leaseOwner, context.attempt),
          eq(swaps.phase, 'creating'),
        ),
      )
      .returning();
    if (!row) return false;
    const delay = nextCheckDelay({ ...row, nextCheckAt: null }, true);
    await tx
      .update(swaps)
      .set({ nextCheckAt: terminal ? null : new Date(now.getTime() + delay) })
      .where(eq(swaps.id, row.id));
    await tx.insert(swapEvents).values({
      swapId: row.id,
      status: result.status,
      providerStatus: result.providerStatus,
      at: now,
    });
    if (row.email) await enqueueSwapEmail(tx, 'swap_created', row.id);
    return true;
  });
}
