// @ts-check
// Limits that must hold before Next reads a byte of a request body. Next buffers every non-GET
// body in memory for proxy.ts (up to its own limit) before any route code runs, so the routes'
// caps (lib/api/body.ts) would come too late: a client declaring 50 MB and sending it slowly
// would pin memory and a connection for minutes. Here an oversized body is refused at once:
// - Content-Length above MAX_REQUEST_BODY_BYTES: 413 before the body is read;
// - a chunked body: read here (it is at most MAX_REQUEST_BODY_BYTES) and handed to Next as a
//   complete body, or refused with 413 the moment it passes the limit.
// A refusal closes the connection, so the rest of the upload is never read.
import { IncomingMessage } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The largest request body any route accepts: the largest of lib/api/limits.ts BODY_LIMITS (the
 * contact form's 32 KiB), so no body a route's contract allows is refused here
 * (tests/unit/server/request-guard-limits.test.ts holds the two together).
 */
export const MAX_REQUEST_BODY_BYTES = 32 * 1024;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Api.errors.payload_too_large of every locale in messages/, read once at start, so that the
 * refusal speaks the caller's language without loading the app.
 */
function loadMessages() {
  /** @type {Map<string, string>} */
  const messages = new Map();
  const folder = path.join(root, 'messages');
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const text = JSON.parse(readFileSync(path.join(folder, file), 'utf8'))?.Api?.errors
      ?.payload_too_large;
    if (typeof text === 'string') messages.set(file.slice(0, -'.json'.length), text);
  }
  return messages;
}
const messages = loadMessages();

/** The first supported language of an Accept-Language header, English otherwise. */
export function refusalLocale(/** @type {string | undefined} */ header) {
  for (const part of String(header ?? '').split(',')) {
    const code = part.split(';')[0]?.trim().toLowerCase().split('-')[0] ?? '';
    if (messages.has(code)) return code;
  }
  return 'en';
}

/**
 * Answers 413 with the API's error shape and closes the connection once it is written.
 * @param {IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function refuse(req, res) {
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  const locale = refusalLocale(req.headers['accept-language']);
  const body = JSON.stringify({
    error: { code: 'payload_too_large', message: messages.get(locale) ?? 'Payload too large' },
  });
  res.writeHead(413, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Content-Language': locale,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    // server/index.mjs has set the other security headers before the guard runs.
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    'X-Frame-Options': 'DENY',
    Connection: 'close',
  });
  res.end(body, () => req.socket.destroySoon());
}

/**
 * Calls `next(request)` with a request whose body is known to fit, or answers 413 itself.
 * @param {IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {(request: IncomingMessage) => void} next
 * @param {number} [limit]
 */
export function guardRequestBody(req, res, next, limit = MAX_REQUEST_BODY_BYTES) {
  const declared = req.headers['content-length'];
  if (declared !== undefined) {
    if (Number(declared) > limit) return refuse(req, res);
    return next(req);
  }
  if (!req.headers['transfer-encoding']) return next(req);

  /** @type {Buffer[]} */
  const chunks = [];
  let received = 0;
  let refused = false;
  // A client that hangs up mid-upload ends here; nothing was handed to Next yet.
  req.on('error', () => undefined);
  req.on('data', (/** @type {Buffer} */ chunk) => {
    if (refused) return;
    received += chunk.length;
    if (received > limit) {
      refused = true;
      req.pause();
      refuse(req, res);
      return;
    }
    chunks.push(chunk);
  });
  req.on('end', () => {
    if (!refused) next(replay(req, Buffer.concat(chunks, received)));
  });
}

/**
 * A copy of `req` whose body is `body`, declared with Content-Length: what Next reads instead of
 * the chunked original, which has been consumed.
 * @param {IncomingMessage} req
 * @param {Buffer} body
 */
function replay(req, body) {
  const copy = new IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  const headers = { ...req.headers, 'content-length': String(body.length) };
  delete headers['transfer-encoding'];
  copy.headers = headers;
  copy.rawHeaders = Object.entries(headers).flatMap(([name, value]) =>
    Array.isArray(value) ? value.flatMap((one) => [name, one]) : [name, String(value ?? '')],
  );
  copy.push(body);
  copy.push(null);
  // The whole message has arrived; without this, Node treats the end of the copy as an abort and
  // destroys the shared socket.
  copy.complete = true;
  return copy;
}
