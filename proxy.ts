import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { env } from './lib/env';
import { defaultLocale, LOCALE_COOKIE, type Locale } from './lib/i18n/locales';
import { routing } from './lib/i18n/routing';
import { REQUEST_ID_HEADER } from './lib/log';
import { isKnownPagePath, notFoundPagePath } from './lib/pages/known-pages';
import {
  isApiPath,
  isMaintenanceWindowPage,
  MAINTENANCE_RETRY_AFTER_SECONDS,
  maintenanceAction,
} from './lib/routing/maintenance';
import { coinSearchRedirectPath } from './lib/catalogue/coin-search';
import { dataCheckOf } from './lib/pages/data-checks';
import { declaredRedirect } from './lib/pages/declared-url-rules';
import { escapeForLocaleRouting } from './lib/routing/decode';
import { normalizePath } from './lib/pages/normalize';
import { isPayoutConfirmPage, namesPrivateSwap } from './lib/routing/private-query';
import { lacksRequiredQuery } from './lib/pages/query-checks';
import { splitLocalePrefix, withTrailingSlashRule } from './lib/routing/paths';
import { responsePolicyOf } from './lib/pages/response-policies';
import { createNonce } from './lib/security/csp';
import { securityHeaders } from './lib/security/headers';
import { policyHeaders } from './lib/security/policy-headers';
import { SHELL_POLICY } from './lib/security/response-policy';
import { maintenanceUnavailable } from './lib/routing/maintenance-response';
import { REF_COOKIE_INPUTS, refCookie, refCookieChange } from './lib/consent/ref-cookie';
import { widgetLocaleOf } from './lib/widgets/locale';

// Thin on purpose: every rule lives in lib/routing, lib/security or next-intl. API paths get only
// maintenance and the request id. Pages: URL normalisation and maintenance (one redirect at
// most), then locale routing, then the prerendered 404 page for paths no page serves, then
// headers.

const intl = createIntlMiddleware(routing);

export async function proxy(request: NextRequest): Promise<Response> {
  const config = env();
  const { pathname, search } = request.nextUrl;
  const requestId = incomingRequestId(request) ?? crypto.randomUUID();
  // API paths are not page paths: none of the page URL rules apply (a Swap ID is typed in upper
  // case and is answered in place), only maintenance and the request id.
  if (isApiPath(pathname)) return finish(await api(request, requestId), requestId);
  const normalized = normalizePath(pathname);

  const maintenance = maintenanceAction(normalized, config.MAINTENANCE_MODE);
  if (maintenance.type === 'unavailable') {
    return finish(await maintenanceUnavailable(request), requestId);
  }
  if (maintenance.type === 'redirect') {
    const response = NextResponse.redirect(
      new URL(maintenance.location + search, request.url),
      307,
    );
    response.headers.set('Cache-Control', 'no-store');
    return finish(response, requestId);
  }

  // The 404 page's coin search: a term that names a coin goes to its page (a relative redirect).
  const coinSearch = coinSearchRedirectPath(normalized, request.nextUrl.searchParams);
  if (coinSearch) {
    const response = NextResponse.redirect(new URL(coinSearch, request.url), 307);
    response.headers.set('Cache-Control', 'no-store');
    return finish(response, requestId);
  }

  // A page type's declared redirect (lib/pages/page-redirects.ts: widget-redirect), with the URL
  // rules' normalisation in the same one redirect. Temporary: the rule is ours and may change.
  const declared = declaredRedirect(normalized, request.nextUrl.searchParams);
  if (declared) {
    const response = NextResponse.redirect(new URL(declared, request.url), 307);
    response.headers.set('Cache-Control', 'no-store');
    return finish(response, requestId);
  }

  // Behind the production server the policy names the build's secret placeholder, which Next
  // then writes on the tags it renders; server/nonce.mjs swaps it for a fresh nonce in this
  // response's header and body (docs/decisions/0001-csp-nonce.md). Next copies the response's
  // headers onto the request, so both must name the same nonce. Without the production server
  // (`next dev`) there is no placeholder and the nonce is made here.
  const nonce = config.CSP_NONCE_PLACEHOLDER ?? createNonce();
  const { rest } = splitLocalePrefix(normalized);
  const e2eFixtures = config.SWAPLENS_E2E_FIXTURES === '1';
  const partnerRequest = { unprefixedPath: rest, search: request.nextUrl.searchParams };
  const pagePolicy = await policyHeaders(
    responsePolicyOf(rest, { e2eFixtures }),
    nonce,
    partnerRequest,
  );
  const csp = pagePolicy.csp;
  const headers = new Headers(request.headers);
  // Next reads the nonce from this request header and puts it on the scripts it renders.
  headers.set('Content-Security-Policy', csp);
  headers.set(REQUEST_ID_HEADER, requestId);

  const target = new URL(normalized + search, request.url);
  // Blog URLs end in "/" (the spec's rule); the app's routes are matched without it, or a
  // dynamic blog segment would not find its prerendered page.
  const routedPath = normalized.length > 1 ? normalized.replace(/\/$/, '') : normalized;
  const routedUrl = new URL(escapeForLocaleRouting(routedPath) + search, request.url);
  const routed = intl(new NextRequest(routedUrl, { headers, method: request.method }));
  const location = routed.headers.get('location');

  // A widget path takes its locale from `lang` or the browser, in place (lib/widgets/locale.ts).
  const widgetLocale = widgetLocaleOf(
    normalized,
    request.nextUrl.searchParams,
    headers.get('accept-language'),
  );

  let response: NextResponse = routed;
  let servesPage = false;
  if (widgetLocale && normalized === pathname) {
    const page = new URL(`/${widgetLocale}${rest}${search}`, request.url);
    response = NextResponse.rewrite(page, { request: { headers } });
    // Without `lang`, the page's words follow the browser's language.
    response.headers.append('Vary', 'Accept-Language');
    servesPage = true;
  } else if (location) {
    // A locale redirect depends on the cookie or Accept-Language, so it stays temporary (307).
    const url = new URL(location);
    url.pathname = withTrailingSlashRule(url.pathname);
    response = NextResponse.redirect(url, 307);
    for (const cookie of routed.cookies.getAll()) response.cookies.set(cookie);
  } else if (normalized !== pathname) {
    response = NextResponse.redirect(target, 308);
  } else {
    response = await answerInPlace(
      routed,
      normalized,
      headers,
      request.url,
      request.nextUrl.searchParams,
    );
    servesPage = response.status !== 404;
  }
  secureLocaleCookie(response, config.SITE_URL.startsWith('https:'));
  rememberAffiliateLink(request, response, config.SITE_URL.startsWith('https:'));
  // A Swap ID in the query is a bearer token: no cache keeps the answer (nor a redirect to it).
  const payoutConfirm = isPayoutConfirmPage(normalized);
  if (namesPrivateSwap(normalized, request.nextUrl.searchParams) || payoutConfirm) {
    response.headers.set('Cache-Control', 'no-store');
  }
  // The page's policy holds for the page itself; a redirect or the 404 page has the shell's.
  const policy = servesPage ? pagePolicy : await policyHeaders(SHELL_POLICY, nonce, partnerRequest);
  response.headers.set('Content-Security-Policy', policy.csp);
  finish(response, requestId);
  if (policy.xFrameOptions) response.headers.set('X-Frame-Options', policy.xFrameOptions);
  // After finish(): its security headers carry the shell's opener policy.
  response.headers.set('Cross-Origin-Opener-Policy', policy.coop);
  if (payoutConfirm) response.headers.set('Referrer-Policy', 'strict-origin');
  return response;
}

/**
 * A page path that is answered without a redirect. One no page serves gets the prerendered 404
 * page of its locale with status 404 (docs/decisions/0008-static-404.md), also when only the
 * database knows it (a reviews or search page past the last one); the maintenance page during
 * maintenance answers 503 with Retry-After. Both are errors, so no cache keeps them and no
 * search engine indexes them.
 */
async function answerInPlace(
  routed: NextResponse,
  normalized: string,
  headers: Headers,
  url: string,
  search: URLSearchParams,
): Promise<NextResponse> {
  const config = env();
  const { prefix, rest } = splitLocalePrefix(normalized);
  let response = routed;
  const locale = prefix ?? defaultLocale;
  if (
    !isKnownPagePath(rest, { locale, e2eFixtures: config.SWAPLENS_E2E_FIXTURES === '1' }) ||
    lacksRequiredQuery(rest, search) ||
    !(await passesDataCheckOf(rest, search, locale))
  ) {
    const page = new URL(notFoundPagePath(locale, rest), url);
    response = NextResponse.rewrite(page, { status: 404, request: { headers } });
    for (const cookie of routed.cookies.getAll()) response.cookies.set(cookie);
  } else if (isMaintenanceWindowPage(normalized, config.MAINTENANCE_MODE)) {
    // The same rewrite or pass-through next-intl chose, with the status of a maintenance window.
    response = new NextResponse(null, { status: 503, headers: routed.headers });
    response.headers.set('Retry-After', String(MAINTENANCE_RETRY_AFTER_SECONDS));
  } else {
    return routed;
  }
  response.headers.set('Cache-Control', 'no-store');
  response.headers.set('X-Robots-Tag', 'noindex');
  return response;
}

/** The database's word on a path that asks it (lib/pages/data-checks.ts); true for others. */
async function passesDataCheckOf(
  rest: string,
  search: URLSearchParams,
  locale: Locale,
): Promise<boolean> {
  const check = dataCheckOf(rest, search);
  if (!check) return true;
  // Loaded on the first such path only: no other request pulls in the database code.
  const { passesDataCheck } = await import('./lib/pages/data-check-run');
  return passesDataCheck(check, locale);
}

/** JSON endpoints: 503 in maintenance, otherwise Next's own routing with the request id. */
async function api(request: NextRequest, requestId: string): Promise<Response> {
  if (maintenanceAction(request.nextUrl.pathname, env().MAINTENANCE_MODE).type === 'unavailable') {
    return maintenanceUnavailable(request);
  }
  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  return NextResponse.next({ request: { headers } });
}

/** next-intl sets the locale cookie without Secure; over HTTPS it gets it. */
function secureLocaleCookie(response: NextResponse, https: boolean): void {
  const cookie = response.cookies.get(LOCALE_COOKIE.name);
  if (https && cookie) response.cookies.set({ ...cookie, secure: true });
}

/**
 * An affiliate link (`?ref=<partner id>`, ADR 0022): with consent to targeting cookies the
 * partner is remembered in `sl_ref`, otherwise nothing is stored (and a cookie left from a
 * withdrawn consent is removed). The page itself never changes; an answer that sets or depends on
 * the cookie is kept by no shared cache.
 */
function rememberAffiliateLink(request: NextRequest, response: NextResponse, https: boolean) {
  const change = refCookieChange(request.nextUrl.searchParams, {
    consent: request.cookies.get(REF_COOKIE_INPUTS.consent)?.value,
    ref: request.cookies.get(REF_COOKIE_INPUTS.ref)?.value,
  });
  if (change.action === 'none' && !change.vary) return;
  if (change.action === 'set') response.cookies.set(refCookie(change.ref, https));
  if (change.action === 'clear') response.cookies.delete(REF_COOKIE_INPUTS.ref);
  response.headers.set('Cache-Control', 'no-store');
}

function incomingRequestId(request: NextRequest): string | null {
  const value = request.headers.get(REQUEST_ID_HEADER);
  return value && /^[A-Za-z0-9._-]{8,100}$/.test(value) ? value : null;
}

function finish(response: Response, requestId: string): Response {
  for (const { key, value } of securityHeaders) response.headers.set(key, value);
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

export const config = {
  // Only what is really a file skips the proxy, so that every page path (even "/fr/x.php") gets
  // the URL rules, maintenance and the security headers. Skipped: build assets, the files of
  // public/ (icons/, monitoring/, social/, blog/covers/, screenshots/, the widgets' embed.js) and
  // the metadata routes (robots.txt, sitemap.xml, sitemaps/<name>.xml, manifest.webmanifest, icon.svg, og-image.png). Next tests the raw and the decoded path and
  // runs the proxy if either matches, so a build-asset path with a "%" gets the page 404 with its
  // headers, except %5B, %5D and %40 ("[", "]", "@"), which `next dev`'s Turbopack chunk names
  // carry ("%5Bturbopack%5D_...js", "node_modules_%40swc_...js"); a production build's never do.
  // Next needs this literal here; tests/unit/routing/
  // proxy-matcher.test.ts pins what it matches.
  matcher: [
    '/((?!_next/static/(?:[^%]|%(?:5B|5D|40))+$|_next/image$|(?:icons|monitoring|social|blog/covers|screenshots)/[a-z0-9/_-]+\\.[a-z0-9]+$|sitemaps/[a-z0-9-]+\\.xml$|feeds/blog-[a-z]+\\.xml$|(?:robots\\.txt|sitemap\\.xml|manifest\\.webmanifest|icon\\.svg|og-image\\.png|embed\\.js)$).*)',
  ],
};
