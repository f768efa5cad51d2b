import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import { processSingleton } from '@/lib/process-singleton.mjs';
import { hasTransport } from './channel-transports';
import type { OutboxChannel, PreparedMessages } from './channels';

export type { EmailContent } from './channels';

// Work that must happen after a transaction commits (e-mails, partner webhooks, the bot's
// messages), written in that transaction so it is never lost and never sent for
// a change that was rolled back. This layer knows no domain: a domain queues messages of its own
// kinds and registers, for each kind, its channel and how to address and write one
// (lib/swaps/email-outbox.ts for the swap e-mails). ./deliver.ts hands them to the channel's
// transport (./channel-transports.ts).

export interface OutboxMessage {
  /** How it travels; a channel without a transport yet is refused here. */
  channel: OutboxChannel;
  /** Names the OutboxKind that delivers it. */
  kind: string;
  /** JSON the kind reads back when it delivers. */
  payload: Record<string, unknown>;
  /**
   * What the message is about (a swap's ID, `contact:<id>`): at most one message of each kind
   * per subject, ever (a unique index).
   */
  subject: string;
  /** Not before this time (a digest waits for the end of its day); now by default. */
  availableAt?: Date;
}

/** One kind of queued message on channel C: the recipient first, the content once a cap allows. */
export interface OutboxKindOn<C extends OutboxChannel> {
  channel: C;
  /** What the channel's transport sends, or why nothing is to be sent. */
  prepare(payload: unknown, db: Db): Promise<PreparedMessages[C] | { skip: string }>;
}

export type OutboxKind = { [C in OutboxChannel]: OutboxKindOn<C> }[OutboxChannel];

const outboxKinds = processSingleton('outbox-kinds', () => new Map<string, OutboxKind>());

/** Lets the deliverer send messages of `kind` (lib/startup registers every kind at start). */
export function registerOutboxKind(kind: string, handler: OutboxKind): void {
  outboxKinds().set(kind, handler);
}

export function outboxKind(kind: string): OutboxKind | undefined {
  return outboxKinds().get(kind);
}

/** A message for a channel that cannot carry it yet: a programming error, never a silent drop. */
export class OutboxChannelError extends Error {
  constructor(
    readonly channel: OutboxChannel,
    kind: string,
  ) {
    super(
      `outbox: the ${channel} channel has no transport yet; a ${kind} message cannot be queued`,
    );
    this.name = 'OutboxChannelError';
  }
}

/**
 * Queues one message. A second one of the same kind and subject is silently not queued, so no
 * loop of status changes can mail-bomb. Throws OutboxChannelError (rolling back the caller's
 * transaction) for a channel without a transport.
 */
export async function enqueueOutbox(db: Db, message: OutboxMessage): Promise<void> {
  const { channel, kind, payload, subject, availableAt } = message;
  if (!hasTransport(channel)) throw new OutboxChannelError(channel, kind);
  await db
    .insert(outbox)
    .values({ channel, kind, payload, subject, ...(availableAt ? { availableAt } : {}) })
    .onConflictDoNothing();
}

/**
 * Queues `message` again, now (or at its availableAt): a new series of attempts for a subject
 * and kind that may have been sent or given up already (a partner asking for a webhook again).
 * Its payload replaces the old one; a row being sent right now loses its lease.
 */
export async function requeueOutbox(db: Db, message: OutboxMessage): Promise<void> {
  const { channel, kind, payload, subject } = message;
  if (!hasTransport(channel)) throw new OutboxChannelError(channel, kind);
  // Due on the database's clock, as the deliverer reads it.
  const availableAt = message.availableAt ?? sql`now()`;
  await db
    .insert(outbox)
    .values({ channel, kind, payload, subject, availableAt })
    .onConflictDoUpdate({
      target: [outbox.subject, outbox.kind],
      set: {
        channel,
        payload,
        availableAt,
        attempts: 0,
        deliveredAt: null,
        leaseUntil: null,
        lastError: null,
      },
    });
}
