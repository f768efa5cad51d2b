// @ts-check
// Production server: Next's request handler behind gzip/brotli compression and the CSP nonce
// rewriter (server/nonce.mjs). Started by `npm run serve` (and `npm start`, which builds first).
// Start-up order and the orderly shutdown live in server/lifecycle.mjs.
import { createServer } from 'node:http';
import compression from 'compression';
import next from 'next';
import { setClientIp } from './client-ip.mjs';
import { createLifecycle } from './lifecycle.mjs';
import { injectNonce } from './nonce.mjs';
import { escapeUndecodablePath } from './request-url.mjs';

const port = parsePort(process.env.PORT ?? '3000');
const trustedHops = Number.parseInt(process.env.TRUST_PROXY_HOPS ?? '0', 10) || 0;
// Next resolves its own URLs against this name; binding to 127.0.0.1 breaks next-intl's
// unprefixed routes (see STACK.md), so Next is told "localhost" and the socket listens on all.
const app = next({ dev: false, hostname: 'localhost', port });
const lifecycle = createLifecycle({ app, port });
// Next's handler works only after app.prepare(), which runs once the port is bound.
const handle = lifecycle.afterPrepare(app.getRequestHandler());
// Streamed answers (offers as NDJSON) must reach the browser line by line; gzip would hold them
// back until its buffer fills, so they go uncompressed.
const compress = compression({
  threshold: 1024,
  filter: (req, res) => {
    const type = String(res.getHeader('Content-Type') ?? '');
    if (type.startsWith('application/x-ndjson')) return false;
    return compression.filter(req, res);
  },
});

const server = createServer((req, res) => {
  setClientIp(req, trustedHops);
  req.url = escapeUndecodablePath(req.url ?? '/');
  compress(/** @type {any} */ (req), /** @type {any} */ (res), () => {
    injectNonce(res);
    void handle(req, res);
  });
});
server.keepAliveTimeout = 65_000;
lifecycle.start(server);

/** @param {string} value */
function parsePort(value) {
  const parsed = Number.parseInt(value, 10);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65_535) {
    throw new Error(
      `Invalid environment configuration:\n  PORT: must be a port number, got "${value}"`,
    );
  }
  return parsed;
}
