import 'server-only';
import { env } from './env';

// One structured logger. JSON lines in production (one object per line, ready for a log
// collector), readable lines in development. Pass a request id with `child({ requestId })`.

type Level = 'debug' | 'info' | 'warn' | 'error';
type Fields = Record<string, unknown>;

const rank: Record<Level | 'silent', number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 99,
};

export interface Logger {
  debug(msg: string, fields?: Fields): void;
  info(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  error(msg: string, fields?: Fields): void;
  child(fields: Fields): Logger;
}

function serialise(value: unknown): unknown {
  if (value instanceof Error) {
    return { name: value.name, message: value.message, stack: value.stack };
  }
  return value;
}

function write(level: Level, base: Fields, msg: string, fields: Fields | undefined): void {
  const config = env();
  if (rank[level] < rank[config.LOG_LEVEL]) return;
  const entry: Fields = { level, time: new Date().toISOString(), msg, ...base };
  for (const [key, value] of Object.entries(fields ?? {})) entry[key] = serialise(value);
  const stream = level === 'error' || level === 'warn' ? process.stderr : process.stdout;
  if (config.NODE_ENV === 'production') {
    stream.write(`${JSON.stringify(entry)}\n`);
  } else {
    const rest = Object.fromEntries(
      Object.entries(entry).filter(([key]) => !['level', 'time', 'msg'].includes(key)),
    );
    const extra = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : '';
    stream.write(`${level.toUpperCase().padEnd(5)} ${msg}${extra}\n`);
  }
}

function createLogger(base: Fields): Logger {
  return {
    debug: (msg, fields) => write('debug', base, msg, fields),
    info: (msg, fields) => write('info', base, msg, fields),
    warn: (msg, fields) => write('warn', base, msg, fields),
    error: (msg, fields) => write('error', base, msg, fields),
    child: (fields) => createLogger({ ...base, ...fields }),
  };
}

export const log: Logger = createLogger({});

/** The header that carries the request id from proxy.ts to route handlers and pages. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A logger bound to the request id that proxy.ts attached to the request. */
export function requestLogger(headers: Headers): Logger {
  const requestId = headers.get(REQUEST_ID_HEADER);
  return requestId ? log.child({ requestId }) : log;
}
