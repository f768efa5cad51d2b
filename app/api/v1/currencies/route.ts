import { RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route } from '@/lib/api/route';
import { getReferencePrices, listCurrencies } from '@/lib/catalogue';
import { toCurrenciesResponse } from '@/lib/catalogue/api';
import { PRICE_SNAPSHOT_AS_OF } from '@/lib/catalogue/data/price-snapshot';

// Read per request (never at build time); the catalogue is cached in process for a minute.
export const dynamic = 'force-dynamic';

// GET /api/v1/currencies – every enabled currency with its network, memo rule and USD price.
// The same in every language: names are the assets' own, labels are translated by the client.
export const GET = route(
  { method: 'GET', auth: 'public', rateLimit: RATE_LIMITS.currencies },
  async () => {
    const [list, prices] = await Promise.all([listCurrencies(), getReferencePrices()]);
    return jsonResponse(toCurrenciesResponse(list, prices, PRICE_SNAPSHOT_AS_OF), {
      headers: { 'Cache-Control': 'public, max-age=60' },
    });
  },
);
