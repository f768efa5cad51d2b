import 'server-only';
import { getKeyStore } from './auth/keys';
import { RATE_LIMITS } from './limits';
import { route, type ReadMethod, type WriteMethod } from './route';

/** Request headers a partner's page may send (besides the safelisted ones). */
const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Idempotency-Key', 'Accept-Language'];
/** Seconds a browser may keep a preflight's answer. */
export const PREFLIGHT_MAX_AGE_S = 600;

function allowedOrigin(origin: string | null): string | null {
  if (origin === null || !URL.canParse(origin)) return null;
  const { origin: normal } = new URL(origin);
  return normal === origin ? origin : null;
}

/**
 * The OPTIONS handler of a route that takes publishable keys: a browser asks it before sending
 * `Authorization` from a partner's page. A preflight carries no key, so the Origin is allowed
 * when some usable publishable key lists it (the key store caches that for seconds, as it does
 * keys); the request itself is then checked against its own key's origins. Any other Origin
 * gets no Access-Control-Allow-Origin, which the browser reads as a refusal.
 */
export function corsPreflight(methods: readonly Exclude<ReadMethod | WriteMethod, 'OPTIONS'>[]) {
  return route(
    { method: 'OPTIONS', auth: 'public', rateLimit: RATE_LIMITS.corsPreflight },
    async ({ request }) => {
      const headers = new Headers({ Vary: 'Origin', 'Cache-Control': 'no-store' });
      const origin = allowedOrigin(request.headers.get('origin'));
      const store = getKeyStore();
      if (origin !== null && (await store.knowsOrigin?.(origin))) {
        headers.set('Access-Control-Allow-Origin', origin);
        headers.set('Access-Control-Allow-Methods', [...methods, 'OPTIONS'].join(', '));
        headers.set('Access-Control-Allow-Headers', ALLOWED_HEADERS.join(', '));
        headers.set('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_S));
      }
      return new Response(null, { status: 204, headers });
    },
  );
}
