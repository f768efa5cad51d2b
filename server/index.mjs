// @ts-check
// Production server: Next's request handler behind gzip/brotli compression and the CSP nonce
// rewriter (server/nonce.mjs). Started by `npm run serve` (and `npm start`, which builds first).
// Start-up order and the orderly shutdown live in server/lifecycle.mjs.
import { createServer } from 'node:http';
import next from 'next';
import { setClientIp, trustedProxiesFromEnv } from './client-ip.mjs';
import { createCompression } from './compress.mjs';
import { createConnectionCap, maxConnectionsFromEnv } from './connection-cap.mjs';
import { createLifecycle } from './lifecycle.mjs';
import { log, routeConsoleToLog } from './log.mjs';
import { injectNonce } from './nonce.mjs';
import { loadNoncePlaceholder, PLACEHOLDER_ENV } from './nonce-placeholder.mjs';
import { guardRequestBody } from './request-guard.mjs';
import { idleWriteTimeout, refuseBeforeNext, setSecurityHeaders } from './request-policy.mjs';
import { escapeUndecodablePath } from './request-url.mjs';
import { openResponseSlot } from './response-slot.mjs';

// Next's own error output (a failed render, a refused server action) as JSON lines too.
routeConsoleToLog();
const port = parsePort(process.env.PORT ?? '3000');
// The build's secret placeholder nonce: proxy.ts hands it to Next (read through lib/env.ts, in
// this process), injectNonce swaps it for each response's nonce. No placeholder, no start.
const noncePlaceholder = loadNoncePlaceholder();
process.env[PLACEHOLDER_ENV] = noncePlaceholder;
const trusted = trustedProxiesFromEnv();
const maxConnectionsPerIp = maxConnectionsFromEnv();
// Next resolves its own URLs against this name; binding to 127.0.0.1 breaks next-intl's
// unprefixed routes (see STACK.md), so Next is told "localhost" and the socket listens on all.
const app = next({ dev: false, hostname: 'localhost', port });
const lifecycle = createLifecycle({ app, port });
// Next's handler works only after app.prepare(), which runs once the port is bound.
const handle = lifecycle.afterPrepare(app.getRequestHandler());
// Every answer the client accepts compressed, Route Handlers' too (server/compress.mjs says why
// they were not before).
const compress = createCompression();
const siteUrl = process.env.SITE_URL;

const server = createServer((req, res) => {
  setClientIp(req, trusted);
  req.url = escapeUndecodablePath(req.url ?? '/');
  // The security headers first: Next answers some requests before proxy.ts runs (a `//` in the
  // path), and Next and proxy.ts set their own on top (server/request-policy.mjs).
  setSecurityHeaders(res);
  idleWriteTimeout(res);
  // Methods a page does not answer (405) and foreign server actions (403), before Next.
  if (refuseBeforeNext(req, res, siteUrl)) return;
  // A page may ask for its own status (the blog search's 429 and 503: lib/http/response-status.mjs).
  openResponseSlot(req, res);
  // Oversized bodies are refused before Next buffers a byte of them (server/request-guard.mjs).
  guardRequestBody(req, res, (request) => {
    compress(/** @type {any} */ (request), /** @type {any} */ (res), () => {
      injectNonce(res, noncePlaceholder);
      void handle(request, res);
    });
  });
});
server.keepAliveTimeout = 65_000;
// A request's headers must arrive within 20 s and the whole request within 30 s; slow senders
// cannot hold a connection for Node's default 5 minutes. (Long answers, such as the streamed
// offers, are not bounded by these: they count only the request.)
server.headersTimeout = 20_000;
server.requestTimeout = 30_000;
server.on(
  'connection',
  createConnectionCap({
    max: maxConnectionsPerIp,
    trusted,
    warn: (msg, fields) => log('warn', msg, fields),
  }).onConnection,
);
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
