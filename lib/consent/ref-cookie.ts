import { readRef, REF_COOKIE, REF_PARAM, refOfCookieHeader } from '../api/auth/ref-link';
import type { ConsentCategory, ConsentChoices } from './categories';
import { CONSENT_COOKIE, parseConsent, readConsentCookie } from './cookie';

// The affiliate cookie (`sl_ref`) is stored only with the visitor's consent to targeting and
// advertising cookies (ADR 0022): it serves the operator's and the partner's accounting, not a
// service the visitor asked for, so ePrivacy art. 5(3) does not count it as strictly necessary.
// Without that consent a link still attributes a swap started in the same visit: the swap flow
// carries `ref` in its URL and its create request, and nothing is stored on the device.

/** The banner's category that covers the affiliate cookie. */
export const REF_CONSENT_CATEGORY = 'targeting' as const satisfies ConsentCategory;

const covers = (choices: ConsentChoices | null) => choices?.[REF_CONSENT_CATEGORY] === true;

/** The cookie's attributes for `response.cookies.set`; Secure over HTTPS. */
export function refCookie(ref: string, https: boolean) {
  const { name, maxAge, path, sameSite, httpOnly } = REF_COOKIE;
  return { name, value: ref, maxAge, path, sameSite, httpOnly, secure: https };
}

/**
 * What a page request does with the affiliate cookie. `set`: the URL has a well-formed `ref` and
 * the stored choice covers the category; the last link followed wins (30 days from that click).
 * `clear`: the browser still holds the cookie but the choice no longer covers it (consent
 * withdrawn). A malformed `ref` is ignored. `vary`: the answer depends on the consent cookie, so
 * no shared cache may keep it.
 */
export function refCookieChange(
  search: URLSearchParams,
  cookies: { consent: string | undefined; ref: string | undefined },
): { action: 'set'; ref: string } | { action: 'clear' } | { action: 'none'; vary: boolean } {
  const ref = readRef(search.get(REF_PARAM));
  const consented = covers(parseConsent(cookies.consent));
  if (ref !== null && consented) return { action: 'set', ref };
  if (cookies.ref !== undefined && !consented) return { action: 'clear' };
  return { action: 'none', vary: ref !== null };
}

/** The request cookies refCookieChange reads, by name. */
export const REF_COOKIE_INPUTS = { consent: CONSENT_COOKIE.name, ref: REF_COOKIE.name } as const;

/**
 * The partner id of the affiliate cookie a create request carries, only while the visitor's
 * stored choice covers the category (a withdrawn consent is honoured before the next page view
 * clears the cookie). Null without either.
 */
export function consentedRef(request: Request): string | null {
  const header = request.headers.get('cookie') ?? '';
  return covers(readConsentCookie(header)) ? refOfCookieHeader(header) : null;
}
