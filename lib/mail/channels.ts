import 'server-only';
import type { Db } from '@/lib/db/client';
import type { OUTBOX_CHANNELS, outbox } from '@/lib/db/schema';
import type { MailMessage } from './transport';

// The outbox's channels (ADR 0021): what a kind prepares for each, and what a channel's
// transport must do with it: e-mail (./email-channel.ts), partner webhooks
// (./webhook-channel.ts) and the messaging bot (./bot-channel.ts).

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
 * A partner webhook, ready to go: the partner domain (lib/partner-webhooks) signs, guards and
 * POSTs it and keeps its delivery log, which this layer cannot import; the channel gives each
 * attempt its number and the send deadline.
 */
export interface PreparedWebhook {
  /** Where it goes, for the log. */
  url: string;
  /**
   * One attempt (`attempt` 1 for the first of a series): 'sent', `{ dropped }` when it is not
   * to be tried again, or throws to be tried again (RetryLater says when).
   */
  attempt(attempt: number, signal: AbortSignal): Promise<Delivery>;
}

/**
 * A message of the messaging bot to one chat: the bot domain (lib/bot) writes it and sends it
 * through the Bot API with its token, which this layer never sees.
 */
export interface PreparedBotMessage {
  /** The chat it goes to, for the log. */
  chatId: number;
  /**
   * One attempt: 'sent', `{ dropped }` when the chat cannot receive it (it blocked the bot, or
   * was deleted), or throws to be tried again (RetryLater when Telegram said when).
   */
  send(signal: AbortSignal): Promise<Delivery>;
}

/** What a kind hands its channel's transport. */
export interface PreparedMessages {
  email: PreparedEmail;
  'partner-webhook': PreparedWebhook;
  bot: PreparedBotMessage;
}

/**
 * Thrown by a send that failed and knows when to try again (a channel's own schedule, such as
 * the webhooks'); any other error is retried after the outbox's default backoff.
 */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly at: Date,
  ) {
    super(message);
    this.name = 'RetryLater';
  }
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
