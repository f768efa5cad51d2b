import 'server-only';
import { getDb } from '../db/client';
import { contactMessages } from '../db/schema';
import { env } from '../env';
import type { Locale } from '../i18n/locales';
import type { ContactRequest } from './contract';
import { forwardContactMessage } from './email';

export interface ContactContext {
  locale: Locale;
}

/**
 * Stores the message (the route kit has checked its bot token) and, when
 * CONTACT_EMAIL is set, queues its e-mail in the same transaction: once the visitor is told the
 * message was received, it is in the database, and its e-mail leaves whenever SMTP can send it.
 * Beyond CONTACT_MAIL_DAILY_LIMIT a day, the day's digest carries it instead (./email.ts).
 * Without CONTACT_EMAIL the message is only stored (`npm run admin -- contact list` reads it).
 */
export async function receiveContactMessage(
  input: ContactRequest,
  context: ContactContext,
): Promise<void> {
  const forwardTo = env().CONTACT_EMAIL;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        locale: context.locale,
      })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    if (row && forwardTo) await forwardContactMessage(tx, row, forwardTo);
  });
}
