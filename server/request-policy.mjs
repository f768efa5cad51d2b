// @ts-check
// What the production server decides itself, before Next sees a request (security review
// 2026-12, L2/L3/L8a):
// - every answer starts with the security headers, so the ones Next writes before proxy.ts runs
//   (the 308 for a `//` in a path) or instead of it carry them too; Next and proxy.ts set their
//   own per route on top (the same names, the same values);
// - a page answers GET, HEAD, POST (server actions) and OPTIONS; any other method gets 405 with
//   Allow. OPTIONS on a page is answered here, 204 with Allow and no CORS header (pages are
//   never fetched across origins; Next answered it 400). API paths also pass PUT, PATCH and DELETE to Next, which answers 405 for a route that
//   does not declare them. TRACE, CONNECT and unknown methods never reach Next (it answered 500);
// - a server-action POST whose Origin is not this site is refused with 403: Next compares Origin
//   and Host itself, but answers a mismatch (and an Origin it cannot parse) with a 500 and a
//   stack trace in the log.
import { securityHeaders } from '../lib/security/security-headers.mjs';

export const PAGE_METHODS = Object.freeze(['GET', 'HEAD', 'POST', 'OPTIONS']);
export const API_METHODS = Object.freeze([...PAGE_METHODS, 'PUT', 'PATCH', 'DELETE']);

/** What the server's own answers are framed and scripted as: nothing at all. */
const OWN_ANSWER_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** @param {string} pathname */
export const isApiPath = (pathname) => /^\/(api|apiglobal)(\/|$)/.test(pathname);

/** The path of a request URL ("/fr/x?q=1" → "/fr/x"). @param {string} url */
const pathOf = (url) => url.split('?')[0] ?? '/';

/**
 * The methods allowed on `url` when `method` is not one of them, else null.
 * @param {string | undefined} method
 * @param {string} url
 * @returns {readonly string[] | null}
 */
export function refusedMethod(method, url) {
  const allowed = isApiPath(pathOf(url)) ? API_METHODS : PAGE_METHODS;
  return allowed.includes(String(method)) ? null : allowed;
}

/**
 * Hosts a server action may be posted from: the request's own Host (and X-Forwarded-Host, as
 * Next compares) and SITE_URL's.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {string | undefined} siteUrl
 */
function ownHosts(headers, siteUrl) {
  const hosts = new Set();
  for (const value of [headers['x-forwarded-host'], headers.host]) {
    const first = String(Array.isArray(value) ? value[0] : (value ?? ''))
      .split(',')[0]
      ?.trim()
      .toLowerCase();
    if (first) hosts.add(first);
  }
  try {
    if (siteUrl) hosts.add(new URL(siteUrl).host.toLowerCase());
  } catch {
    // SITE_URL is validated at start (lib/env/schema.ts); a bad one adds nothing here.
  }
  return hosts;
}

/**
 * True for a POST to a page that Next would treat as a server action (a Next-Action header, or
 * a form body) while its Origin names another site, `null`, or nothing parseable. Without an
 * Origin (a hand-made request, which carries no visitor's cookies) Next decides.
 * @param {import('node:http').IncomingMessage} req
 * @param {string | undefined} siteUrl
 */
export function isForeignActionPost(req, siteUrl) {
  if (req.method !== 'POST' || isApiPath(pathOf(req.url ?? '/'))) return false;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  const action =
    req.headers['next-action'] !== undefined ||
    type.startsWith('multipart/form-data') ||
    type.startsWith('application/x-www-form-urlencoded');
  if (!action) return false;
  let host;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return true;
  }
  return !host || !ownHosts(req.headers, siteUrl).has(host);
}

/**
 * Sets the security headers on a response before anything else runs.
 * @param {import('node:http').ServerResponse} res
 */
export function setSecurityHeaders(res) {
  for (const { key, value } of securityHeaders) res.setHeader(key, value);
}

/**
 * A short plain-text answer the server writes itself, with every security header.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 */
export function answerPlain(req, res, status, text, headers = {}) {
  const body = `${text}\n`;
  setSecurityHeaders(res);
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': OWN_ANSWER_CSP,
    'X-Frame-Options': 'DENY',
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Answers what the server decides before Next (405 for a method, 204 for OPTIONS on a page,
 * 403 for a foreign server action); true when it did.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string | undefined} siteUrl
 */
export function refuseBeforeNext(req, res, siteUrl) {
  const allowed = refusedMethod(req.method, req.url ?? '/');
  if (allowed) {
    // The body may be large or endless; it is not read, so the connection closes afterwards.
    answerPlain(req, res, 405, 'Method Not Allowed', {
      Allow: allowed.join(', '),
      Connection: 'close',
    });
    return true;
  }
  if (req.method === 'OPTIONS' && !isApiPath(pathOf(req.url ?? '/'))) {
    setSecurityHeaders(res);
    res.writeHead(204, {
      Allow: PAGE_METHODS.join(', '),
      'Cache-Control': 'no-store',
      'Content-Security-Policy': OWN_ANSWER_CSP,
      'X-Frame-Options': 'DENY',
    });
    res.end();
    return true;
  }
  if (isForeignActionPost(req, siteUrl)) {
    answerPlain(req, res, 403, 'Forbidden', { Connection: 'close' });
    return true;
  }
  return false;
}

/** How long an answer may go without a byte reaching the client before the connection closes:
 * above the longest silence of a streamed answer (OFFERS_DEADLINE_MS is at most 30 s). */
export const IDLE_WRITE_TIMEOUT_MS = 60_000;

/**
 * Once an answer has started (its headers are written), a client that stops reading for
 * `ms` loses the connection: a slow reader cannot pin a large body (a sitemap part is megabytes)
 * in memory. The socket's own inactivity timer counts only bytes that reach it, so a full socket
 * buffer counts as idle. Node resets the timer when the answer is done (keep-alive's own).
 * @param {import('node:http').ServerResponse} res
 * @param {number} [ms]
 */
export function idleWriteTimeout(res, ms = IDLE_WRITE_TIMEOUT_MS) {
  const writeHead = res.writeHead;
  let started = false;
  /** @type {any} */ (res).writeHead = function (/** @type {any[]} */ ...args) {
    if (!started) {
      started = true;
      res.setTimeout(ms, () => res.destroy());
    }
    return writeHead.apply(this, /** @type {any} */ (args));
  };
}
