// `npm run bench`: measures a running production server (it builds and starts nothing of the
// site itself). Start the site first (`npm start`, or `npm run serve` after a build), then run
// this. Results go to docs/performance.md.
//
//   BENCH_URL        the server to measure (default http://localhost:3000)
//   BENCH_DURATION   seconds per target (default 10), BENCH_CONNECTIONS (default 50)
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { offerTimings, startBenchServer } from './offers.mjs';
import { measureSwapReads, swapReadLines } from './reads.mjs';
import { refusalTimings, slowUploadMemory } from './uploads.mjs';

const base = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
// Reference from ../shared/STACK.md: a bare Next 16 static page behind a next-intl proxy on this
// machine type (the target is half of it for the home page).
const BARE_STATIC_REFERENCE = 630;

const targets = [
  { name: 'Home, English (`/`)', path: '/' },
  { name: 'Home, French (`/fr`)', path: '/fr' },
  { name: 'Redirect (`/Swap` → `/swap`, 308)', path: '/Swap' },
  { name: 'Liveness (`/api/health/live`)', path: '/api/health/live' },
  // For comparison: a page rendered per request with Next's own nonce (the 404 page).
  { name: 'Per-request render (404 page `/fr/no-such-page`)', path: '/fr/no-such-page' },
];

/**
 * A random documentation-range IPv6 address, so per-client rate limits do not kick in: each in
 * its own /64, because rate limits count a /64 as one client.
 */
const randomClient = () =>
  `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}::1`;

async function measure(url, { spreadClients = false } = {}) {
  const options = { url, connections, duration };
  if (spreadClients) {
    options.requests = [
      {
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, 'x-forwarded-for': randomClient() },
        }),
      },
    ];
  }
  // A short warm-up so JIT and caches are settled before the measured window.
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon(options);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    codes: Object.entries(result)
      .filter(([key, value]) => /^\dxx$/.test(key) && value > 0)
      .map(([key, value]) => `${key}: ${value}`)
      .join(', '),
  };
}

async function rawBaseline(bytes) {
  const child = spawn(process.execPath, ['bench/raw-server.mjs', '3990', String(bytes)]);
  await new Promise((resolve) => child.stdout.once('data', resolve));
  try {
    return await measure('http://127.0.0.1:3990/');
  } finally {
    child.kill();
  }
}

function proxyCost() {
  execFileSync('npx', ['vitest', 'bench', '--run', '--outputJson', '.bench-proxy.json'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const report = JSON.parse(readFileSync('.bench-proxy.json', 'utf8'));
  return report.files.flatMap((file) => file.groups.flatMap((group) => group.benchmarks));
}

const health = await fetch(`${base}/api/health/ready`).catch(() => null);
if (!health?.ok) {
  process.stderr.write(`No ready server at ${base}. Start it first: npm start\n`);
  process.exit(1);
}
const homeBytes = (await (await fetch(`${base}/`)).text()).length;

const rows = [];
for (const target of targets) {
  process.stdout.write(`measuring ${target.path} ...\n`);
  rows.push({ ...target, ...(await measure(base + target.path)) });
}
process.stdout.write('measuring the raw node:http baseline ...\n');
const raw = await rawBaseline(homeBytes);
process.stdout.write('measuring proxy.ts in process ...\n');
const proxy = proxyCost();

// The API measurements run on a second server from the same build (local only), whose client
// address comes from X-Forwarded-For so the load is not just the rate limiter's 429s; and a third
// with one sandbox provider hanging.
const local = /^http:\/\/(localhost|127\.0\.0\.1)(:|$)/.test(base);
let api = null;
if (local) {
  const apiServer = await startBenchServer(3993, { TRUSTED_PROXIES: '127.0.0.1/32,::1/128' });
  try {
    process.stdout.write('measuring offers (sandbox) ...\n');
    const healthy = await offerTimings(apiServer.url, 30, 'from=btc&to=eth&rateType=all');
    api = { healthy };
  } finally {
    apiServer.stop();
  }
  const faulty = await startBenchServer(3994, { SANDBOX_FAULTS: 'sandbox-harbor:hang' });
  try {
    process.stdout.write('measuring offers with one provider hanging ...\n');
    api.hanging = await offerTimings(faulty.url, 5, 'from=btc&to=eth&rateType=all');
  } finally {
    faulty.stop();
  }
  // The connection cap is raised so that all 200 uploads reach the body guard itself.
  const uploadServer = await startBenchServer(3995, { MAX_CONNECTIONS_PER_IP: '1000' });
  try {
    process.stdout.write('measuring 413 answers to huge and slow uploads ...\n');
    api.uploads = {
      timing: await refusalTimings(uploadServer.url),
      memory: await slowUploadMemory(uploadServer.url, Number(uploadServer.pid)),
    };
  } finally {
    uploadServer.stop();
  }
  // GET /api/v1/swaps/{id} on PGlite and on PostgreSQL (bench/reads.mjs).
  api.reads = await measureSwapReads({ connections, duration });
}

const fmt = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
const home = rows[0];
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const lines = [
  '# Performance',
  '',
  'Written by `npm run bench` against a running production server (`npm start`). Numbers from',
  'one run on one machine; compare runs on the same machine only.',
  '',
  `- Date: ${new Date().toISOString()}`,
  `- Machine: ${os.cpus().length} × ${cpu}, ${fmt(os.totalmem() / 2 ** 30, 1)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`,
  `- Server: ${base} (load generator on the same machine, loopback)`,
  `- Load: autocannon, ${connections} connections, ${duration} s per target after a 2 s warm-up`,
  '',
  '## Throughput and latency',
  '',
  '| target | requests/s | p50 ms | p99 ms | answers | errors |',
  '|---|---:|---:|---:|---|---:|',
  ...rows.map(
    (row) =>
      `| ${row.name} | ${fmt(row.rps)} | ${row.p50} | ${row.p99} | ${row.codes} | ${row.errors} |`,
  ),
  `| Baseline: raw \`node:http\`, fixed ${fmt(homeBytes)}-byte HTML | ${fmt(raw.rps)} | ${raw.p50} | ${raw.p99} | ${raw.codes} | ${raw.errors} |`,
  '',
  '## Against the targets',
  '',
  `- Home page vs a bare Next 16 static page behind a next-intl proxy (${BARE_STATIC_REFERENCE} req/s on this machine type, ../shared/STACK.md): **${fmt(home.rps / BARE_STATIC_REFERENCE, 2)}×** (target ≥ 0.5×).`,
  `- Home page vs a page of this site rendered per request (the 404 page), same run: ${fmt(home.rps / rows[4].rps, 2)}×.`,
  `- Home page vs raw \`node:http\` serving the same number of bytes, same run: ${fmt(home.rps / raw.rps, 3)}×.`,
  '',
  '## proxy.ts per request (in process, `tests/bench/proxy.bench.ts`)',
  '',
  '| case | mean ms | p99 ms | calls/s |',
  '|---|---:|---:|---:|',
  ...proxy.map((b) => `| ${b.name} | ${fmt(b.mean, 3)} | ${fmt(b.p99, 3)} | ${fmt(b.hz)} |`),
  '',
  `Target: the proxy adds ≤ 1 ms per request. Worst mean here: ${fmt(Math.max(...proxy.map((b) => b.mean)), 3)} ms.`,
  '',
  ...(api
    ? offerLines(api)
    : ['## Offers and swaps', '', `Not measured: BENCH_URL (${base}) is not local.`, '']),
  '## How the page stays cheap',
  '',
  'Pages are prerendered at build time. Each response gets a fresh CSP nonce from proxy.ts, and',
  'server/nonce.mjs writes it into the prerendered HTML as it streams out, so no page renders per',
  'request just to carry a nonce (see docs/decisions/0001-csp-nonce.md).',
  '',
];
writeFileSync('docs/performance.md', lines.join('\n'));
process.stdout.write(`${lines.join('\n')}\n`);

/** @param {any} api */
function offerLines(api) {
  const row = (name, t) =>
    `| ${name} | ${t.runs} | ${fmt(t.firstP50)} | ${fmt(t.firstP95)} | ${fmt(t.lastP50)} | ${fmt(t.lastP95)} | ${fmt(t.allP50)} | ${fmt(t.allP95)} | ${t.offers} | ${t.failures.join(', ') || 'none'} |`;
  return [
    '## Offers and swaps (sandbox, `GET /api/v1/offers` streamed as NDJSON)',
    '',
    'Time from sending the request to the first offer line, the last offer line and the `done` line, each run with a',
    'new amount so nothing comes from the 15 s offer cache. The sandbox providers answer after 60,',
    '140 and 220 ms on purpose, like remote APIs; with `SANDBOX_FAULTS=sandbox-harbor:hang` one of',
    `them never answers and is cut off at its deadline (PROVIDER_TIMEOUT_MS, ${process.env.PROVIDER_TIMEOUT_MS ?? 6000} ms).`,
    '',
    '| case | runs | first offer p50 ms | p95 | last offer p50 ms | p95 | done p50 ms | p95 | offers (min) | failures |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    row('3 healthy sandbox providers, fixed + floating', api.healthy),
    row('one provider hanging', api.hanging),
    '',
    `Targets: first offer ≤ 300 ms after the request: p50 ${fmt(api.healthy.firstP50)} ms, p95 ${fmt(api.healthy.firstP95)} ms (${fmt(api.hanging.firstP50)} ms with one provider hanging). All healthy offers within the per-provider deadline: the last healthy offer arrives after ${fmt(api.hanging.lastP95)} ms (p95) with one provider hanging; only \`done\` waits for the hanging one's deadline. The first run of each server is in these figures (cold caches).`,
    '',
    ...swapReadLines(api.reads, { connections, duration }),
    ...uploadLines(api.uploads),
  ];
}

/** @param {any} uploads */
function uploadLines(uploads) {
  const t = uploads.timing;
  const m = uploads.memory;
  return [
    '## Huge and slow uploads (`server/request-guard.mjs`)',
    '',
    'A client sends the headers of `POST /api/v1/swaps` declaring `Content-Length: 50000000`, then',
    '1 KB, then nothing. Time from sending to the first byte of the answer:',
    '',
    '| uploads | answered 413 | p50 ms | p95 ms | max ms |',
    '|---:|---:|---:|---:|---:|',
    `| ${t.attempts} (one after another) | ${t.refused413} | ${fmt(t.p50, 1)} | ${fmt(t.p95, 1)} | ${fmt(t.max, 1)} |`,
    '',
    `Memory: the server's RSS was ${fmt(m.beforeMiB, 1)} MiB before and ${fmt(m.afterMiB, 1)} MiB after ${m.sockets} such uploads opened at once (${m.refused413} answered 413, ${m.closedUnanswered} closed unanswered). Target: the 413 within 100 ms, and no memory held for bodies that were never read.`,
    '',
  ];
}
