import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as createSwapRoute } from '@/app/api/v1/swaps/route';
import type * as CheckoutRoute from '@/app/api/v1/fiat/checkout/route';
import type * as OffersRoute from '@/app/api/v1/offers/route';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { invalidateCacheTags } from '@/lib/cache/tags';
import { clearCatalogueCache } from '@/lib/catalogue';
import { ALL_DENIED, ALL_GRANTED } from '@/lib/consent/categories';
import { serializeConsent } from '@/lib/consent/cookie';
import { idempotencyKeys, orders, outbox, partners, swapEvents, swaps } from '@/lib/db/schema';
import { refreshRampCoverage } from '@/lib/fiat/coverage';
import { sandboxWorld } from '@/lib/fiat/world';
import { setSingletonForTests } from '@/lib/process-singleton.mjs';
import { setProvidersForTests } from '@/lib/providers/exchange/registry';
import { setRampsForTests } from '@/lib/providers/onramp/registry';
import { createSandboxRamps } from '@/lib/providers/onramp/sandbox';
import { breakers, offerCache } from '@/lib/rates/ask';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { importWithEnv } from '../helpers/env';
import { errorOf, jsonPost, SITE, uniqueIp } from '../helpers/requests';
import { FakeProvider, validBody } from '../helpers/swaps-fakes';

// Affiliate links through the real route handlers (ADR 0022): the site's form attributes a swap
// or a ramp checkout to the active partner its `ref` names (the request's, else the consented
// cookie's); an unknown, suspended or malformed one, or a withdrawn consent, attributes nothing;
// no key is recorded. The offers answer is the same bytes with or without a link.

const ACTIVE = 'act1ve000001';
const OTHER = 'act1ve000002';
const SUSPENDED = 'susp3nded001';
const UNKNOWN = 'nobody000000';
const granted = `cookie_preferences=${serializeConsent(ALL_GRANTED)}`;
const denied = `cookie_preferences=${serializeConsent(ALL_DENIED)}`;

function post(path: string, body: unknown, options: { cookie?: string; script?: boolean } = {}) {
  const headers: Record<string, string> = { 'idempotency-key': randomUUID() };
  if (options.cookie) headers.cookie = options.cookie;
  const request = jsonPost(path, body, { headers });
  if (options.script) request.headers.delete('origin');
  return request;
}

describe.for(dbTargets())('affiliate links on $name', (target) => {
  const database = useTestDatabase(target);
  const db = () => database().db;

  beforeAll(async () => {
    await db().delete(partners);
    const partner = { contactEmail: 'ops@partner.example', commissionRate: '0.002' };
    await db()
      .insert(partners)
      .values([
        { id: ACTIVE, name: 'Active wallet', ...partner },
        { id: OTHER, name: 'Other wallet', ...partner },
        { id: SUSPENDED, name: 'Suspended wallet', status: 'suspended', ...partner },
      ]);
  });
  afterAll(async () => {
    await db().delete(partners);
  });
  beforeEach(() => setSingletonForTests(getRateLimiter, new MemoryRateLimiter()));

  describe('POST /api/v1/swaps', () => {
    beforeAll(() => clearCatalogueCache());
    beforeEach(async () => {
      setProvidersForTests([new FakeProvider()]);
      await db().delete(outbox);
      await db().delete(idempotencyKeys);
      await db().delete(swapEvents);
      await db().delete(swaps);
    });
    afterAll(() => setProvidersForTests(null));

    async function created(request: Request) {
      const response = await createSwapRoute(request, undefined);
      expect(response.status).toBe(201);
      const view = (await response.json()) as { id: string };
      const [row] = await db().select().from(swaps).where(eq(swaps.id, view.id));
      return { row, view };
    }

    it('records the partner of the ref the form sends, and no key', async () => {
      const { row, view } = await created(post('/api/v1/swaps', { ...validBody, ref: ACTIVE }));
      expect(row).toMatchObject({ source: 'web', partnerId: ACTIVE, keyId: null });
      // Not in the public answer.
      expect(JSON.stringify(view)).not.toContain(ACTIVE);
    });

    it('records the partner of the cookie, while the visitor’s consent covers it', async () => {
      const cookie = `${granted}; sl_ref=${ACTIVE}`;
      const { row } = await created(post('/api/v1/swaps', validBody, { cookie }));
      expect(row).toMatchObject({ source: 'web', partnerId: ACTIVE, keyId: null });
    });

    it('prefers the request’s ref to the cookie’s', async () => {
      const cookie = `${granted}; sl_ref=${OTHER}`;
      const body = { ...validBody, ref: ACTIVE };
      const { row } = await created(post('/api/v1/swaps', body, { cookie }));
      expect(row?.partnerId).toBe(ACTIVE);
    });

    it('ignores the cookie once consent is withdrawn', async () => {
      const cookie = `${denied}; sl_ref=${ACTIVE}`;
      const { row } = await created(post('/api/v1/swaps', validBody, { cookie }));
      expect(row).toMatchObject({ source: 'web', partnerId: null });
    });

    it('attributes nothing to an unknown or suspended partner, and still creates the swap', async () => {
      for (const ref of [UNKNOWN, SUSPENDED]) {
        const { row } = await created(post('/api/v1/swaps', { ...validBody, ref }));
        expect(row, ref).toMatchObject({ source: 'web', partnerId: null, keyId: null });
      }
      // A suspended partner in the cookie is not taken either, nor does it hide nothing behind it.
      const cookie = `${granted}; sl_ref=${SUSPENDED}`;
      const { row } = await created(post('/api/v1/swaps', validBody, { cookie }));
      expect(row?.partnerId).toBeNull();
    });

    it('gives a script on the public API (no Origin) no partner for a ref', async () => {
      const body = { ...validBody, ref: ACTIVE };
      const { row } = await created(post('/api/v1/swaps', body, { script: true }));
      expect(row).toMatchObject({ source: 'api', partnerId: null });
    });

    it('refuses a malformed ref in the body with the one error shape', async () => {
      const response = await createSwapRoute(
        post('/api/v1/swaps', { ...validBody, ref: 'ACT1VE000001' }),
        undefined,
      );
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('validation_failed');
    });
  });

  describe('POST /api/v1/fiat/checkout', () => {
    let checkout: (typeof CheckoutRoute)['POST'];
    const body = {
      provider: 'sandbox-meadow',
      side: 'buy',
      fiat: 'EUR',
      crypto: 'btc',
      amount: '150',
      country: 'DE',
      method: 'card',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      locale: 'en',
    };

    beforeAll(async () => {
      ({ POST: checkout } = await importWithEnv(
        {},
        () => import('@/app/api/v1/fiat/checkout/route'),
      ));
      setRampsForTests(createSandboxRamps(sandboxWorld));
      invalidateCacheTags('ramp-coverage');
      await refreshRampCoverage();
    });
    beforeEach(async () => {
      await db().delete(orders);
    });
    afterAll(() => setRampsForTests(null));

    it('records the partner of the ref or the consented cookie with the order', async () => {
      const byBody = await checkout(
        post('/api/v1/fiat/checkout', { ...body, ref: ACTIVE }),
        undefined,
      );
      expect(byBody.status).toBe(200);
      const cookie = `${granted}; sl_ref=${OTHER}`;
      const byCookie = await checkout(post('/api/v1/fiat/checkout', body, { cookie }), undefined);
      expect(byCookie.status).toBe(200);
      const suspended = { ...body, ref: SUSPENDED };
      expect((await checkout(post('/api/v1/fiat/checkout', suspended), undefined)).status).toBe(
        200,
      );
      const rows = await db().select().from(orders);
      expect(rows.map((row) => row.partnerId).sort()).toEqual([ACTIVE, OTHER, null].sort());
      expect(rows.every((row) => row.keyId === null && row.source === 'web')).toBe(true);
    });
  });

  describe('GET /api/v1/offers', () => {
    let GET: (typeof OffersRoute)['GET'];
    beforeAll(async () => {
      ({ GET } = await importWithEnv(
        { SANDBOX_FAULTS: '' },
        () => import('@/app/api/v1/offers/route'),
      ));
    });
    beforeEach(() => {
      setProvidersForTests(null);
      breakers().reset();
    });

    it('answers the same bytes with or without an affiliate link or its cookie', async () => {
      const ask = async (query: string, headers: Record<string, string> = {}) => {
        offerCache().clear();
        const request = new Request(`${SITE}/api/v1/offers?${query}`, {
          headers: { accept: 'application/json', [CLIENT_IP_HEADER]: uniqueIp(), ...headers },
        });
        const response = await GET(request, undefined);
        expect(response.status).toBe(200);
        return response.text();
      };
      // Floating offers: a fixed one's rate id and expiry are new on every ask.
      const query = 'from=btc&to=eth&amount=0.1&rateType=floating';
      const plain = await ask(query);
      expect(JSON.parse(plain).offers.length).toBeGreaterThan(0);
      expect(await ask(query, { cookie: `${granted}; sl_ref=${ACTIVE}` })).toBe(plain);
      expect(await ask(`${query}&ref=${ACTIVE}`, { referer: `${SITE}/?ref=${ACTIVE}` })).toBe(
        plain,
      );
    });
  });
});
