// Affiliate links (`?ref=<partner id>`, ADR 0022, docs/partners/affiliate-links.md): the
// parameter, the id's format and the cookie that remembers it. No server-only code: the proxy,
// the swap flow in the browser and the contracts (zod) all read these rules.

/** The query parameter of an affiliate link: /?ref=ab12cd34ef56, /swap?from=btc&…&ref=…. */
export const REF_PARAM = 'ref';

/** A partner id: 12 lowercase letters and digits (the `partners_id_format` check). */
export const PARTNER_REF_FORMAT = /^[a-z0-9]{12}$/;

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The first-party cookie that remembers the last affiliate link followed, only with consent to
 * targeting and advertising cookies (lib/consent/ref-cookie.ts). HttpOnly: only the server reads
 * it, when a swap or checkout is created. Secure is added over HTTPS.
 */
export const REF_COOKIE = {
  name: 'sl_ref',
  maxAge: 30 * DAY_SECONDS,
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
} as const;

/** A well-formed partner id, or null: a malformed `ref` is ignored without a word. */
export function readRef(value: string | null | undefined): string | null {
  return typeof value === 'string' && PARTNER_REF_FORMAT.test(value) ? value : null;
}

/** The `ref` of a query string (`?a=1&ref=…`), or null when it has none or a malformed one. */
export function refOfSearch(search: string): string | null {
  return readRef(new URLSearchParams(search).get(REF_PARAM));
}

/** The well-formed `sl_ref` value of a Cookie header, or null. */
export function refOfCookieHeader(header: string | null | undefined): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== REF_COOKIE.name) continue;
    return readRef(pair.slice(separator + 1).trim());
  }
  return null;
}

/** `search` with the link's `ref` appended (`?a=1` → `?a=1&ref=…`); unchanged without one. */
export function withRef(search: string, ref: string | null): string {
  if (ref === null) return search;
  const separator = search === '' || search === '?' ? '?' : '&';
  return `${search === '?' ? '' : search}${separator}${REF_PARAM}=${ref}`;
}
