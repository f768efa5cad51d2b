import '@/lib/zod-jitless';
import { z } from 'zod';
import { defineOperation, FORM_POST_ERRORS } from '@/lib/api/contract';

// POST /apiglobal/contact/subscribe, shared by the newsletter form (browser) and the route.
// Browser-safe: zod only.

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

/** The answer, the same for new and known addresses; `message` follows Accept-Language. */
export const subscribeResponseSchema = z.object({
  status: z.literal('subscribed'),
  message: z.string(),
});

export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

export const subscribeOperation = defineOperation({
  method: 'POST',
  path: '/apiglobal/contact/subscribe',
  body: subscribeRequestSchema,
  response: subscribeResponseSchema,
  errors: [...FORM_POST_ERRORS, 'invalid_email'],
});
