import 'server-only';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import { log } from '@/lib/log';
import { openSenders, type OpenSenders } from './channel-transports';
import {
  LEASE_MS,
  RetryLater,
  type ChannelSender,
  type OutboxChannel,
  type OutboxRow,
} from './channels';
import { outboxKind, type OutboxKindOn } from './outbox';

// The outbox deliverer, the same for every channel. One row at a time is leased (on the database
// clock), handed to its channel's transport and marked delivered, and a send is cut off well
// before its lease ends (SEND_DEADLINE_MS), so no other instance can take a row over while it is
// being sent. (A crash between sending and marking can repeat one message: SMTP offers nothing
// better.)

export const OUTBOX_BATCH = 20;
export const MAX_ATTEMPTS = 12;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 6 * 60 * 60_000;

export function retryDelay(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/**
 * Leases the oldest due row of an open channel, if any; its `attempts` (now one more) is this
 * lease's token.
 */
async function claimOne(db: Db, channels: OutboxChannel[]): Promise<OutboxRow | null> {
  const due = sql`(select ${outbox.id} from ${outbox}
    where ${outbox.deliveredAt} is null and ${outbox.availableAt} <= now()
      and (${outbox.leaseUntil} is null or ${outbox.leaseUntil} < now())
      and ${outbox.attempts} < ${MAX_ATTEMPTS} and ${inArray(outbox.channel, channels)}
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

/** Prepares the row with its kind and sends it on the kind's channel. */
async function deliverOn<C extends OutboxChannel>(
  db: Db,
  row: OutboxRow,
  kind: OutboxKindOn<C>,
  sender: ChannelSender<C>,
): Promise<Outcome> {
  const prepared = await kind.prepare(row.payload, db);
  if ('skip' in prepared) {
    await finish(db, row, `skipped: ${prepared.skip}`);
    return 'skipped';
  }
  const delivery = await sender.send(db, row, prepared);
  if (delivery !== 'sent') {
    await finish(db, row, `dropped: ${delivery.dropped}`);
    return 'skipped';
  }
  if (!(await finish(db, row, null))) {
    log.error('mail: the lease ran out while sending; the message may go out twice', {
      outboxId: row.id,
      channel: row.channel,
    });
  }
  return 'sent';
}

async function deliverOne(db: Db, row: OutboxRow, senders: OpenSenders): Promise<Outcome> {
  const kind = outboxKind(row.kind);
  // Retried later: a kind appears only when the code that queues it is deployed with its handler.
  if (!kind) throw new Error(`no handler for outbox kind ${row.kind}`);
  if (kind.channel !== row.channel) {
    throw new Error(`outbox kind ${row.kind} is sent by ${kind.channel}, not ${row.channel}`);
  }
  const sender = senders[kind.channel];
  // Claimed rows are of open channels only; this keeps the types honest.
  if (!sender) throw new Error(`the ${kind.channel} channel is closed`);
  return deliverOn<OutboxChannel>(db, row, kind, sender);
}

async function scheduleRetry(db: Db, row: OutboxRow, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  log.warn('mail: delivery failed', { outboxId: row.id, attempts: row.attempts, message });
  await db
    .update(outbox)
    .set({
      leaseUntil: null,
      lastError: message.slice(0, 500),
      // A channel with a schedule of its own (the webhooks') says when; others back off.
      availableAt:
        error instanceof RetryLater ? error.at : new Date(Date.now() + retryDelay(row.attempts)),
    })
    .where(mine(row));
}

/**
 * One pass: claims, sends and marks up to `limit` due messages of the open channels one after
 * the other; returns how many were sent. With no channel open (e-mail without SMTP) nothing
 * leaves.
 */
export async function deliverOutbox(limit = OUTBOX_BATCH): Promise<number> {
  const senders = openSenders();
  const channels = Object.keys(senders) as OutboxChannel[];
  if (channels.length === 0) return 0;
  const db = await getDb();
  let sent = 0;
  for (let index = 0; index < limit; index += 1) {
    const row = await claimOne(db, channels);
    if (!row) break;
    try {
      if ((await deliverOne(db, row, senders)) === 'sent') sent += 1;
    } catch (error) {
      await scheduleRetry(db, row, error);
    }
  }
  return sent;
}
