import 'server-only';
import { env } from '../env';
import { ApiError } from './errors';

function normalise(origin: string): string {
  try {
    return new URL(origin).origin;
  } catch {
    return origin;
  }
}

/**
 * Refuses a state-changing request that a browser sent from another site (403 forbidden_origin).
 * Browsers always send Origin on POST; a request without one comes from a non-browser client,
 * which could forge any header anyway, so it is allowed and left to the rate limits.
 */
export function assertAllowedOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  if (origin === null) return;
  const allowed = [new URL(env().SITE_URL).origin, new URL(request.url).origin];
  if (!allowed.includes(normalise(origin))) throw new ApiError('forbidden_origin');
}
