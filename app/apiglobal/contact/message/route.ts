import { formRoute } from '@/lib/api/form-route';
import { BODY_LIMITS, RATE_LIMITS } from '@/lib/api/limits';
import { contactForm } from '@/lib/contact/contract';
import { receiveContactMessage } from '@/lib/contact/submit';

export const dynamic = 'force-dynamic';

// POST /apiglobal/contact/message – stores a contact message and queues its e-mail to the operator
export const POST = formRoute(contactForm, {
  rateLimit: RATE_LIMITS.contact,
  maxBytes: BODY_LIMITS.contact,
  fieldCodes: { email: 'invalid_email' },
  receive: receiveContactMessage,
  answer: 'contactReceived',
});
