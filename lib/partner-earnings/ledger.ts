import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { commissions, partners, type COMMISSION_STATUSES, type swaps } from '@/lib/db/schema';
import { log } from '@/lib/log';
import { processSingleton } from '@/lib/process-singleton.mjs';
import { canonicalDecimal, commissionFigures } from './maths';
import { usdPriceAt } from './prices';

// The commission ledger (docs/partners/earnings-and-payouts.md): one row per finished swap
// attributed to a partner, written in the transaction that applies the provider's answer
// (lib/swaps/apply.ts), so a swap is never counted finished without its commission or the other
// way round. The unique index on swap_id makes a second application a no-op. A sandbox swap
// (a simulated provider) is recorded too, so a test deployment shows the whole flow, but it is
// never payable (./payouts.ts) and every answer flags it.

export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];
type SwapRow = typeof swaps.$inferSelect;

/** Statuses after which a swap earns nothing: its commission, if it had one, becomes void. */
const VOIDING_STATUSES = new Set(['refunded', 'failed']);

/** Whether a provider's adapter reads its affiliate report (ProviderInfo.affiliateReport). */
export type AffiliateReportLookup = (providerId: string) => boolean;

/**
 * The lookup, set by lib/startup from the provider registry (this domain sits below the one that
 * runs the providers). Until then, and for a provider it does not know, false: `estimated`.
 */
const affiliateReportLookup = processSingleton(
  'partner-earnings-affiliate-report',
  (): { lookup: AffiliateReportLookup } => ({ lookup: () => false }),
);

export function setAffiliateReportLookup(lookup: AffiliateReportLookup): void {
  affiliateReportLookup().lookup = lookup;
}

/**
 * Whether the provider's affiliate report can confirm a commission (ProviderInfo.affiliateReport,
 * default false): then it waits as `pending`; otherwise it is our own `estimated` figure.
 */
export function providerHasAffiliateReport(providerId: string): boolean {
  return affiliateReportLookup().lookup(providerId);
}

export function initialCommissionStatus(hasAffiliateReport: boolean): CommissionStatus {
  return hasAffiliateReport ? 'pending' : 'estimated';
}

/**
 * The ledger's side of a swap's new state, called once per applied provider answer with the row
 * as it now is: a finished swap of a partner gets its commission (once), a refunded or failed one
 * has it voided. Anything else, and a swap of no partner, changes nothing.
 */
export async function recordPartnerCommission(db: Db, swap: SwapRow, now: Date): Promise<void> {
  if (!swap.partnerId) return;
  if (swap.status !== null && VOIDING_STATUSES.has(swap.status)) {
    await db
      .update(commissions)
      .set({ status: 'void' })
      .where(and(eq(commissions.swapId, swap.id), ne(commissions.status, 'void')));
    return;
  }
  if (swap.status !== 'finished') return;
  const [partner] = await db
    .select({ commissionRate: partners.commissionRate })
    .from(partners)
    .where(eq(partners.id, swap.partnerId));
  if (!partner) {
    // A key or link of a partner since deleted: nobody to credit. Kept in the log for support.
    log.warn('partner-earnings: a finished swap names an unknown partner', { swapId: swap.id });
    return;
  }
  const rate = canonicalDecimal(partner.commissionRate);
  const usdPrice = await usdPriceAt(db, swap.fromCode, now);
  const figures = commissionFigures(swap.amountFrom, rate, usdPrice);
  await db
    .insert(commissions)
    .values({
      swapId: swap.id,
      partnerId: swap.partnerId,
      keyId: swap.keyId,
      provider: swap.provider,
      depositCode: swap.fromCode,
      amountDeposit: swap.amountFrom,
      amountUsd: figures.amountUsd,
      rate,
      commissionDeposit: figures.commissionDeposit,
      commissionUsd: figures.commissionUsd,
      status: initialCommissionStatus(providerHasAffiliateReport(swap.provider)),
      finishedAt: now,
    })
    .onConflictDoNothing({ target: commissions.swapId });
}
