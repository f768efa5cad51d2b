import { randomBytes } from 'node:crypto';
import { getDb } from '@/lib/db/client';
import { commissions, partners } from '@/lib/db/schema';
import { mintConfirmToken, newPayoutId, requestPayout } from '@/lib/partner-earnings/payouts';

// e2e-only (built only with SWAPLENS_E2E_FIXTURES=1): a partner with one confirmed commission
// and a payout request for it, answered with the confirm link's token, as the e-mail would carry
// it (e2e/partner-payouts.spec.ts). The e-mail itself is not queued.

export const dynamic = 'force-dynamic';

const PARTNER = 'e2epartner01';

export async function POST(): Promise<Response> {
  const db = await getDb();
  const now = new Date();
  await db
    .insert(partners)
    .values({
      id: PARTNER,
      name: 'E2E Wallet',
      contactEmail: 'payouts@wallet.example',
      commissionRate: '0.002',
    })
    .onConflictDoNothing();
  await db.insert(commissions).values({
    swapId: `E2E${randomBytes(6).toString('hex').toUpperCase()}`,
    partnerId: PARTNER,
    provider: 'changenow',
    depositCode: 'btc',
    amountDeposit: '0.75',
    amountUsd: '72937.5',
    rate: '0.002',
    commissionDeposit: '0.0015',
    commissionUsd: '145.875',
    status: 'confirmed',
    finishedAt: new Date(now.getTime() - 3 * 24 * 3_600_000),
  });
  const payout = await requestPayout(db, PARTNER, newPayoutId(), now, async () => {});
  const minted = await mintConfirmToken(db, payout.id, now);
  return Response.json({ token: minted?.token, payoutId: payout.id });
}
