// @ts-check
// Gives each HTML answer its own CSP nonce while pages stay prerendered or cached.
//
// Next writes a per-build secret placeholder P as the nonce of the tags it emits (proxy.ts hands
// it `'nonce-P'` on the request; the build marker, scripts/nonce-marker.mjs, adds it to
// prerendered HTML). On the way out, this transform first strips every `nonce` attribute whose
// value is not exactly P, then replaces every P with the nonce of the response's
// Content-Security-Policy header. Only what Next emitted ends up with a valid nonce: injected
// markup cannot know P, and any nonce it brings is removed. See docs/decisions/0001-csp-nonce.md.
import { attributesNamed, isWellFormed, valueOf, withoutAttributes } from './html-attributes.mjs';
import { createHtmlScanner, ScanMemo } from './html-scanner.mjs';
import { createDigitNonce, createPlaceholderReplacer } from './nonce-placeholder.mjs';

/** For HTML answers that come without any policy (a path proxy.ts did not see): nothing that
 * can break a real page, but no framing, plugins or base-URL tricks either. */
export const FALLBACK_CSP = "frame-ancestors 'none'; object-src 'none'; base-uri 'none'";

/**
 * The nonce inside a CSP header value ("script-src 'nonce-abc' ..."), or null.
 * @param {unknown} header
 * @returns {string | null}
 */
export function nonceFromCsp(header) {
  const match = /'nonce-([A-Za-z0-9+/_-]+={0,2})'/.exec(String(header ?? ''));
  return match ? (match[1] ?? null) : null;
}

// The stripping depends only on the tag and the placeholder, so a prerendered page (the same
// text on every request) is scanned once per placeholder; the per-response nonce is put in
// afterwards by the replacer. Scanning was about 40% of the server's CPU per page view.
/** @type {Map<string, ScanMemo>} */
const memos = new Map();
/** @param {string} placeholder */
function memoFor(placeholder) {
  let memo = memos.get(placeholder);
  if (!memo) {
    memo = new ScanMemo();
    memos.set(placeholder, memo);
  }
  return memo;
}

/**
 * A streaming rewriter: push() takes decoded text and returns what can be sent, flush() the
 * rest. `html` turns on the stripping of foreign nonces (an RSC payload has no tags).
 * @param {{ placeholder: string, nonce: string, html: boolean }} options
 */
export function createNonceRewriter({ placeholder, nonce, html }) {
  const replacer = createPlaceholderReplacer(placeholder, nonce);
  if (!html) return replacer;
  const scanner = createHtmlScanner(
    (tag) => {
      const nonces = attributesNamed(tag, 'nonce');
      if (nonces.length === 0) return tag.text;
      const [only] = nonces;
      const trusted =
        nonces.length === 1 && only && valueOf(tag, only) === placeholder && isWellFormed(tag);
      return trusted ? tag.text : withoutAttributes(tag, nonces);
    },
    { memo: memoFor(placeholder) },
  );
  return {
    /** @param {string} text */
    push: (text) => replacer.push(scanner.push(text)),
    flush: () => replacer.push(scanner.flush()) + replacer.flush(),
  };
}

/**
 * Replaces the placeholder in every header of the response (in practice the CSP, which proxy.ts
 * builds around it) with `nonce`. True when the Content-Security-Policy named it.
 * @param {import('node:http').ServerResponse} res
 * @param {string} placeholder
 * @param {string} nonce
 */
function swapPlaceholderInHeaders(res, placeholder, nonce) {
  let inPolicy = false;
  for (const name of res.getHeaderNames()) {
    const value = res.getHeader(name);
    const values = Array.isArray(value) ? value : [String(value)];
    if (!values.some((v) => v.includes(placeholder))) continue;
    const swapped = values.map((v) => v.replaceAll(placeholder, nonce));
    res.setHeader(name, Array.isArray(value) ? swapped : (swapped[0] ?? ''));
    if (name === 'content-security-policy') inPolicy = true;
  }
  return inPolicy;
}

/**
 * Wraps res.writeHead/write/end (every answer passes one of them before its headers go out):
 * - the placeholder in any header becomes a fresh nonce, made here for this response;
 * - HTML and RSC answers go through the rewriter: foreign nonces stripped (HTML), placeholder
 *   replaced by that nonce, or by a throwaway one when the policy names none, so the
 *   placeholder never leaves the server;
 * - an HTML answer without any policy gets FALLBACK_CSP and X-Frame-Options: DENY.
 * Other answers' bodies pass through untouched.
 * @param {import('node:http').ServerResponse} res
 * @param {string} placeholder
 */
export function injectNonce(res, placeholder) {
  // Node's overloads for write/end/writeHead cannot be expressed in JSDoc; the wrappers below
  // accept every overload and forward them unchanged.
  /** @type {any} */
  const target = res;
  const write = res.write;
  const end = res.end;
  const writeHead = res.writeHead;
  /** @type {undefined | null | { rewriter: ReturnType<typeof createNonceRewriter>, decoder: TextDecoder }} */
  let state;

  const decide = () => {
    if (state !== undefined || res.headersSent) return (state ??= null);
    const fresh = createDigitNonce();
    const named = swapPlaceholderInHeaders(res, placeholder, fresh);
    const type = String(res.getHeader('content-type') ?? '').toLowerCase();
    const html = type.startsWith('text/html');
    if (!html && !type.startsWith('text/x-component')) return (state = null);
    if (html && !res.hasHeader('content-security-policy')) {
      res.setHeader('content-security-policy', FALLBACK_CSP);
      if (!res.hasHeader('x-frame-options')) res.setHeader('x-frame-options', 'DENY');
    }
    const nonce = named ? fresh : createDigitNonce();
    // The body changes length, and a cached copy would carry a nonce the next CSP won't match.
    // A `no-store` already set stays, stricter still: Next's on a page rendered per request, and
    // proxy.ts's on an address that names a swap (/swap?swap=…, /transaction-status?id=…).
    res.removeHeader('content-length');
    res.removeHeader('etag');
    res.removeHeader('last-modified');
    const cacheControl = String(res.getHeader('cache-control') ?? '');
    if (!/(^|[\s,])no-store([\s,]|$)/i.test(cacheControl)) {
      res.setHeader('cache-control', 'private, no-cache');
    }
    const rewriter = createNonceRewriter({ placeholder, nonce, html });
    return (state = { rewriter, decoder: new TextDecoder() });
  };

  /** @param {unknown} chunk */
  const transform = (chunk) => {
    if (chunk == null || !state) return chunk;
    const text =
      typeof chunk === 'string'
        ? chunk
        : state.decoder.decode(/** @type {Uint8Array} */ (chunk), { stream: true });
    return Buffer.from(state.rewriter.push(text));
  };

  /** @param {number} statusCode @param {unknown[]} rest */
  target.writeHead = function (statusCode, ...rest) {
    // Headers given here are set first, so decide() sees (and may change) them all.
    const headers = rest.find((arg) => arg && typeof arg === 'object');
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) res.appendHeader(headers[i], headers[i + 1]);
    } else if (headers) {
      for (const [key, value] of Object.entries(headers))
        res.setHeader(key, /** @type {any} */ (value));
    }
    const message = typeof rest[0] === 'string' ? rest[0] : undefined;
    decide();
    return message
      ? writeHead.call(this, statusCode, /** @type {any} */ (message))
      : writeHead.call(this, statusCode);
  };

  /** @param {any[]} args */
  target.write = function (...args) {
    decide();
    if (!state) return write.apply(this, /** @type {any} */ (args));
    const [chunk, encoding, callback] = args;
    const cb = typeof encoding === 'function' ? encoding : callback;
    return write.call(this, transform(chunk), cb);
  };

  /** @param {any[]} args */
  target.end = function (...args) {
    decide();
    if (!state) return end.apply(this, /** @type {any} */ (args));
    const [chunk, encoding, callback] = args;
    const cb =
      typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback;
    const body =
      typeof chunk === 'function' ? null : /** @type {Buffer | null} */ (transform(chunk));
    const tail = state.rewriter.push(state.decoder.decode()) + state.rewriter.flush();
    const out = Buffer.concat([body ?? Buffer.alloc(0), Buffer.from(tail)]);
    return end.call(this, out, cb);
  };
}
