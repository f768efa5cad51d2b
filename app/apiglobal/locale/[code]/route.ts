import { z } from 'zod';
import { jsonResponse } from '@/lib/api/response';
import { route, type ParamsSchema } from '@/lib/api/route';
import { locales } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';

// Errors are worded from the request's Accept-Language, so this cannot be prerendered.
export const dynamic = 'force-dynamic';

// Codes are case-insensitive ("FR" is "fr"): API paths get no lower-casing redirect.
const params = z.object({
  code: z.string().toLowerCase().pipe(z.enum(locales)),
}) satisfies ParamsSchema<RouteContext<'/apiglobal/locale/[code]'>>;

// GET /apiglobal/locale/{code} – every message of one locale
// (no rate limit: static files, cached by HTTP caches for an hour)
export const GET = route(
  { method: 'GET', auth: 'public', rateLimit: 'none', params, notFound: 'unknown_locale' },
  async ({ params: { code } }) => {
    const messages = await loadMessages(code);
    return jsonResponse(messages, {
      headers: { 'Cache-Control': 'public, max-age=3600', 'Content-Language': code },
    });
  },
);
