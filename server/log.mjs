// @ts-check
// The server's own log lines, in the same JSON shape as lib/log (which lives inside Next's
// bundle and cannot be imported here). Startup and shutdown lines are always written.

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
