// @ts-check
// Offer timings for `npm run bench`: how long after the request the first offer and the last
// one arrive on the NDJSON stream of GET /api/v1/offers.
import { spawn } from 'node:child_process';

/**
 * @param {string} base
 * @param {number} runs
 * @param {string} pair query without the amount, e.g. 'from=btc&to=eth&rateType=all'
 */
export async function offerTimings(base, runs, pair) {
  /** @type {{ first: number; lastOffer: number; all: number; offers: number; failures: string[] }[]} */
  const samples = [];
  for (let i = 0; i < runs; i += 1) {
    // A different amount every time, so no answer comes from the short offer cache.
    const amount = (0.1 + i / 1000 + Math.random() / 1e6).toFixed(8);
    const started = performance.now();
    const response = await fetch(`${base}/api/v1/offers?${pair}&amount=${amount}`, {
      headers: { Accept: 'application/x-ndjson' },
    });
    if (!response.ok || !response.body) throw new Error(`offers: HTTP ${response.status}`);
    let first = NaN;
    let offers = 0;
    let lastOffer = NaN;
    /** @type {string[]} */
    const failures = [];
    let buffer = '';
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      buffer += decoder.decode(read.value, { stream: true });
      let newline;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const event = JSON.parse(buffer.slice(0, newline));
        buffer = buffer.slice(newline + 1);
        if (event.type === 'offer') {
          offers += 1;
          lastOffer = performance.now() - started;
          if (Number.isNaN(first)) first = performance.now() - started;
        }
        if (event.type === 'failure')
          failures.push(`${event.failure.provider.id}: ${event.failure.reason}`);
      }
    }
    samples.push({ first, lastOffer, all: performance.now() - started, offers, failures });
  }
  return summarise(samples);
}

/** @param {{ first: number; lastOffer: number; all: number; offers: number; failures: string[] }[]} samples */
function summarise(samples) {
  /** @param {number[]} values @param {number} q */
  const quantile = (values, q) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  };
  const firsts = samples.map((s) => s.first);
  const alls = samples.map((s) => s.all);
  const lasts = samples.map((s) => s.lastOffer);
  return {
    runs: samples.length,
    firstP50: quantile(firsts, 0.5),
    firstP95: quantile(firsts, 0.95),
    lastP50: quantile(lasts, 0.5),
    lastP95: quantile(lasts, 0.95),
    allP50: quantile(alls, 0.5),
    allP95: quantile(alls, 0.95),
    offers: Math.min(...samples.map((s) => s.offers)),
    failures: [...new Set(samples.flatMap((s) => s.failures))],
  };
}

/**
 * Starts another server from the same build, on its own port and data folder, with extra
 * environment (SANDBOX_FAULTS for a hanging provider; TRUSTED_PROXIES=127.0.0.1/32,::1/128 so
 * the load generator can spread requests over many client addresses and measure the route, not
 * the rate limiter).
 * @param {number} port
 * @param {Record<string, string>} extra
 */
export async function startBenchServer(port, extra) {
  const child = spawn(process.execPath, ['server/index.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: `.data/bench-${port}`,
      JOBS: 'false',
      LOG_LEVEL: 'warn',
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('server ready')) resolve(undefined);
    });
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url: `http://localhost:${port}`,
    pid: child.pid,
    /** Asks the server to shut down; resolves once it has exited. */
    stop: () => {
      child.kill();
      return exited;
    },
  };
}

/**
 * Creates one sandbox swap through the API and answers its id.
 * @param {string} base
 */
export async function createSandboxSwap(base) {
  const offers = await (
    await fetch(`${base}/api/v1/offers?from=btc&to=eth&amount=0.1&rateType=floating`)
  ).json();
  const offer = offers.offers[0];
  if (!offer) throw new Error('no sandbox offer to create a swap with');
  const response = await fetch(`${base}/api/v1/swaps`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({
      provider: offer.provider.id,
      from: 'btc',
      to: 'eth',
      amount: '0.1',
      direction: 'direct',
      rateType: 'floating',
      payoutAddress: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
      refundAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      acceptTerms: true,
    }),
  });
  if (response.status !== 201)
    throw new Error(`create swap: HTTP ${response.status} ${await response.text()}`);
  // As shown to people (upper case): API paths get no URL rules, so this is answered in place.
  return String((await response.json()).id);
}
