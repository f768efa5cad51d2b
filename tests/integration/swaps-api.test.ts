import { clearCatalogueCache } from '@/lib/catalogue';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/v1/swaps/[id]/route';
import { POST } from '@/app/api/v1/swaps/route';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { setSingletonForTests } from '@/lib/process-singleton.mjs';
import { idempotentFlights } from '@/lib/swaps/idempotency';
import { idempotencyKeys, outbox, swapEvents, swaps } from '@/lib/db/schema';
import { ProviderError } from '@/lib/providers/kit/errors';
import { setProvidersForTests } from '@/lib/providers/exchange/registry';
import { saveFixedQuote } from '@/lib/rates/quote-store';
import { swapViewSchema, type SwapView } from '@/lib/swaps/contract';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { errorOf, get, jsonPost } from '../helpers/requests';
import { ADDRESSES, FakeProvider, validBody } from '../helpers/swaps-fakes';

let keyCounter = 0;
const newKey = () => `key-${process.pid}-${++keyCounter}`;
const create = (
  body: unknown,
  key: string | null = newKey(),
  headers: Record<string, string> = {},
) =>
  POST(
    jsonPost('/api/v1/swaps', body, {
      headers: key ? { 'idempotency-key': key, ...headers } : headers,
    }),
    undefined,
  );
const read = (id: string) => GET(get(`/api/v1/swaps/${id}`), { params: Promise.resolve({ id }) });

describe.for(dbTargets())('POST and GET /api/v1/swaps on $name', (target) => {
  const database = useTestDatabase(target);
  beforeAll(() => clearCatalogueCache());
  let provider: FakeProvider;

  beforeEach(async () => {
    setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
    provider = new FakeProvider();
    setProvidersForTests([provider]);
    const { db } = database();
    await db.delete(outbox);
    await db.delete(idempotencyKeys);
    await db.delete(swapEvents);
    await db.delete(swaps);
  });
  afterAll(() => setProvidersForTests(null));

  it('creates a swap, answers its public view and keeps its history', async () => {
    const response = await create({ ...validBody, email: 'ada@example.com' });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const view = swapViewSchema.parse(await response.json());
    expect(view.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(view).toMatchObject({
      status: 'waiting',
      sandbox: false,
      provider: { id: 'changenow', name: 'Fake changenow' },
      from: { code: 'btc', ticker: 'BTC', network: 'bitcoin' },
      to: { code: 'eth', networkName: 'Ethereum' },
      depositAddress: ADDRESSES.btc,
      payoutAddress: ADDRESSES.eth,
      explorer: { payoutAddress: `https://etherscan.io/address/${ADDRESSES.eth}` },
      simulate: [],
    });
    expect(view.history.map((entry) => entry.status)).toEqual(['waiting']);
    expect(provider.createCalls).toHaveLength(1);
    expect(provider.createCalls[0]).toMatchObject({ amount: '0.01', direction: 'direct' });

    const { db } = database();
    const [row] = await db.select().from(swaps).where(eq(swaps.id, view.id));
    expect(row).toMatchObject({ phase: 'created', email: 'ada@example.com', locale: 'en' });
    const mails = await db.select().from(outbox);
    expect(mails).toMatchObject([{ kind: 'swap_created', payload: { swapId: view.id } }]);

    const dashed =
      `${view.id.slice(0, 4)}-${view.id.slice(4, 8)}-${view.id.slice(8)}`.toLowerCase();
    const again = await read(dashed);
    expect(again.status).toBe(200);
    expect(again.headers.get('cache-control')).toBe('no-store');
    expect(swapViewSchema.parse(await again.json()).id).toBe(view.id);
  });

  it('writes no email to the outbox when no address was given', async () => {
    expect((await create(validBody)).status).toBe(201);
    expect(await database().db.select().from(outbox)).toHaveLength(0);
  });

  it('answers 404 swap_not_found for an unknown or malformed id', async () => {
    for (const id of ['K7M2Q9XD3F8H', 'not-an-id']) {
      const response = await read(id);
      expect(response.status).toBe(404);
      expect((await errorOf(response)).code).toBe('swap_not_found');
    }
  });

  it('requires an Idempotency-Key', async () => {
    for (const key of [null, 'bad key!', 'x'.repeat(101)]) {
      const response = await create(validBody, key);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('idempotency_key_required');
    }
  });

  it('makes one provider call for 50 concurrent duplicates and answers them all alike', async () => {
    provider.createImpl = async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return provider.answer(request);
    };
    const key = newKey();
    const responses = await Promise.all(Array.from({ length: 50 }, () => create(validBody, key)));
    expect(provider.createCalls).toHaveLength(1);
    const bodies = await Promise.all(responses.map((response) => response.text()));
    expect(new Set(responses.map((response) => response.status))).toEqual(new Set([201]));
    expect(new Set(bodies).size).toBe(1);
    const replayed = responses.filter((r) => r.headers.get('idempotent-replayed') === 'true');
    expect(replayed).toHaveLength(49);

    const later = await create(validBody, key);
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBe('true');
    expect(await later.text()).toBe(bodies[0]);
    expect(await database().db.select().from(swaps)).toHaveLength(1);
  });

  it('lets a duplicate on another instance wait for the stored answer in the database', async () => {
    let release = () => {};
    provider.createImpl = (request) =>
      new Promise((resolve) => {
        release = () => resolve(provider.answer(request));
      });
    const key = newKey();
    const first = create(validBody, key);
    await vi.waitFor(() => expect(provider.createCalls).toHaveLength(1));
    // Another instance has its own memory: forget this one's in-flight requests.
    const flights = idempotentFlights();
    const saved = flights.get(key);
    flights.delete(key);
    const second = create(validBody, key);
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (saved) flights.set(key, saved);
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(provider.createCalls).toHaveLength(1);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(await b.text()).toBe(await a.text());
  });

  it('refuses the same key with another body', async () => {
    const key = newKey();
    expect((await create(validBody, key)).status).toBe(201);
    const response = await create({ ...validBody, amount: '0.02' }, key);
    expect(response.status).toBe(422);
    expect((await errorOf(response)).code).toBe('idempotency_conflict');
  });

  it.each([
    [{ payoutAddress: 'nope' }, 400, 'invalid_address', { payoutAddress: 'invalid_address' }],
    [
      { to: 'xrp', payoutAddress: ADDRESSES.xrp },
      400,
      'memo_required',
      { payoutExtraId: 'memo_required' },
    ],
    [
      { to: 'xrp', payoutAddress: ADDRESSES.xrp, payoutExtraId: 'abc' },
      400,
      'invalid_memo',
      { payoutExtraId: 'invalid_memo' },
    ],
    [
      { refundAddress: ADDRESSES.eth },
      400,
      'invalid_refund_address',
      { refundAddress: 'invalid_refund_address' },
    ],
    [
      { rateType: 'fixed', rateId: 'r1' },
      400,
      'refund_address_required',
      { refundAddress: 'refund_address_required' },
    ],
    [{ from: 'nosuchcoin' }, 400, 'unknown_currency', { from: 'unknown_currency' }],
    [{ to: 'btc', payoutAddress: ADDRESSES.btc }, 400, 'same_currency', { to: 'same_currency' }],
    [{ provider: 'nobody' }, 404, 'unknown_provider', { provider: 'unknown_provider' }],
    [{ acceptTerms: false }, 400, 'terms_required', { acceptTerms: 'terms_required' }],
    [{ amount: '0.0001' }, 422, 'amount_too_low', { amount: 'amount_too_low', min: '0.001' }],
    [{ amount: '11' }, 422, 'amount_too_high', { amount: 'amount_too_high', max: '10' }],
    [
      { rateType: 'fixed', rateId: 'gone', refundAddress: ADDRESSES.btc },
      409,
      'quote_expired',
      { rateId: 'quote_expired' },
    ],
  ])('refuses %j with %i %s before calling the provider', async (change, status, code, fields) => {
    const response = await create({ ...validBody, ...change });
    expect(response.status).toBe(status);
    const error = await errorOf(response);
    expect(error.code).toBe(code);
    expect(error.fields).toEqual(fields);
    expect(provider.createCalls).toHaveLength(0);
  });

  it('creates an XRP swap without a tag when the visitor says the wallet is their own', async () => {
    const response = await create({
      ...validBody,
      to: 'xrp',
      payoutAddress: ADDRESSES.xrp,
      payoutNoExtraId: true,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(provider.createCalls).toHaveLength(1);
    expect(provider.createCalls[0]).toMatchObject({ payoutAddress: ADDRESSES.xrp });
    expect(provider.createCalls[0]?.payoutExtraId).toBeUndefined();
    // A tag given anyway is still checked.
    const bad = await create({
      ...validBody,
      to: 'xrp',
      payoutAddress: ADDRESSES.xrp,
      payoutExtraId: 'abc',
      payoutNoExtraId: true,
    });
    expect((await errorOf(bad)).code).toBe('invalid_memo');
  });

  it('creates a fixed-rate swap from an unexpired quote', async () => {
    const quote = {
      provider: 'changenow' as const,
      rateType: 'fixed' as const,
      amountFrom: '0.01',
      amountTo: '0.49',
      rate: '49',
      networkFee: null,
      min: '0.001',
      max: '10',
      rateId: 'rate-1',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    };
    const pair = { from: 'btc', to: 'eth', direction: 'direct' as const };
    await saveFixedQuote(quote, pair);
    const old = new Date(Date.now() - 1_000).toISOString();
    await saveFixedQuote({ ...quote, rateId: 'rate-old', expiresAt: old }, pair);
    const expired = await create({
      ...validBody,
      rateType: 'fixed',
      rateId: 'rate-old',
      refundAddress: ADDRESSES.btc,
    });
    expect(expired.status).toBe(409);
    expect((await errorOf(expired)).code).toBe('quote_expired');
    const body = {
      ...validBody,
      rateType: 'fixed',
      rateId: 'rate-1',
      refundAddress: ADDRESSES.btc,
    };
    const created = await create(body);
    expect(created.status).toBe(201);
    expect(provider.createCalls[0]).toMatchObject({
      rateId: 'rate-1',
      refundAddress: ADDRESSES.btc,
    });
    // Anyone holding the Swap ID reads the public view: the refund address is only recognisable
    // there, the payout address (which the visitor must check) stays whole.
    const masked = `${ADDRESSES.btc.slice(0, 6)}…${ADDRESSES.btc.slice(-4)}`;
    const view = (await created.json()) as SwapView;
    expect(view).toMatchObject({ refundAddress: masked, payoutAddress: ADDRESSES.eth });
    const fetched = (await (await read(view.id)).json()) as SwapView;
    expect(fetched).toMatchObject({ refundAddress: masked, payoutAddress: ADDRESSES.eth });
    const [row] = await database().db.select().from(swaps).where(eq(swaps.id, view.id));
    expect(row?.refundAddress).toBe(ADDRESSES.btc);
  });

  it.each([
    ['rate_limited', 503, 'provider_unavailable'],
    ['timeout', 503, 'provider_unavailable'],
    ['pair_unavailable', 422, 'pair_unavailable'],
    ['amount_too_low', 422, 'amount_too_low'],
    ['invalid_address', 400, 'invalid_address'],
    ['rate_expired', 409, 'quote_expired'],
    ['unauthorized', 502, 'provider_rejected'],
    ['bad_response', 502, 'provider_rejected'],
  ] as const)('maps a provider %s to %i %s and keeps the failure', async (kind, status, code) => {
    provider.createImpl = async () => {
      throw new ProviderError('changenow', kind, 'refused');
    };
    const response = await create(validBody);
    expect(response.status).toBe(status);
    expect((await errorOf(response)).code).toBe(code);
    const rows = await database().db.select().from(swaps);
    expect(rows).toMatchObject([{ phase: 'failed_to_create' }]);
    expect(rows[0]?.lastError).toContain(kind);
  });

  it('retries a transient provider failure with the same key on the same swap row', async () => {
    provider.createImpl = async () => {
      throw new ProviderError('changenow', 'unavailable', 'down');
    };
    const key = newKey();
    expect((await create(validBody, key)).status).toBe(503);
    provider.createImpl = async (request) => provider.answer(request);
    const retry = await create(validBody, key);
    expect(retry.status).toBe(201);
    const rows = await database().db.select().from(swaps);
    expect(rows).toHaveLength(1);
    expect(((await retry.json()) as SwapView).id).toBe(rows[0]?.id);
  });

  it('counts requests against a rate limit', async () => {
    const ip = '203.0.113.9';
    let last: Response | undefined;
    for (let index = 0; index < 21; index += 1) {
      last = await POST(
        jsonPost('/api/v1/swaps', { nope: true }, { ip, headers: { 'idempotency-key': newKey() } }),
        undefined,
      );
    }
    expect(last?.status).toBe(429);
  });

  it('caps the body size', async () => {
    const response = await create({ ...validBody, payoutAddress: 'x'.repeat(5000) });
    expect(response.status).toBe(413);
  });

  it('stores the swap in the language it was asked for', async () => {
    const response = await create({ ...validBody, locale: 'de' });
    const view = (await response.json()) as SwapView;
    const [row] = await database().db.select().from(swaps).where(eq(swaps.id, view.id));
    expect(row?.locale).toBe('de');
    await database().db.execute(sql`select 1`);
  });
});
