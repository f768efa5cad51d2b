import '@/lib/zod-jitless';
import { z } from 'zod';
import { defineOperation, FORM_POST_ERRORS } from '@/lib/api/contract';
import { CONTACT_LIMITS } from './limits';

// POST /apiglobal/contact/message, shared by the contact form (browser) and the route.
// Browser-safe: zod only.

/** The reCAPTCHA action the form executes and the server requires. */
export const CONTACT_CAPTCHA_ACTION = 'contact_submit';

const text = ({ min, max }: { min: number; max: number }) => z.string().trim().min(min).max(max);

export const contactRequestSchema = z.object({
  name: text(CONTACT_LIMITS.name),
  /** Trimmed, then it must be one address: the operator's answer goes to it (Reply-To). */
  email: text(CONTACT_LIMITS.email).pipe(z.email()),
  subject: text(CONTACT_LIMITS.subject),
  message: text(CONTACT_LIMITS.message),
  /** Required by the server only when it has a reCAPTCHA secret. */
  googleReCaptchaToken: z.string().max(4096).nullish(),
});

export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** The answer once the message is stored; `message` follows Accept-Language. */
export const contactResponseSchema = z.object({
  status: z.literal('received'),
  message: z.string(),
});

export type ContactResponse = z.infer<typeof contactResponseSchema>;

export const contactOperation = defineOperation({
  method: 'POST',
  path: '/apiglobal/contact/message',
  body: contactRequestSchema,
  response: contactResponseSchema,
  errors: [...FORM_POST_ERRORS, 'invalid_email', 'service_unavailable'],
});
