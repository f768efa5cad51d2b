import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { fuzzText } from './support/fuzz-inputs';
import { rawRequest, type RawRequest } from './support/raw-http';
import { errorLines, startOwnServer, type OwnServer } from './support/own-server';
import { MAIN, PORTS } from './support/ports';
import { visitorIp } from './support/http';

// Property test: random bytes, percent-escapes (valid and not), unicode and long or mixed-case
// text in every dynamic segment and query parameter of every route, sent byte for byte to a
// production server whose log this spec reads. No answer may be a 5xx and nothing may be
// logged at error level. The seed is fixed so CI runs the same inputs every time; fast-check
// prints the seed and the shrunk counterexample when a property fails.

const SEED = 20_261_108;
const RUNS = 100;

type Target = { name: string; build: (a: Buffer, b: Buffer) => RawRequest };
const get = (...parts: Array<string | Buffer>): RawRequest => ({
  method: 'GET',
  target: Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part))),
});

const targets: Target[] = [
  { name: 'GET /api/v1/swaps/{id}', build: (id) => get('/api/v1/swaps/', id) },
  {
    name: 'GET /api/v1/swaps/{id}/simulate',
    build: (id) => get('/api/v1/swaps/', id, '/simulate'),
  },
  {
    name: 'POST /api/v1/swaps/{id}/simulate',
    build: (id) => ({
      ...get('/api/v1/swaps/', id, '/simulate'),
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: MAIN },
      body: JSON.stringify({ action: 'deposit' }),
    }),
  },
  { name: 'GET /apiglobal/locale/{code}', build: (code) => get('/apiglobal/locale/', code) },
  { name: 'GET /sitemaps/{file}', build: (file) => get('/sitemaps/', file) },
  { name: 'GET /{rest}', build: (rest) => get('/', rest) },
  { name: 'GET /fr/{rest}', build: (rest) => get('/fr/', rest) },
  {
    name: 'GET /{locale}/{...rest}',
    build: (locale, rest) => get('/', locale, '/', rest, '/', rest),
  },
  {
    name: 'GET /api/v1/offers?from&to&amount',
    build: (a, b) => get('/api/v1/offers?from=', a, '&to=', b, '&amount=', a),
  },
  {
    name: 'GET /api/v1/currencies?{key}={value}',
    build: (a, b) => get('/api/v1/currencies?', a, '=', b),
  },
  { name: 'GET /swap?swap=', build: (swap) => get('/swap?swap=', swap) },
  {
    name: 'GET /fr/swap?from&to&swap',
    build: (a, b) => get('/fr/swap?from=', a, '&to=', b, '&swap=', a),
  },
  { name: 'GET /transaction-status?id=', build: (id) => get('/transaction-status?id=', id) },
];

let server: OwnServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer(PORTS.main + 20, 'fuzz');
});

test.afterAll(async () => {
  await server?.stop();
});

/** Sends the request, then follows one same-site redirect: the page it leads to must hold too. */
async function answers(port: number, request: RawRequest): Promise<Array<[string, number]>> {
  const first = await rawRequest(port, request);
  const sent = `${request.method} ${request.target.toString('latin1').slice(0, 300)}`;
  if (!first.location?.startsWith('/') || first.location.startsWith('//')) {
    return [[sent, first.status]];
  }
  const next = {
    method: 'GET' as const,
    target: Buffer.from(first.location, 'latin1'),
    headers: request.headers,
  };
  const second = await rawRequest(port, next);
  return [
    [sent, first.status],
    [`GET ${first.location.slice(0, 300)} (redirected)`, second.status],
  ];
}

targets.forEach((target, index) => {
  test(`${target.name}: no 5xx and no error log for any input`, async () => {
    test.setTimeout(300_000);
    const port = PORTS.main + 20;
    const tally = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fuzzText, fuzzText, async (a, b) => {
        const request = target.build(a, b);
        request.headers = { ...request.headers, 'X-Forwarded-For': visitorIp() };
        const before = server.lines().length;
        const results = await answers(port, request);
        const logged = errorLines(server.lines().slice(before));
        for (const [sent, status] of results) {
          tally.set(status, (tally.get(status) ?? 0) + 1);
          expect(status, sent).toBeLessThan(500);
        }
        expect(logged, results[0]![0]).toEqual([]);
      }),
      { seed: SEED + index, numRuns: RUNS },
    );
    // How many answers had which status, to see at a glance that inputs reached the routes.
    test.info().annotations.push({ type: 'statuses', description: JSON.stringify([...tally]) });
  });
});

test('nothing at error level reached the log after the last answer either', async () => {
  // Lines written while the last answers were read may reach this process a moment later.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(errorLines(server.lines())).toEqual([]);
});
