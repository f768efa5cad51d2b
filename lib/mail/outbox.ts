import 'server-only';
import type { Db } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import { processSingleton } from '@/lib/process-singleton.mjs';
import type { MailMessage } from './transport';

// Work that must happen after a transaction commits (emails), written in that transaction so it
// is never lost and never sent for a change that was rolled back. This layer knows no domain: a
// domain queues messages of its own kinds and registers, for each kind, how to address and
// write one (lib/swaps/email-outbox.ts for the swap emails).

export type OutboxRow = typeof outbox.$inferSelect;

export interface OutboxMessage {
  /** Names the OutboxKind that delivers it. */
  kind: string;
  /** JSON the kind reads back when it delivers. */
  payload: Record<string, unknown>;
  /**
   * What the message is about (a swap's ID): at most one message of each kind per subject, ever
   * (a unique index; the column is named swap_id after the only subject so far).
   */
  subject: string;
}

export type EmailContent = Omit<MailMessage, 'from' | 'to'>;

/** One kind of queued email: the recipient first, the content only once the cap allows it. */
export interface OutboxKind {
  /** The recipient and a way to write the email, or why nothing is to be sent. */
  prepare(payload: unknown, db: Db): Promise<PreparedEmail | { skip: string }>;
}

export interface PreparedEmail {
  to: string;
  compose(): Promise<EmailContent>;
  /**
   * false for a recipient no visitor chooses (the operator's own mailbox): the daily cap exists
   * so that nobody can make the site mail a stranger's inbox without end.
   */
  capped?: false;
}

const outboxKinds = processSingleton('outbox-kinds', () => new Map<string, OutboxKind>());

/** Lets the deliverer send messages of `kind` (lib/startup registers every kind at start). */
export function registerOutboxKind(kind: string, handler: OutboxKind): void {
  outboxKinds().set(kind, handler);
}

export function outboxKind(kind: string): OutboxKind | undefined {
  return outboxKinds().get(kind);
}

/**
 * Queues one email. A second one of the same kind and subject is silently not queued, so no loop
 * of status changes can mail-bomb.
 */
export async function enqueueOutbox(db: Db, message: OutboxMessage): Promise<void> {
  const { kind, payload, subject } = message;
  await db.insert(outbox).values({ kind, payload, swapId: subject }).onConflictDoNothing();
}
