import { openApiDocument } from '@/lib/openapi';
import { jsonResponse } from '@/lib/api/response';
import { route } from '@/lib/api/route';
import { brand } from '@/lib/brand';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

// GET /api/v1/openapi.json – the OpenAPI 3.1 description of /api/v1
// (no rate limit: a fixed document that HTTP caches keep for an hour)
export const GET = route({ method: 'GET', auth: 'public', rateLimit: 'none' }, async () =>
  jsonResponse(openApiDocument({ siteUrl: env().SITE_URL, brand: brand() }), {
    headers: { 'Cache-Control': 'public, max-age=3600', 'Access-Control-Allow-Origin': '*' },
  }),
);
