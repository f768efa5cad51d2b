import { clientIp } from '@/lib/api/client-ip';
import { withApi } from '@/lib/api/handler';
import { readJsonBody } from '@/lib/api/body';
import { apiTranslator, localeHeaders, requestLocale } from '@/lib/api/i18n';
import { assertAllowedOrigin } from '@/lib/api/origin';
import { enforceRateLimit } from '@/lib/api/rate-limit';
import { jsonResponse } from '@/lib/api/response';
import { parseInput } from '@/lib/api/validate';
import { subscribeRequestSchema, type SubscribeResponse } from '@/lib/newsletter/contract';
import {
  NEWSLETTER_MAX_BODY_BYTES,
  NEWSLETTER_RATE_LIMIT,
  subscribeToNewsletter,
} from '@/lib/newsletter/subscribe';

export const dynamic = 'force-dynamic';

// POST /apiglobal/contact/subscribe – subscribes an email address to the newsletter
export const POST = withApi(async (request) => {
  await enforceRateLimit(request, NEWSLETTER_RATE_LIMIT);
  assertAllowedOrigin(request);
  const body = await readJsonBody(request, NEWSLETTER_MAX_BODY_BYTES);
  const input = parseInput(subscribeRequestSchema, body, { email: 'invalid_email' });
  const locale = requestLocale(request);
  await subscribeToNewsletter(input, { locale, ip: clientIp(request) });

  const t = await apiTranslator(locale);
  const answer: SubscribeResponse = { status: 'subscribed', message: t.subscribed() };
  return jsonResponse(answer, {
    headers: { ...localeHeaders(t.locale), 'Cache-Control': 'no-store' },
  });
});
