import { formRoute } from '@/lib/api/form-route';
import { BODY_LIMITS, RATE_LIMITS } from '@/lib/api/limits';
import { subscribeForm } from '@/lib/newsletter/contract';
import { subscribeToNewsletter } from '@/lib/newsletter/subscribe';

export const dynamic = 'force-dynamic';

// POST /apiglobal/contact/subscribe – subscribes an email address to the newsletter
export const POST = formRoute(subscribeForm, {
  rateLimit: RATE_LIMITS.newsletter,
  maxBytes: BODY_LIMITS.newsletter,
  fieldCodes: { email: 'invalid_email' },
  receive: subscribeToNewsletter,
  answer: 'subscribed',
});
