import { invalidateCacheTags } from '@/lib/cache/tags';

// e2e-only (built only with SWAPLENS_E2E_FIXTURES=1): what the price refresh does to cached pages
// (invalidateCacheTags('prices'), lib/catalogue/prices/refresh.ts), without a price source to
// refresh from. The cache's figures are GET /api/admin/page-cache.

export const dynamic = 'force-dynamic';

export function POST(): Response {
  invalidateCacheTags('prices');
  return new Response(null, { status: 204 });
}
