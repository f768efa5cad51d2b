import 'server-only';
import { DatabaseClosedError, databaseFailure } from './failure';

// Errors that say "the database cannot answer now" rather than "this request is wrong": API
// routes answer them with 503 and Retry-After, so clients retry instead of reporting a bug.

const CONNECTION_MESSAGES = [
  'Query read timeout', // pg: no answer within query_timeout
  'timeout exceeded when trying to connect', // pg-pool: no connection within the timeout
  'Connection terminated', // pg: the connection dropped (or timed out while opening)
  'Client has encountered a connection error',
  'PGlite is closed',
  'PGlite is closing',
  // pg-pool closed by the shutdown under a request still running (its client had gone, so the
  // drain did not wait for it).
  'Cannot use a pool after calling end on the pool',
];

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

function unavailable(error: Error): boolean {
  if (error instanceof DatabaseClosedError || error === databaseFailure()) return true;
  if (error instanceof WebAssembly.RuntimeError) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // SQLSTATE 08: connection exception; 57: operator intervention (57014 is statement_timeout);
    // 53300: too many connections.
    if (/^(08|57)[0-9A-Z]{3}$/.test(code) || code === '53300' || NETWORK_CODES.has(code)) {
      return true;
    }
  }
  return CONNECTION_MESSAGES.some((message) => error.message.startsWith(message));
}

/** Whether an error (or one of its causes: Drizzle wraps the driver's) is a database outage. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (unavailable(current)) return true;
    current = current.cause;
  }
  return false;
}
