import { formRoute } from '@/lib/api/form-route';
import { BODY_LIMITS, RATE_LIMITS } from '@/lib/api/limits';
import { applicationForm } from '@/lib/partner-applications/contract';
import { receiveApplication } from '@/lib/partner-applications/submit';

export const dynamic = 'force-dynamic';

// POST /apiglobal/partners/application – stores a /for-partners application and queues its
// e-mail to the operator (the contact form's address and daily cap)
export const POST = formRoute(applicationForm, {
  rateLimit: RATE_LIMITS.partnerApplication,
  maxBytes: BODY_LIMITS.partnerApplication,
  fieldCodes: { email: 'invalid_email' },
  receive: receiveApplication,
  answer: 'partnerApplicationReceived',
});
