import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/db/client';
import { swaps } from '@/lib/db/schema';
import { enqueueOutbox, registerOutboxKind, type OutboxKind } from '@/lib/mail/outbox';
import { renderSwapEmail, SWAP_EMAIL_KINDS, type SwapEmailKind } from './email';
import { swapHistory } from './rows';
import { buildSwapView } from './public-view';

// The swap emails on lib/mail's outbox: queued in the transaction that changes the swap, written
// at delivery from the swap as it is then.

const payloadSchema = z.object({ swapId: z.string() });

/** Queues a swap email; a swap gets at most one email of each kind, ever. */
export function enqueueSwapEmail(db: Db, kind: SwapEmailKind, swapId: string): Promise<void> {
  return enqueueOutbox(db, { channel: 'email', kind, payload: { swapId }, subject: swapId });
}

function swapEmail(kind: SwapEmailKind): OutboxKind {
  return {
    channel: 'email',
    async prepare(payload, db) {
      const { swapId } = payloadSchema.parse(payload);
      const [swap] = await db.select().from(swaps).where(eq(swaps.id, swapId));
      if (!swap?.email) return { skip: 'no swap or no address' };
      return {
        to: swap.email,
        compose: async () =>
          renderSwapEmail(
            kind,
            await buildSwapView(swap, await swapHistory(db, swap.id)),
            swap.locale,
          ),
      };
    },
  };
}

/** Lets the outbox deliver the swap emails (called by lib/startup). */
export function registerSwapEmails(): void {
  for (const kind of SWAP_EMAIL_KINDS) registerOutboxKind(kind, swapEmail(kind));
}
