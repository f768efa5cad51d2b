import 'server-only';
import type { Db } from '@/lib/db/client';
import type { OUTBOX_CHANNELS, outbox } from '@/lib/db/schema';
import type { MailMessage } from './transport';

// The outbox's channels (ADR 0021): what a kind prepares for each, and what a channel's
// transport must do with it. E-mail has its transport (./email-channel.ts); partner webhooks and
// the bot are declared here so their issues add a prepared shape and a transport, not a second
// outbox.

export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
export type OutboxRow = typeof outbox.$inferSelect;

export const LEASE_MS = 2 * 60_000;
/** The most one send may take on any channel, everything included: under half the lease. */
export const SEND_DEADLINE_MS = 45_000;

export type EmailContent = Omit<MailMessage, 'from' | 'to'>;

export interface PreparedEmail {
  to: string;
  compose(): Promise<EmailContent>;
  /**
   * false for a recipient no visitor chooses (the operator's own mailbox): the daily cap exists
   * so that nobody can make the site mail a stranger's inbox without end.
   */
  capped?: false;
}

/**
 * What a kind hands its channel's transport. A channel without a transport prepares nothing
 * (`never`) until its issue gives it both.
 */
export interface PreparedMessages {
  email: PreparedEmail;
  'partner-webhook': never;
  bot: never;
}

/** Sent, or deliberately not sent (`dropped` says why: a cap, for instance). */
export type Delivery = 'sent' | { dropped: string };

export interface ChannelSender<C extends OutboxChannel> {
  /** Sends within SEND_DEADLINE_MS or throws (the row is retried later). */
  send(db: Db, row: OutboxRow, prepared: PreparedMessages[C]): Promise<Delivery>;
}

export interface ChannelTransport<C extends OutboxChannel> {
  /** This pass's sender, or null while the channel is not configured (its rows stay queued). */
  open(): ChannelSender<C> | null;
}
