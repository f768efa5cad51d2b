import 'server-only';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { outboxKind, type OutboxRow } from './outbox';
import { returnRecipientQuota, takeRecipientQuota } from './recipient-cap';
import { getMailTransport, mailFrom, type MailTransport } from './transport';

// The outbox deliverer. One row at a time is leased (on the database clock), sent and marked
// delivered, and a send is cut off well before its lease ends (SMTP timeouts, then an abort), so
// no other instance can take a row over while it is being sent. (A crash between sending and
// marking can repeat one email: SMTP offers nothing better.)

export const OUTBOX_BATCH = 20;
export const MAX_ATTEMPTS = 12;
export const LEASE_MS = 2 * 60_000;
/** The most one send may take, everything included: under half the lease. */
export const SEND_DEADLINE_MS = 45_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 6 * 60 * 60_000;

export function retryDelay(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/** Leases the oldest due row, if any; its `attempts` (now one more) is this lease's token. */
async function claimOne(db: Db): Promise<OutboxRow | null> {
  const due = sql`(select ${outbox.id} from ${outbox}
    where ${outbox.deliveredAt} is null and ${outbox.availableAt} <= now()
      and (${outbox.leaseUntil} is null or ${outbox.leaseUntil} < now())
      and ${outbox.attempts} < ${MAX_ATTEMPTS}
    order by ${outbox.id} limit 1 for update skip locked)`;
  const [row] = await db
    .update(outbox)
    .set({
      leaseUntil: sql`now() + ${sql.raw(`interval '${LEASE_MS / 1000} seconds'`)}`,
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(inArray(outbox.id, due))
    .returning();
  return row ?? null;
}

const mine = (row: OutboxRow) =>
  and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), isNull(outbox.deliveredAt));

/** Marks the row done (sent, or not to be sent: `note` says why); false if the lease was lost. */
async function finish(db: Db, row: OutboxRow, note: string | null): Promise<boolean> {
  const done = await db
    .update(outbox)
    .set({ deliveredAt: new Date(), leaseUntil: null, lastError: note })
    .where(mine(row))
    .returning({ id: outbox.id });
  return done.length > 0;
}

type Outcome = 'sent' | 'skipped';

async function deliverOne(db: Db, row: OutboxRow, transport: MailTransport): Promise<Outcome> {
  const kind = outboxKind(row.kind);
  // Retried later: a kind appears only when the code that queues it is deployed with its handler.
  if (!kind) throw new Error(`no handler for outbox kind ${row.kind}`);
  const prepared = await kind.prepare(row.payload, db);
  if ('skip' in prepared) {
    await finish(db, row, `skipped: ${prepared.skip}`);
    return 'skipped';
  }
  const capped = prepared.capped !== false;
  const quota = capped
    ? await takeRecipientQuota(db, prepared.to, env().SWAP_MAIL_DAILY_LIMIT)
    : null;
  if (capped && !quota) {
    // The work the message is about goes on; only this email is dropped.
    log.warn('mail: recipient over the daily cap, email dropped', {
      outboxId: row.id,
      subject: row.swapId,
    });
    await finish(db, row, 'dropped: recipient over the daily cap');
    return 'skipped';
  }
  try {
    const message = { from: mailFrom(), to: prepared.to, ...(await prepared.compose()) };
    await transport.send(message, AbortSignal.timeout(SEND_DEADLINE_MS));
  } catch (error) {
    if (quota) await returnRecipientQuota(db, quota);
    throw error;
  }
  if (!(await finish(db, row, null))) {
    log.error('mail: the lease ran out while sending; the email may go out twice', {
      outboxId: row.id,
    });
  }
  return 'sent';
}

async function scheduleRetry(db: Db, row: OutboxRow, error: unknown): Promise<void> {
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

/**
 * One pass: claims, sends and marks up to `limit` due emails one after the other; returns how
 * many were sent. Without SMTP nothing leaves.
 */
export async function deliverOutbox(limit = OUTBOX_BATCH): Promise<number> {
  const transport = getMailTransport();
  if (!transport) return 0;
  const db = await getDb();
  let sent = 0;
  for (let index = 0; index < limit; index += 1) {
    const row = await claimOne(db);
    if (!row) break;
    try {
      if ((await deliverOne(db, row, transport)) === 'sent') sent += 1;
    } catch (error) {
      await scheduleRetry(db, row, error);
    }
  }
  return sent;
}
