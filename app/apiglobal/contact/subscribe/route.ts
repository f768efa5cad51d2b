import { apiTranslator, localeHeaders } from '@/lib/api/i18n';
import { BODY_LIMITS, RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route } from '@/lib/api/route';
import { subscribeRequestSchema, type SubscribeResponse } from '@/lib/newsletter/schema';
import { subscribeToNewsletter } from '@/lib/newsletter/subscribe';

export const dynamic = 'force-dynamic';

// POST /apiglobal/contact/subscribe – subscribes an email address to the newsletter
export const POST = route(
  {
    method: 'POST',
    rateLimit: RATE_LIMITS.newsletter,
    origin: 'same-site',
    body: subscribeRequestSchema,
    maxBytes: BODY_LIMITS.newsletter,
    fieldCodes: { email: 'invalid_email' },
  },
  async ({ body, locale, ip }) => {
    await subscribeToNewsletter(body, { locale, ip });
    const t = await apiTranslator(locale);
    const answer: SubscribeResponse = { status: 'subscribed', message: t.subscribed() };
    return jsonResponse(answer, {
      headers: { ...localeHeaders(t.locale), 'Cache-Control': 'no-store' },
    });
  },
);
