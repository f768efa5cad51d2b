import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { getDb } from '@/lib/db/client';
import { orders, rampCoverage } from '@/lib/db/schema';
import {
  fiatCheckoutResponseSchema,
  fiatOffersResponseSchema,
  type FiatOffersResponse,
} from '@/lib/fiat/contract';
import { coverageDrop, coverageIndex, refreshRampCoverage } from '@/lib/fiat/coverage';
import { clearCoverageHealthForTests, rampCoverageHealth } from '@/lib/fiat/coverage-health';
import { ProviderError } from '@/lib/providers/kit/errors';
import { clearFiatQuoteCache } from '@/lib/fiat/offers';
import { invalidateCacheTags } from '@/lib/cache/tags';
import { setSingletonForTests } from '@/lib/process-singleton.mjs';
import { setRampsForTests } from '@/lib/providers/onramp/registry';
import { createSandboxRamps } from '@/lib/providers/onramp/sandbox';
import type { RampProvider } from '@/lib/providers/onramp/contract';
import { sandboxWorld } from '@/lib/fiat/world';
import { breakers } from '@/lib/rates/ask';
import type * as OffersRoute from '@/app/api/v1/fiat/offers/route';
import type * as CheckoutRoute from '@/app/api/v1/fiat/checkout/route';
import { GET as ready } from '@/app/api/health/ready/route';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { importWithEnv } from '../helpers/env';
import { errorOf, get, jsonPost, SITE, uniqueIp } from '../helpers/requests';

// The fiat side over the sandbox ramps, end to end below the browser: coverage read by the job
// and stored, offers ranked by what is received with the country's own currency and a typical
// amount filled in, the country guessed from the browser's languages, refusals in our words,
// and a checkout on the sandbox page only for an address valid on the coin's network.

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

function offers(query: string): Request {
  return new Request(`${SITE}/api/v1/fiat/offers?${query}`, {
    headers: { accept: 'application/json', [CLIENT_IP_HEADER]: uniqueIp() },
  });
}

describe.for(dbTargets())('the fiat API on $name (sandbox ramps)', (target) => {
  useTestDatabase(target);
  let GET: (typeof OffersRoute)['GET'];
  let POST: (typeof CheckoutRoute)['POST'];
  const ask = async (query: string) => {
    const response = await GET(offers(query), undefined);
    expect(response.status).toBe(200);
    return fiatOffersResponseSchema.parse(await response.json()) as FiatOffersResponse;
  };

  beforeAll(async () => {
    ({ GET } = await importWithEnv({}, () => import('@/app/api/v1/fiat/offers/route')));
    ({ POST } = await importWithEnv({}, () => import('@/app/api/v1/fiat/checkout/route')));
  });

  beforeEach(async () => {
    clearCoverageHealthForTests();
    await (await getDb()).delete(rampCoverage).where(eq(rampCoverage.provider, 'real-ramp'));
    setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
    setRampsForTests(null);
    clearFiatQuoteCache();
    breakers().reset();
    invalidateCacheTags('ramp-coverage');
  });

  it('stores every ramp’s coverage from the job, and serves pages from it', async () => {
    await refreshRampCoverage();
    const rows = await (await getDb()).select().from(rampCoverage);
    expect(rows.map((row) => row.provider).sort()).toEqual([
      'sandbox-atlas',
      'sandbox-meadow',
      'sandbox-prairie',
    ]);
    const index = await coverageIndex();
    expect(index.countries('buy', 'btc')).toEqual(expect.arrayContaining(['DE', 'US', 'BR']));
    expect(index.countries('sell', 'btc')).not.toContain('BR');
    expect(index.regionsDiffer('sell', 'US', 'btc')).toBe(true);
    expect(index.regionsDiffer('buy', 'DE', 'btc')).toBe(false);
    expect(index.fiats({ side: 'buy', crypto: 'btc', country: 'DE' })).toContain('EUR');
  });

  it('counts a real ramp as offered only once its coverage is known', async () => {
    const real = (coverage: () => Promise<never> | ReturnType<RampProvider['coverage']>) =>
      ({
        info: { ...createSandboxRamps(sandboxWorld)[0]!.info, id: 'real-ramp', sandbox: false },
        coverage,
        quote: () => Promise.reject(new Error('not asked')),
        checkout: () => Promise.reject(new Error('not asked')),
      }) as RampProvider;
    const sandbox = createSandboxRamps(sandboxWorld);
    // A build with keys but no network: the real ramp's coverage cannot be read.
    setRampsForTests([real(() => Promise.reject(new Error('offline'))), ...sandbox]);
    await refreshRampCoverage();
    expect((await coverageIndex()).sandboxOnly()).toBe(true);
    // Once read, it is offered, and the screens stop saying Sandbox everywhere.
    setRampsForTests([real(() => sandbox[0]!.coverage()), ...sandbox]);
    await refreshRampCoverage();
    expect((await coverageIndex()).sandboxOnly()).toBe(false);
  });

  const realRamp = (coverage: RampProvider['coverage']) =>
    ({
      info: { ...createSandboxRamps(sandboxWorld)[0]!.info, id: 'real-ramp', sandbox: false },
      coverage,
      quote: () => Promise.reject(new Error('not asked')),
      checkout: () => Promise.reject(new Error('not asked')),
    }) as RampProvider;
  const health = async () => {
    const response = await ready(get('/api/health/ready'), undefined);
    expect(response.status).toBe(200);
    return (await response.json()) as { status: string; ramps?: Record<string, unknown>[] };
  };

  it('keeps a failing ramp’s last good coverage and names it in the health answer', async () => {
    const sandbox = createSandboxRamps(sandboxWorld);
    const offline = () =>
      Promise.reject(new ProviderError('real-ramp', 'unavailable', 'GET /lists: HTTP 503'));
    // Never read: not offered, and health says why instead of nothing at all.
    setRampsForTests([realRamp(offline), ...sandbox]);
    await refreshRampCoverage();
    expect(await health()).toMatchObject({
      status: 'ok',
      ramps: [
        { provider: 'real-ramp', problem: 'read_failed', readAt: null, reason: 'unavailable' },
      ],
    });
    // Read once: offered, and health is quiet again.
    setRampsForTests([realRamp(() => sandbox[0]!.coverage()), ...sandbox]);
    await refreshRampCoverage();
    expect(await health()).not.toHaveProperty('ramps');
    // Failing again: still offered with the stored coverage, and health names its age.
    setRampsForTests([realRamp(offline), ...sandbox]);
    await refreshRampCoverage();
    invalidateCacheTags('ramp-coverage');
    const index = await coverageIndex();
    expect(index.ramps.map((r) => r.info.id)).toContain('real-ramp');
    const [entry] = (await health()).ramps ?? [];
    expect(entry).toMatchObject({ provider: 'real-ramp', problem: 'read_failed' });
    expect(entry?.readAt).toEqual(expect.any(String));
  });

  it('keeps the stored coverage when an answer drops most of its countries or coins (L5)', async () => {
    const sandbox = createSandboxRamps(sandboxWorld);
    const full = await sandbox[0]!.coverage();
    setRampsForTests([realRamp(() => Promise.resolve(full)), ...sandbox]);
    await refreshRampCoverage();
    // A 200 with empty lists during an incident: refused, the stored row stays.
    const empty = { ...full, buy: { countries: [] }, sell: { countries: [] } };
    setRampsForTests([realRamp(() => Promise.resolve(empty)), ...sandbox]);
    await refreshRampCoverage();
    const [row] = await (
      await getDb()
    )
      .select()
      .from(rampCoverage)
      .where(eq(rampCoverage.provider, 'real-ramp'));
    expect(row?.coverage).toEqual(full);
    expect(rampCoverageHealth()).toMatchObject([
      { provider: 'real-ramp', problem: 'drop_refused' },
    ]);
    expect((await health()).ramps?.[0]).toMatchObject({ problem: 'drop_refused' });
    // Half the coins or fewer countries than before but not most: believed and stored.
    const fewer = { ...full, cryptos: full.cryptos.slice(0, Math.ceil(full.cryptos.length / 2)) };
    setRampsForTests([realRamp(() => Promise.resolve(fewer)), ...sandbox]);
    await refreshRampCoverage();
    const [updated] = await (
      await getDb()
    )
      .select()
      .from(rampCoverage)
      .where(eq(rampCoverage.provider, 'real-ramp'));
    expect(updated?.coverage).toEqual(fewer);
    expect(rampCoverageHealth()).toEqual([]);
  });

  it('measures a drop by countries on either side and by coins', () => {
    const base = {
      buy: { countries: ['DE', 'FR', 'GB', 'US'] },
      sell: { countries: ['DE'] },
      fiats: [],
      cryptos: [1, 2, 3, 4].map((n) => ({
        ticker: `C${n}`,
        network: 'x',
        sides: ['buy' as const],
      })),
    };
    expect(coverageDrop(base, base)).toBeNull();
    expect(coverageDrop(base, { ...base, buy: { countries: ['DE', 'FR'] } })).toBeNull();
    expect(coverageDrop(base, { ...base, buy: { countries: ['DE'] } })).toMatch(
      /countries fell from 4 to 1/,
    );
    expect(coverageDrop(base, { ...base, cryptos: base.cryptos.slice(0, 1) })).toMatch(/cryptos/);
    // Nothing stored to compare with (a first read of zero is not a drop).
    expect(coverageDrop({ ...base, cryptos: [] }, { ...base, cryptos: [] })).toBeNull();
  });

  it('ranks the offers in Germany by what is received, in euros, with a typical amount', async () => {
    const body = await ask('side=buy&crypto=btc&country=DE');
    expect(body.sandbox).toBe(true);
    expect(body.query).toMatchObject({
      fiat: 'EUR',
      country: 'DE',
      guessed: false,
      method: 'card',
    });
    expect(Number(body.query.amount)).toBeGreaterThan(100);
    expect(body.offers.map((o) => o.provider.id).sort()).toEqual([
      'sandbox-atlas',
      'sandbox-meadow',
    ]);
    const received = body.offers.map((o) => Number(o.amountOut));
    expect(received).toEqual([...received].sort((a, b) => b - a));
    for (const offer of body.offers) {
      expect(offer.fees.provider).not.toBeNull();
      expect(Number(offer.totalCost)).toBeGreaterThan(0);
      expect(Number(offer.totalCost)).toBeLessThan(0.2);
    }
    expect(body.reference?.live).toBe(false);
    expect(body.otherMethods).toEqual(expect.arrayContaining(['sepa']));
  });

  it('asks only the ramps offering the chosen method', async () => {
    const body = await ask('side=buy&crypto=btc&country=DE&fiat=EUR&amount=300&method=sepa');
    expect(body.offers.map((o) => o.provider.id)).toEqual(['sandbox-meadow']);
    expect(body.offers[0]?.method).toBe('sepa');
  });

  it('guesses the country from the browser’s languages, and says it guessed', async () => {
    const body = await ask(`side=buy&crypto=btc&languages=${encodeURIComponent('pt-BR,pt;q=0.9')}`);
    expect(body.query).toMatchObject({ country: 'BR', fiat: 'BRL', guessed: true });
    expect(body.offers.map((o) => o.provider.id)).toEqual(['sandbox-atlas']);
  });

  it('differs by region: Texas can buy but not sell with Prairie', async () => {
    const buy = await ask('side=buy&crypto=btc&country=US&region=US-TX&fiat=USD&amount=200');
    expect(buy.offers.map((o) => o.provider.id)).toContain('sandbox-prairie');
    const sell = await ask('side=sell&crypto=btc&country=US&region=US-TX&fiat=USD&amount=0.01');
    expect(sell.offers.map((o) => o.provider.id)).not.toContain('sandbox-prairie');
    const california = await ask(
      'side=sell&crypto=btc&country=US&region=US-CA&fiat=USD&amount=0.01',
    );
    expect(california.offers.map((o) => o.provider.id)).toEqual(['sandbox-prairie']);
  });

  it('names each ramp’s refusal, with its limits', async () => {
    const body = await ask('side=buy&crypto=btc&country=DE&fiat=EUR&amount=5');
    expect(body.offers).toEqual([]);
    expect(body.failures.map((f) => f.reason)).toEqual(['amount_too_low', 'amount_too_low']);
    expect(body.failures[0]?.min).toMatch(/^\d/);
  });

  it('refuses bad input with a 4xx and the field', async () => {
    for (const query of [
      'side=buy&crypto=nope&country=DE',
      'side=lend&crypto=btc&country=DE',
      'side=buy&crypto=btc&country=Germany',
      'side=buy&crypto=btc&country=US&region=CA-QC',
      'side=buy&crypto=btc&country=DE&fiat=XYZ',
      'side=buy&crypto=btc&country=DE&amount=-1',
    ]) {
      const response = await GET(offers(query), undefined);
      expect(response.status, query).toBeGreaterThanOrEqual(400);
      expect(response.status, query).toBeLessThan(500);
    }
  });

  it('hands over the sandbox checkout for a valid address, storing no address', async () => {
    const body = {
      provider: 'sandbox-meadow',
      side: 'buy',
      fiat: 'EUR',
      crypto: 'btc',
      amount: '150',
      country: 'DE',
      method: 'card',
      address: BTC_ADDRESS,
      locale: 'de',
    };
    const response = await POST(jsonPost('/api/v1/fiat/checkout', body), undefined);
    expect(response.status).toBe(200);
    const answer = fiatCheckoutResponseSchema.parse(await response.json());
    expect(answer.sandbox).toBe(true);
    const url = new URL(answer.url);
    expect(url.pathname).toBe('/de/fiat/sandbox-checkout');
    expect(url.searchParams.get('address')).toBe(BTC_ADDRESS);
    expect(url.searchParams.get('provider')).toBe('sandbox-meadow');
    // The order's row (tests/integration/attribution.test.ts) keeps no trace of the visitor.
    const stored = await (await getDb()).select().from(orders);
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(BTC_ADDRESS);
  });

  it('creates one vendor checkout per Idempotency-Key: a repeated click gets the same one (L8d)', async () => {
    const sandbox = createSandboxRamps(sandboxWorld);
    let created = 0;
    const counting = sandbox.map((ramp) => ({
      info: ramp.info,
      coverage: () => ramp.coverage(),
      quote: (request: Parameters<RampProvider['quote']>[0]) => ramp.quote(request),
      checkout: async (request: Parameters<RampProvider['checkout']>[0]) => {
        created += 1;
        const made = await ramp.checkout(request);
        return { ...made, url: `${made.url}&order=${created}` };
      },
    }));
    setRampsForTests(counting);
    const body = {
      provider: 'sandbox-meadow',
      side: 'buy',
      fiat: 'EUR',
      crypto: 'btc',
      amount: '150',
      country: 'DE',
      method: 'card',
      address: BTC_ADDRESS,
      locale: 'en',
    };
    const key = `fiat-${crypto.randomUUID()}`;
    const post = (json: object, headers: Record<string, string> = { 'idempotency-key': key }) =>
      POST(jsonPost('/api/v1/fiat/checkout', json, { headers }), undefined);
    const [first, second] = await Promise.all([post(body), post(body)]);
    const third = await post(body);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    const urls = await Promise.all([first, second, third].map(async (r) => (await r.json()).url));
    expect(new Set(urls).size).toBe(1);
    expect(created).toBe(1);
    expect(third.headers.get('idempotent-replayed')).toBe('true');
    expect(third.headers.get('cache-control')).toBe('no-store');
    // The same key with other details is refused; without a key each request is its own.
    const other = await post({ ...body, amount: '200' });
    expect(other.status).toBe(422);
    expect((await errorOf(other)).code).toBe('idempotency_conflict');
    await post(body, {});
    await post(body, {});
    expect(created).toBe(3);
  });

  it('refuses an address of another network, and a ramp that does not serve the place', async () => {
    const body = {
      provider: 'sandbox-meadow',
      side: 'buy',
      fiat: 'EUR',
      crypto: 'btc',
      amount: '150',
      country: 'DE',
      method: 'card',
      address: '0x57f31ad4b64095347f87edb1675566dafe2bd3bc',
      locale: 'en',
    };
    const wrong = await POST(jsonPost('/api/v1/fiat/checkout', body), undefined);
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).code).toBe('invalid_address');
    const elsewhere = { ...body, address: BTC_ADDRESS, country: 'BR', fiat: 'BRL' };
    const refused = await POST(jsonPost('/api/v1/fiat/checkout', elsewhere), undefined);
    expect(refused.status).toBe(404);
    expect((await errorOf(refused)).code).toBe('unknown_provider');
  });
});
