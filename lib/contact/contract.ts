import '@/lib/zod-jitless';
import { z } from 'zod';
import { defineBotCheckedForm } from '@/lib/api/bot-checked-form';
import { freeText } from '@/lib/api/free-text';
import { CONTACT_LIMITS } from './limits';

// POST /apiglobal/contact/message, shared by the contact form (browser) and the route.
// Browser-safe: zod only.

/** The reCAPTCHA action the form executes and the server requires. */
export const CONTACT_CAPTCHA_ACTION = 'contact_submit';

export const contactForm = defineBotCheckedForm({
  operationId: 'sendContactMessage',
  path: '/apiglobal/contact/message',
  action: CONTACT_CAPTCHA_ACTION,
  fields: {
    /** Free text: no control character or bidi override (lib/api/free-text.ts). */
    name: freeText(CONTACT_LIMITS.name),
    /** Trimmed, then it must be one address: the operator's answer goes to it (Reply-To). */
    email: z
      .string()
      .trim()
      .min(CONTACT_LIMITS.email.min)
      .max(CONTACT_LIMITS.email.max)
      .pipe(z.email()),
    /** One line: it becomes the e-mail's subject. */
    subject: freeText(CONTACT_LIMITS.subject),
    message: freeText({ ...CONTACT_LIMITS.message, multiline: true }),
  },
  /** The answer once the message is stored. */
  status: 'received',
  errors: ['invalid_email', 'service_unavailable'],
});

export const contactRequestSchema = contactForm.body;
export type ContactRequest = z.infer<typeof contactRequestSchema>;
export const contactResponseSchema = contactForm.response;
export const contactOperation = contactForm.operation;
