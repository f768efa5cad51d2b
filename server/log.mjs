// @ts-check
// The server's own log lines, in the same JSON shape as lib/log (which lives inside Next's
// bundle and cannot be imported here). Startup and shutdown lines are always written.
import { inspect } from 'node:util';

/** @param {unknown} value */
function serialise(value) {
  return value instanceof Error
    ? { name: value.name, message: value.message, stack: value.stack }
    : value;
}

/** @param {'info' | 'warn' | 'error'} level @param {string} msg @param {Record<string, unknown>} [fields] */
export function log(level, msg, fields = {}) {
  const stream = level === 'info' ? process.stdout : process.stderr;
  /** @type {Record<string, unknown>} */
  const entry = { level, time: new Date().toISOString(), msg };
  for (const [key, value] of Object.entries(fields)) entry[key] = serialise(value);
  stream.write(`${JSON.stringify(entry)}\n`);
}

/**
 * Sends console.error and console.warn (what Next writes for a failed render or a refused server
 * action, with its stack trace) through log() as one JSON line each: the message and any Error
 * as fields, so a log collector keeps a stack trace in one record.
 * @param {Console} [target]
 */
export function routeConsoleToLog(target = console) {
  for (const level of /** @type {const} */ (['error', 'warn'])) {
    target[level] = (/** @type {unknown[]} */ ...args) => {
      const error = args.find((arg) => arg instanceof Error);
      const text = args
        .filter((arg) => arg !== error)
        .map((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: 4 })))
        .join(' ');
      log(level, text || (error instanceof Error ? error.message : ''), error ? { error } : {});
    };
  }
}
