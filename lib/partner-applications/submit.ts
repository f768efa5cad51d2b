import 'server-only';
import { getDb } from '../db/client';
import { partnerApplications } from '../db/schema';
import { env } from '../env';
import type { Locale } from '../i18n/locales';
import type { ApplicationRequest } from './contract';
import { forwardApplication } from './email';

export interface ApplicationContext {
  locale: Locale;
}

/**
 * Stores the application (the route kit has checked its bot token) and, when CONTACT_EMAIL is
 * set, queues its e-mail to the operator in the same transaction, as a contact message's
 * (lib/contact/submit.ts): once the business is told it was received, it is in the database.
 * Beyond CONTACT_MAIL_DAILY_LIMIT applications a day, the day's digest carries it instead.
 * Without CONTACT_EMAIL it is only stored (`npm run admin -- applications` reads it).
 */
export async function receiveApplication(
  input: ApplicationRequest,
  context: ApplicationContext,
): Promise<void> {
  const forwardTo = env().CONTACT_EMAIL;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(partnerApplications)
      .values({
        name: input.name,
        company: input.company,
        email: input.email,
        website: input.website ?? null,
        expectedVolume: input.expectedVolume,
        message: input.message,
        locale: context.locale,
      })
      .returning({ id: partnerApplications.id, createdAt: partnerApplications.createdAt });
    if (row && forwardTo) await forwardApplication(tx, row, forwardTo);
  });
}
