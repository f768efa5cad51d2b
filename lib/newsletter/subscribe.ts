import 'server-only';
import { getDb } from '../db/client';
import { newsletterSubscriptions } from '../db/schema';
import type { Locale } from '../i18n/locales';
import type { SubscribeRequest } from './contract';

/** One mailbox, one row: case and surrounding space do not make a new subscriber. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface SubscribeContext {
  /** The language of the request, kept for the newsletter's language. */
  locale: Locale;
}

/**
 * Records the address (the route kit has checked its bot token). Subscribing an
 * address twice is not an error and leaves the first row as it was, so the answer never reveals
 * whether an address was known.
 */
export async function subscribeToNewsletter(
  input: SubscribeRequest,
  context: SubscribeContext,
): Promise<void> {
  const db = await getDb();
  await db
    .insert(newsletterSubscriptions)
    .values({
      email: input.email,
      emailNormalized: normaliseEmail(input.email),
      locale: context.locale,
    })
    .onConflictDoNothing({ target: newsletterSubscriptions.emailNormalized });
}
