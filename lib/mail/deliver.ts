import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { outbox, swaps } from '@/lib/db/schema';
import { log } from '@/lib/log';
import { buildSwapView } from '@/lib/swaps/view';
import { swapHistory } from '@/lib/swaps/rows';
import type { OutboxKind, OutboxPayload, OutboxRow } from './outbox';
import { renderSwapEmail } from './swap-email';
import { getMailTransport, mailFrom, type MailTransport } from './transport';

// The outbox deliverer. Each row is leased by one instance before it is sent and marked
// delivered right after, so no email goes out twice while instances run side by side. (A crash
// between sending and marking can repeat one email: SMTP offers nothing better.)

export const OUTBOX_BATCH = 20;
export const MAX_ATTEMPTS = 12;
const LEASE_MS = 2 * 60_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 6 * 60 * 60_000;

export function retryDelay(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

async function claim(db: Db, limit: number): Promise<OutboxRow[]> {
  const due = sql`(select ${outbox.id} from ${outbox}
    where ${outbox.deliveredAt} is null and ${outbox.availableAt} <= now()
      and (${outbox.leaseUntil} is null or ${outbox.leaseUntil} < now())
      and ${outbox.attempts} < ${MAX_ATTEMPTS}
    order by ${outbox.id} limit ${limit} for update skip locked)`;
  return db
    .update(outbox)
    .set({ leaseUntil: new Date(Date.now() + LEASE_MS), attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning();
}

async function send(db: Db, row: OutboxRow, transport: MailTransport): Promise<string | null> {
  const { swapId } = row.payload as OutboxPayload;
  const [swap] = await db.select().from(swaps).where(eq(swaps.id, swapId));
  if (!swap?.email) return 'skipped: no swap or no address';
  const view = await buildSwapView(swap, await swapHistory(db, swap.id));
  const email = await renderSwapEmail(row.kind as OutboxKind, view, swap.locale);
  await transport.send({ from: mailFrom(), to: swap.email, ...email });
  return null;
}

const mine = (row: OutboxRow) =>
  and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), isNull(outbox.deliveredAt));

/** One pass: sends what is due; returns how many were sent. Without SMTP nothing leaves. */
export async function deliverOutbox(limit = OUTBOX_BATCH): Promise<number> {
  const transport = getMailTransport();
  if (!transport) return 0;
  const db = await getDb();
  let sent = 0;
  for (const row of await claim(db, limit)) {
    try {
      const skipped = await send(db, row, transport);
      await db
        .update(outbox)
        .set({ deliveredAt: new Date(), leaseUntil: null, lastError: skipped })
        .where(mine(row));
      if (!skipped) sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn('mail: delivery failed', { outboxId: row.id, attempts: row.attempts, message });
      await db
        .update(outbox)
        .set({
          leaseUntil: null,
          lastError: message.slice(0, 500),
          availableAt: new Date(Date.now() + retryDelay(row.attempts)),
        })
        .where(mine(row));
    }
  }
  return sent;
}
