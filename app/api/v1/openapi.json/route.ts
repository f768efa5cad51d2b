import { openApiDocument } from '@/lib/api/openapi';
import { jsonResponse } from '@/lib/api/response';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

// GET /api/v1/openapi.json – the OpenAPI 3.1 description of /api/v1
export function GET(): Response {
  return jsonResponse(openApiDocument(env().SITE_URL), {
    headers: { 'Cache-Control': 'public, max-age=3600', 'Access-Control-Allow-Origin': '*' },
  });
}
