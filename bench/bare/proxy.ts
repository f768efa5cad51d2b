import createMiddleware from 'next-intl/middleware';
import { NextRequest } from 'next/server';
import { routing } from './i18n/routing';

const intl = createMiddleware(routing);

// next-intl's proxy, as its examples have it. The one addition: `/nonce` gets a per-request CSP
// nonce, the way a site with a nonce-based policy renders every page, so the benchmark can show
// what a nonce costs on the same server.
export default function proxy(request: NextRequest) {
  if (!/^(\/[a-z]{2})?\/nonce$/.test(request.nextUrl.pathname)) return intl(request);
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const csp = `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; object-src 'none'; base-uri 'self'`;
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', csp);
  const response = intl(new NextRequest(request.url, { headers }));
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

export const config = {
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
