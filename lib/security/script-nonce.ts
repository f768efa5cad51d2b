import 'server-only';
import { headers } from 'next/headers';
import { env } from '../env';

/**
 * The nonce our own inline scripts carry (docs/decisions/0001-csp-nonce.md). Behind the
 * production server it is the build's secret placeholder, which server/nonce.mjs swaps for each
 * response's nonce, so the script works in prerendered, cached and per-request pages alike.
 * Under `next dev` (no custom server, every page renders per request) it is the request's own
 * nonce; headers() is read only there, so production pages stay static.
 */
export async function inlineScriptNonce(): Promise<string | undefined> {
  const config = env();
  if (config.CSP_NONCE_PLACEHOLDER) return config.CSP_NONCE_PLACEHOLDER;
  if (config.NODE_ENV !== 'development') return undefined;
  const policy = (await headers()).get('content-security-policy') ?? '';
  return /'nonce-([A-Za-z0-9+/_-]+={0,2})'/.exec(policy)?.[1];
}
