import { apiTranslator, localeHeaders } from '@/lib/api/i18n';
import { BODY_LIMITS, RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route } from '@/lib/api/route';
import { contactRequestSchema, type ContactResponse } from '@/lib/contact/contract';
import { receiveContactMessage } from '@/lib/contact/submit';

export const dynamic = 'force-dynamic';

// POST /apiglobal/contact/message – stores a contact message and queues its e-mail to the operator
export const POST = route(
  {
    method: 'POST',
    rateLimit: RATE_LIMITS.contact,
    origin: 'same-site',
    body: contactRequestSchema,
    maxBytes: BODY_LIMITS.contact,
    fieldCodes: { email: 'invalid_email' },
  },
  async ({ body, locale, ip }) => {
    await receiveContactMessage(body, { locale, ip });
    const t = await apiTranslator(locale);
    const answer: ContactResponse = { status: 'received', message: t.contactReceived() };
    return jsonResponse(answer, {
      headers: { ...localeHeaders(t.locale), 'Cache-Control': 'no-store' },
    });
  },
);
