import type { z } from 'zod';
import { apiFetch } from '@/lib/api/client';
import type { Operation } from '@/lib/api/contract';
import type { RecaptchaExecutor } from './recaptcha-loader';

// How every bot-checked form posts (the contact and review engine, the newsletter), loaded with
// the form's contract, never in a page's first load.

/** What a bot-checked form posts to: the operation and the reCAPTCHA action its route requires. */
export interface FormTarget {
  /** POSTs `{ ...fields, googleReCaptchaToken }`. */
  operation: Operation & { body: z.ZodType<unknown, Record<string, unknown>> };
  /** The reCAPTCHA action the route requires. */
  captchaAction: string;
}

/**
 * Posts the fields; with a site key, `getToken` brings a reCAPTCHA token first. Without one the
 * server has no secret either and skips the bot check, so the form posts without a token.
 */
export async function postForm(
  target: FormTarget,
  fields: Record<string, unknown>,
  locale: string,
  getToken: RecaptchaExecutor | null,
): Promise<void> {
  const googleReCaptchaToken = getToken ? await getToken(target.captchaAction) : null;
  await apiFetch(target.operation, { locale, body: { ...fields, googleReCaptchaToken } });
}
