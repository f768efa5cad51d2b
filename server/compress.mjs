// @ts-check
// gzip/brotli for every answer the client accepts compressed, pages and Route Handlers alike.
//
// Why Route Handler answers (sitemaps, feeds, robots.txt, every /api JSON answer) went out
// uncompressed while pages did not (security review 2026-12, M5): Next copies a Route Handler's
// headers with NodeNextResponse.appendHeader, which always stores the value as an array
// (`setHeader('content-type', ['application/xml; charset=utf-8'])`); pages set theirs with a
// plain setHeader. `compression`'s default filter hands Content-Type to `compressible`, which
// answers false for anything but a string, so every Route Handler answer was "filtered". The
// filter below reads a one-value array as its value (and writes it back as a string).
import compression from 'compression';

/**
 * Content-Type as one string, whatever shape Next stored it in; the header is rewritten as a
 * string so that `compression`'s own checks read it too.
 * @param {import('node:http').ServerResponse} res
 */
export function contentTypeOf(res) {
  const value = res.getHeader('Content-Type');
  if (!Array.isArray(value)) return value === undefined ? '' : String(value);
  const joined = value.join(', ');
  if (!res.headersSent) res.setHeader('Content-Type', joined);
  return joined;
}

/**
 * The server's compression middleware: answers of 1 KiB or more, of a compressible type, for
 * clients that accept gzip or brotli. Streamed answers (offers as NDJSON) must reach the browser
 * line by line; gzip would hold them back until its buffer fills, so they go uncompressed.
 */
export function createCompression() {
  return compression({
    threshold: 1024,
    filter: (req, res) => {
      const type = contentTypeOf(/** @type {import('node:http').ServerResponse} */ (res));
      if (type.startsWith('application/x-ndjson')) return false;
      return compression.filter(req, res);
    },
  });
}
