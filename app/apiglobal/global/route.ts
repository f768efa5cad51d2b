import { jsonResponse } from '@/lib/api/response';
import { route } from '@/lib/api/route';
import { getGlobalData } from '@/lib/global-data';

// Read per request (never at build time, when there may be no database); cached in process.
export const dynamic = 'force-dynamic';

// GET /apiglobal/global – popular coins, popular pairs and social links for the shell
// (no rate limit: cached in process and by HTTP caches)
export const GET = route({ method: 'GET', auth: 'public', rateLimit: 'none' }, async () => {
  const data = await getGlobalData();
  return jsonResponse(data, {
    headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' },
  });
});
