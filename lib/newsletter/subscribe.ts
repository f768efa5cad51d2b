import 'server-only';
import { ApiError } from '../api/errors';
import { botCheckConfig, verifyBotCheck } from '../api/bot-check';
import { getDb } from '../db/client';
import { newsletterSubscriptions } from '../db/schema';
import type { Locale } from '../i18n/locales';
import { NEWSLETTER_CAPTCHA_ACTION, type SubscribeRequest } from './contract';

/** One mailbox, one row: case and surrounding space do not make a new subscriber. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface SubscribeContext {
  /** The language of the request, kept for the newsletter's language. */
  locale: Locale;
  ip: string;
}

/**
 * Checks the bot token (when a secret is configured) and records the address. Subscribing an
 * address twice is not an error and leaves the first row as it was, so the answer never reveals
 * whether an address was known.
 */
export async function subscribeToNewsletter(
  input: SubscribeRequest,
  context: SubscribeContext,
): Promise<void> {
  const botCheck = botCheckConfig();
  if (botCheck) {
    const token = input.googleReCaptchaToken;
    if (!token) throw new ApiError('captcha_required');
    await verifyBotCheck(botCheck, {
      token,
      action: NEWSLETTER_CAPTCHA_ACTION,
      remoteIp: context.ip,
    });
  }
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
