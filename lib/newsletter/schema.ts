import { z } from 'zod';

// Shared by the newsletter form (browser) and the subscribe route: no server-only imports here.

/** The reCAPTCHA action the form executes and the server requires. */
export const NEWSLETTER_CAPTCHA_ACTION = 'newsletter_subscribe';

export const EMAIL_MAX_LENGTH = 254;

/** No whitespace anywhere (not trimmed away either): what is typed is what gets subscribed. */
export const newsletterEmailSchema = z
  .string()
  .max(EMAIL_MAX_LENGTH)
  .regex(/^\S+$/, 'must not contain spaces')
  .pipe(z.email());

export const subscribeRequestSchema = z.object({
  email: newsletterEmailSchema,
  /** Required by the server only when it has a reCAPTCHA secret. */
  googleReCaptchaToken: z.string().max(4096).nullish(),
});

export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

/** The answer of POST /apiglobal/contact/subscribe, the same for new and known addresses. */
export interface SubscribeResponse {
  status: 'subscribed';
  message: string;
}
