import 'server-only';
import nodemailer from 'nodemailer';
import { env } from '@/lib/env';
import { processSingleton } from '@/lib/process-singleton.mjs';

// Where swap emails go: the SMTP server in SMTP_URL, or nowhere (the outbox keeps them queued).

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where answers go instead of `from` (the visitor, for a contact message). */
  replyTo?: string;
}

export interface MailTransport {
  /** Sends, or gives up (closing the connection) when `signal` aborts. */
  send(message: MailMessage, signal?: AbortSignal): Promise<void>;
}

/**
 * nodemailer's defaults allow 2 min to connect and 10 min of silence; the outbox lease (2 min,
 * lib/mail/deliver.ts) must outlast a whole send, so every step is bounded well under it.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
} as const;

/** A transport that speaks SMTP to the server in `url` (smtp:// or smtps://). */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    async send(message, signal) {
      await transporter.sendMail(signal ? { ...message, signal } : message);
    },
  };
}

function fromEnv(): MailTransport | null {
  const url = env().SMTP_URL;
  return url ? createSmtpTransport(url) : null;
}

/** The configured transport, or null when email is off. */
export const getMailTransport = processSingleton('mail-transport', fromEnv);

/** SMTP_FROM, else no-reply at the site's own host. */
export function mailFrom(): string {
  const config = env();
  return config.SMTP_FROM ?? `no-reply@${new URL(config.SITE_URL).hostname}`;
}
