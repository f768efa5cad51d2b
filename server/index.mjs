// @ts-check
// Production server: Next's request handler behind gzip/brotli compression and the CSP nonce
// rewriter (server/nonce.mjs). Started by `npm run serve` (and `npm start`, which builds first).
import { createServer } from 'node:http';
import compression from 'compression';
import next from 'next';
import { setClientIp } from './client-ip.mjs';
import { injectNonce } from './nonce.mjs';

const port = parsePort(process.env.PORT ?? '3000');
const trustedHops = Number.parseInt(process.env.TRUST_PROXY_HOPS ?? '0', 10) || 0;
// Next resolves its own URLs against this name; binding to 127.0.0.1 breaks next-intl's
// unprefixed routes (see STACK.md), so Next is told "localhost" and the socket listens on all.
const app = next({ dev: false, hostname: 'localhost', port });
const handle = app.getRequestHandler();
const compress = compression({ threshold: 1024 });

await app.prepare();

const server = createServer((req, res) => {
  setClientIp(req, trustedHops);
  compress(/** @type {any} */ (req), /** @type {any} */ (res), () => {
    injectNonce(res);
    void handle(req, res);
  });
});
server.keepAliveTimeout = 65_000;
server.listen(port, () => {
  process.stdout.write(
    `${JSON.stringify({ level: 'info', time: new Date().toISOString(), msg: 'server listening', port })}\n`,
  );
});

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
