import { z } from 'zod';
import { ApiError } from '@/lib/api/errors';
import { withApi } from '@/lib/api/handler';
import { jsonResponse } from '@/lib/api/response';
import { locales } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';

// Errors are worded from the request's Accept-Language, so this cannot be prerendered.
export const dynamic = 'force-dynamic';

const paramsSchema = z.object({ code: z.enum(locales) });

interface Context {
  params: Promise<{ code: string }>;
}

// GET /apiglobal/locale/{code} – every message of one locale
export const GET = withApi<Context>(async (_request, { params }) => {
  // Codes are case-insensitive ("FR" is "fr"): API paths get no lower-casing redirect.
  const parsed = paramsSchema.safeParse({ code: (await params).code.toLowerCase() });
  if (!parsed.success) throw new ApiError(404, 'unknown_locale');
  const { code } = parsed.data;
  const messages = await loadMessages(code);
  return jsonResponse(messages, {
    headers: { 'Cache-Control': 'public, max-age=3600', 'Content-Language': code },
  });
});
