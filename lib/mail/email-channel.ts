import 'server-only';
import type { Db } from '@/lib/db/client';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import {
  SEND_DEADLINE_MS,
  type ChannelTransport,
  type Delivery,
  type OutboxRow,
  type PreparedEmail,
} from './channels';
import { returnRecipientQuota, takeRecipientQuota } from './recipient-cap';
import { getMailTransport, mailFrom, type MailTransport } from './transport';

// The e-mail channel: SMTP (SMTP_URL), with the daily cap per mailbox. Without SMTP_URL it is
// closed and the e-mails wait in the outbox.

async function sendEmail(
  db: Db,
  row: OutboxRow,
  prepared: PreparedEmail,
  transport: MailTransport,
): Promise<Delivery> {
  const capped = prepared.capped !== false;
  const quota = capped
    ? await takeRecipientQuota(db, prepared.to, env().SWAP_MAIL_DAILY_LIMIT)
    : null;
  if (capped && !quota) {
    // The work the message is about goes on; only this email is dropped.
    log.warn('mail: recipient over the daily cap, email dropped', {
      outboxId: row.id,
      subject: row.subject,
    });
    return { dropped: 'recipient over the daily cap' };
  }
  try {
    const message = { from: mailFrom(), to: prepared.to, ...(await prepared.compose()) };
    await transport.send(message, AbortSignal.timeout(SEND_DEADLINE_MS));
  } catch (error) {
    if (quota) await returnRecipientQuota(db, quota);
    throw error;
  }
  return 'sent';
}

export const emailChannel: ChannelTransport<'email'> = {
  open() {
    const transport = getMailTransport();
    if (!transport) return null;
    return { send: (db, row, prepared) => sendEmail(db, row, prepared, transport) };
  },
};
