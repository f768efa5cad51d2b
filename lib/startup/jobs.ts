import 'server-only';
import { deleteEndedSubscriptions } from '@/lib/bot';
import { PRICE_REFRESH_INTERVAL_MS, refreshPrices } from '@/lib/catalogue/prices/refresh';
import { cleanUpContactMessages } from '@/lib/contact/housekeeping';
import { DEX_FOLLOW_INTERVAL_MS, followPendingDexSwaps } from '@/lib/dex/follow';
import { cleanUpDroppedDexSwaps } from '@/lib/dex/swaps-store';
import { env } from '@/lib/env';
import { RAMP_COVERAGE_INTERVAL_MS, refreshRampCoverage } from '@/lib/fiat/coverage';
import type { Job } from '@/lib/jobs';
import { getDb } from '@/lib/db/client';
import { deliverOutbox } from '@/lib/mail/deliver';
import { cleanUpMail } from '@/lib/mail/housekeeping';
import { cleanUpWebhookDeliveries } from '@/lib/partner-webhooks';
import { purgeOldObservations } from '@/lib/rates/history';
import {
  LISTING_COUNTS_INTERVAL_MS,
  refreshProviderListingCounts,
} from '@/lib/rates/provider-counts';
import { purgeExpiredQuotes } from '@/lib/rates/quote-store';
import { cleanUpReviews } from '@/lib/reviews/housekeeping';
import { cleanUpSwaps } from '@/lib/swaps/housekeeping';
import { recoverInterruptedCreations } from '@/lib/swaps/recovery';
import { refreshDueSwaps } from '@/lib/swaps/refresh';

export const JOB_INTERVALS_MS = {
  refresh: 2_000,
  recovery: 30_000,
  outbox: 5_000,
  housekeeping: 60 * 60_000,
};

/**
 * Deletes what has served its purpose: Idempotency-Keys past their day, failed creations, DEX
 * swaps dropped 30 days ago,
 * delivered or abandoned outbox rows, old mail counts, expired fixed quotes, contact messages
 * past 90 days, reviews rejected 30 days ago, quote observations past 35 days, partner
 * webhook deliveries past 90 days and the bot's subscriptions 30 days after they ended.
 */
export async function cleanUpOldRows(now = Date.now()): Promise<void> {
  await cleanUpSwaps(now);
  await cleanUpDroppedDexSwaps(now);
  await cleanUpMail(now);
  await purgeExpiredQuotes(new Date(now));
  await cleanUpContactMessages(now);
  await cleanUpReviews(now);
  await purgeOldObservations(now);
  await cleanUpWebhookDeliveries(await getDb(), now);
  await deleteEndedSubscriptions(await getDb(), new Date(now));
}

/**
 * The swap refresher, the creation recovery, the outbox deliverer, the clean-up of old rows, the
 * providers' coin and pair counts, the ramps' coverage, the follower of recorded DEX swaps and,
 * with COINGECKO_API_KEY, the price refresh (reference prices move only with a live source; the
 * seed's snapshot stays as dated).
 */
export function backgroundJobs(): Job[] {
  const jobs: Job[] = [
    { name: 'swap-refresh', intervalMs: JOB_INTERVALS_MS.refresh, run: refreshDueSwaps },
    {
      name: 'swap-recovery',
      intervalMs: JOB_INTERVALS_MS.recovery,
      run: recoverInterruptedCreations,
    },
    { name: 'outbox', intervalMs: JOB_INTERVALS_MS.outbox, run: () => deliverOutbox() },
    // A recorded DEX swap counts once the chain confirms it at its router, tab open or not.
    { name: 'dex-follow', intervalMs: DEX_FOLLOW_INTERVAL_MS, run: () => followPendingDexSwaps() },
    {
      name: 'housekeeping',
      intervalMs: JOB_INTERVALS_MS.housekeeping,
      run: () => cleanUpOldRows(),
    },
    // /providers' coin and pair counts: thousands of list lookups, never made for a request.
    {
      name: 'provider-counts',
      intervalMs: LISTING_COUNTS_INTERVAL_MS,
      run: refreshProviderListingCounts,
      runAtStart: true,
    },
    // Which countries, fiats, methods and coins each ramp serves: read from the providers, stored.
    {
      name: 'ramp-coverage',
      intervalMs: RAMP_COVERAGE_INTERVAL_MS,
      run: refreshRampCoverage,
      runAtStart: true,
    },
  ];
  if (env().COINGECKO_API_KEY) {
    jobs.push({
      name: 'prices',
      intervalMs: PRICE_REFRESH_INTERVAL_MS,
      run: () => refreshPrices(),
      runAtStart: true,
    });
  }
  return jobs;
}
