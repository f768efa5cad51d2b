import '@/lib/zod-jitless';
import { z } from 'zod';
import { defineBotCheckedForm } from '@/lib/api/bot-checked-form';

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

export const subscribeForm = defineBotCheckedForm({
  operationId: 'subscribeNewsletter',
  path: '/apiglobal/contact/subscribe',
  action: NEWSLETTER_CAPTCHA_ACTION,
  fields: { email: newsletterEmailSchema },
  /** The same answer for new and known addresses. */
  status: 'subscribed',
  errors: ['invalid_email'],
});

export const subscribeRequestSchema = subscribeForm.body;
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;
export const subscribeResponseSchema = subscribeForm.response;
export const subscribeOperation = subscribeForm.operation;
