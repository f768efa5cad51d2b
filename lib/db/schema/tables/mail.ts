import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** How an outbox message travels (lib/mail/channels.ts): each channel has its transport. */
export const OUTBOX_CHANNELS = ['email', 'partner-webhook', 'bot'] as const;

/** Work to do after a transaction commits (emails), delivered at least once, sent once. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** Every row before migration 0011 is an e-mail. */
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull().default('email'),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /**
     * What the message is about (a Swap ID, `contact:<id>`; also in the payload), so that one
     * subject gets at most one message of a kind. Named swap_id before migration 0012.
     */
    subject: text('subject'),
    createdAt: ts('created_at').notNull().defaultNow(),
    availableAt: ts('available_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    deliveredAt: ts('delivered_at'),
    lastError: text('last_error'),
    leaseUntil: ts('lease_until'),
  },
  (table) => [
    index('outbox_pending_idx')
      .on(table.availableAt)
      .where(sql`${table.deliveredAt} is null`),
    // At most one message per subject and kind, whatever a provider or a sandbox loop reports.
    uniqueIndex('outbox_subject_kind_idx').on(table.subject, table.kind),
  ],
);

/**
 * Swap emails sent per recipient and UTC day, so the daily cap holds across instances. The
 * address is stored only as a hash: this table needs to count, not to know who.
 */
export const mailRecipientCounts = pgTable(
  'mail_recipient_counts',
  {
    recipientHash: text('recipient_hash').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sent: integer('sent').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.recipientHash, table.day] })],
);
