// Swap reads under load for `npm run bench`: GET /api/v1/swaps/{id} at BENCH_CONNECTIONS on two
// servers from the same build, one on the embedded database (PGlite) and one on PostgreSQL, each
// with a sandbox swap of its own. Every request reads the database (nothing caches a swap's view);
// past the read queue (lib/db/gate.ts) the answer is 503 with Retry-After, never a dropped
// connection, so any `errors` here are the load generator's own timeouts (10 s) or resets.
//
//   BENCH_DATABASE_URL  a PostgreSQL server whose user may create databases (default
//                       postgres://postgres@127.0.0.1:5432/test); the bench creates a database of
//                       its own there, lets the server migrate it on start, and drops it after.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { createSandboxSwap, startBenchServer } from './offers.mjs';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A random documentation-range IPv6 address, each in its own /64 (rate limits count a /64 as one
 * client), so the per-client read limit (240/min) does not answer the bench instead of the route.
 */
const randomClient = () =>
  `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}::1`;

/**
 * @param {string} url
 * @param {{ connections: number, duration: number }} load
 */
async function readLoad(url, { connections, duration }) {
  const options = {
    url,
    connections,
    duration,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, 'x-forwarded-for': randomClient() },
        }),
      },
    ],
  };
  // A short warm-up so JIT and caches are settled before the measured window.
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon(options);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    answers: Object.entries(result.statusCodeStats ?? {})
      .map(([status, { count }]) => `${status}: ${count}`)
      .join(', '),
    errors: result.errors + result.timeouts,
    timeouts: result.timeouts,
  };
}

/**
 * A database of its own on the PostgreSQL server of `adminUrl`, dropped by `drop()`.
 * @param {string} adminUrl
 */
async function benchDatabase(adminUrl) {
  const name = `swaplens_bench_${randomBytes(6).toString('hex')}`;
  /** @param {string} statement */
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * Starts a server on `port` with `extra` environment, creates a sandbox swap and measures reads.
 * @param {string} database
 * @param {number} port
 * @param {Record<string, string>} extra
 * @param {{ connections: number, duration: number }} load
 */
async function measureOn(database, port, extra, load) {
  const server = await startBenchServer(port, {
    // The load generator's X-Forwarded-For names the client (see randomClient).
    TRUSTED_PROXIES: '127.0.0.1/32,::1/128',
    // Rate-limit counters of this process only, not a shared Redis.
    REDIS_URL: '',
    ...extra,
  });
  try {
    const swapId = await createSandboxSwap(server.url);
    return { database, ...(await readLoad(`${server.url}/api/v1/swaps/${swapId}`, load)) };
  } finally {
    // Before its database is dropped: requests still queued must not meet a vanished database.
    await server.stop();
  }
}

/**
 * Measures GET /api/v1/swaps/{id} on PGlite and on PostgreSQL, one after the other.
 * @param {{ connections: number, duration: number, ports?: [number, number], databaseUrl?: string }} options
 * @returns {Promise<{ database: string, rps: number, p50: number, p99: number, answers: string, errors: number, timeouts: number }[]>}
 */
export async function measureSwapReads({
  connections,
  duration,
  ports = [3996, 3997],
  databaseUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL,
}) {
  const load = { connections, duration };
  const rows = [];
  process.stdout.write('measuring GET /api/v1/swaps/{id} on PGlite ...\n');
  rows.push(await measureOn('PGlite (embedded, default)', ports[0], {}, load));
  process.stdout.write('measuring GET /api/v1/swaps/{id} on PostgreSQL ...\n');
  const own = await benchDatabase(databaseUrl);
  try {
    rows.push(
      await measureOn('PostgreSQL (`DATABASE_URL`)', ports[1], { DATABASE_URL: own.url }, load),
    );
  } finally {
    await own.drop();
  }
  return rows;
}

const fmt = (/** @type {number} */ n) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });

/**
 * The markdown section of docs/performance.md for these rows.
 * @param {Awaited<ReturnType<typeof measureSwapReads>>} rows
 * @param {{ connections: number, duration: number }} load
 */
export function swapReadLines(rows, { connections, duration }) {
  return [
    '## Swap reads under load (`GET /api/v1/swaps/{id}`)',
    '',
    `One sandbox swap read by ${connections} connections for ${duration} s (after a 2 s warm-up), each`,
    'request from another client address (X-Forwarded-For from the trusted loopback), so the',
    'per-client read limit (240/min) stays out of the way; the global one (12,000/min per process)',
    'is not reached below 1,000 requests/s. Every request reads the database: the row and its',
    'history, through the read queue (lib/db/gate.ts: PGlite 1 at a time, PostgreSQL 8, 100',
    'waiting, 3 s at most). A full queue answers 503 with Retry-After (counted under answers);',
    '"errors" are connections the load generator saw fail or time out (10 s).',
    '',
    '| database | requests/s | p50 ms | p99 ms | answers | errors |',
    '|---|---:|---:|---:|---|---:|',
    ...rows.map(
      (row) =>
        `| ${row.database} | ${fmt(row.rps)} | ${row.p50} | ${row.p99} | ${row.answers} | ${row.errors}${row.timeouts ? ` (${row.timeouts} timeouts)` : ''} |`,
    ),
    '',
    'Target: 0 errors at 50 connections.',
    '',
  ];
}
