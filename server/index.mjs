// @ts-check
// Production server: Next's request handler behind gzip/brotli compression and the CSP nonce
// rewriter (server/nonce.mjs). Started by `npm run serve` (and `npm start`, which builds first).
import { createServer } from 'node:http';
import compression from 'compression';
import next from 'next';
import { setClientIp } from './client-ip.mjs';
import { injectNonce } from './nonce.mjs';
import { loadNoncePlaceholder, PLACEHOLDER_ENV } from './nonce-placeholder.mjs';

const port = parsePort(process.env.PORT ?? '3000');
// The build's secret placeholder nonce: proxy.ts hands it to Next (read through lib/env.ts, in
// this process), injectNonce swaps it for each response's nonce. No placeholder, no start.
const noncePlaceholder = loadNoncePlaceholder();
process.env[PLACEHOLDER_ENV] = noncePlaceholder;
const trustedHops = Number.parseInt(process.env.TRUST_PROXY_HOPS ?? '0', 10) || 0;
// Next resolves its own URLs against this name; binding to 127.0.0.1 breaks next-intl's
// unprefixed routes (see STACK.md), so Next is told "localhost" and the socket listens on all.
const app = next({ dev: false, hostname: 'localhost', port });
const handle = app.getRequestHandler();
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

await app.prepare();

const server = createServer((req, res) => {
  setClientIp(req, trustedHops);
  compress(/** @type {any} */ (req), /** @type {any} */ (res), () => {
    injectNonce(res, noncePlaceholder);
    void handle(req, res);
  });
});
server.keepAliveTimeout = 65_000;
server.listen(port, () => {
  log('info', 'server listening', { port });
  void warmUp();
});

// Next runs instrumentation.ts (configuration check, database open, migrations, seed) on the
// first request; asking once now makes a bad start fail at once instead of on a visitor.
async function warmUp() {
  const response = await fetch(`http://localhost:${port}/api/health/live`).catch(() => null);
  if (!response || response.status >= 500) {
    log('error', 'startup failed: see the error above', { status: response?.status ?? null });
    process.exit(1);
  }
  log('info', 'server ready', { port });
}

/** @param {'info' | 'error'} level @param {string} msg @param {Record<string, unknown>} fields */
function log(level, msg, fields) {
  const stream = level === 'error' ? process.stderr : process.stdout;
  stream.write(`${JSON.stringify({ level, time: new Date().toISOString(), msg, ...fields })}\n`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}

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
