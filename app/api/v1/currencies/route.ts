import { corsPreflight } from '@/lib/api/cors-preflight';
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
// Visitors as before; a partner with its secret or publishable key (scope offers.read), counted
// against its key's own limit (docs/partners/keys-and-api.md).
export const GET = route(
  {
    method: 'GET',
    auth: ['public', 'partnerKey', 'publishableKey'],
    scope: 'offers.read',
    rateLimit: RATE_LIMITS.currencies,
  },
  async ({ caller }) => {
    const [list, prices] = await Promise.all([listCurrencies(), getReferencePrices()]);
    return jsonResponse(toCurrenciesResponse(list, prices, PRICE_SNAPSHOT_AS_OF), {
      // A key caller's answer carries its own RateLimit and CORS headers: no shared cache keeps it.
      headers: { 'Cache-Control': caller.keyId ? 'private, max-age=60' : 'public, max-age=60' },
    });
  },
);

// A partner's page asks before it sends its publishable key (lib/api/cors-preflight.ts).
export const OPTIONS = corsPreflight(['GET']);
