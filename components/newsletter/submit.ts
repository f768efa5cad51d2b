import { apiFetch } from '@/lib/api/client';
import {
  NEWSLETTER_CAPTCHA_ACTION,
  newsletterEmailSchema,
  subscribeOperation,
} from '@/lib/newsletter/contract';
import type { RecaptchaExecutor } from './recaptcha-loader';

// The newsletter form's validation and request, loaded when the form is first focused or
// submitted: the contract (zod) and the API client stay out of every page's first load.

/** The contract's rule, the one the route applies. */
export const isNewsletterEmail = (email: string): boolean =>
  newsletterEmailSchema.safeParse(email).success;

/**
 * Posts the address; with a site key, `getToken` brings a reCAPTCHA token first. Without one
 * the server has no secret either and skips the bot check, so the form posts without a token.
 */
export async function subscribe(
  email: string,
  locale: string,
  getToken: RecaptchaExecutor | null,
): Promise<void> {
  const googleReCaptchaToken = getToken ? await getToken(NEWSLETTER_CAPTCHA_ACTION) : null;
  await apiFetch(subscribeOperation, { locale, body: { email, googleReCaptchaToken } });
}
