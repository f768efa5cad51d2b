import 'server-only';
import { requireBotCheck } from '../api/bot-check';
import { getDb } from '../db/client';
import { contactMessages } from '../db/schema';
import { env } from '../env';
import type { Locale } from '../i18n/locales';
import { CONTACT_CAPTCHA_ACTION, type ContactRequest } from './contract';
import { enqueueContactEmail } from './email';

export interface ContactContext {
  locale: Locale;
  ip: string;
}

/**
 * Checks the bot token (when a secret is configured), then stores the message and, when
 * CONTACT_EMAIL is set, queues its e-mail in the same transaction: once the visitor is told the
 * message was received, it is in the database, and its e-mail leaves whenever SMTP can send it.
 * Without CONTACT_EMAIL the message is only stored (`npm run admin -- contact list` reads it).
 */
export async function receiveContactMessage(
  input: ContactRequest,
  context: ContactContext,
): Promise<void> {
  await requireBotCheck(input.googleReCaptchaToken, CONTACT_CAPTCHA_ACTION, context.ip);
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
      .returning({ id: contactMessages.id });
    if (row && forwardTo) await enqueueContactEmail(tx, row.id);
  });
}
