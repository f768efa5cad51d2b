import { clearCatalogueCache } from '@/lib/catalogue';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as createSwapRoute } from '@/app/api/v1/swaps/route';
import type * as CheckoutRoute from '@/app/api/v1/fiat/checkout/route';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { invalidateCacheTags } from '@/lib/cache/tags';
import { idempotencyKeys, orders, outbox, swapEvents, swaps } from '@/lib/db/schema';
import { refreshRampCoverage } from '@/lib/fiat/coverage';
import { sandboxWorld } from '@/lib/fiat/world';
import { setSingletonForTests } from '@/lib/process-singleton.mjs';
import { setProvidersForTests } from '@/lib/providers/exchange/registry';
import type { RampProvider } from '@/lib/providers/onramp/contract';
import { setRampsForTests } from '@/lib/providers/onramp/registry';
import { createSandboxRamps } from '@/lib/providers/onramp/sandbox';
import { createSwapSchema } from '@/lib/swaps/contract';
import { createSwap } from '@/lib/swaps/create';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { importWithEnv } from '../helpers/env';
import { errorOf, jsonPost } from '../helpers/requests';
import { FakeProvider, validBody } from '../helpers/swaps-fakes';

// Every order records where it came from (ADR 0021), through the real route handlers: the site's
// own form (its POST carries the site's Origin) is `web`, a script on the API (no Origin) is
// `api`; a key caller's partner and key go with it. None of it is in any public answer.

/** As the site's form sends it (jsonPost adds the site's Origin), or as a script: no Origin. */
function post(path: string, body: unknown, from: 'form' | 'script', key = randomUUID()) {
  const request = jsonPost(path, body, { headers: { 'idempotency-key': key } });
  if (from === 'script') request.headers.delete('origin');
  return request;
}

const ATTRIBUTION_FIELDS = ['source', 'partnerId', 'partner_id', 'keyId', 'key_id'];

describe.for(dbTargets())('attribution on $name', (target) => {
  const database = useTestDatabase(target);
  const db = () => database().db;

  beforeEach(() => setSingletonForTests(getRateLimiter, new MemoryRateLimiter()));

  describe('swaps', () => {
    beforeAll(() => clearCatalogueCache());
    beforeEach(async () => {
      setProvidersForTests([new FakeProvider()]);
      await db().delete(outbox);
      await db().delete(idempotencyKeys);
      await db().delete(swapEvents);
      await db().delete(swaps);
    });
    afterAll(() => setProvidersForTests(null));

    it.for([
      ['the site’s form', 'web', 'form'],
      ['a script on the API', 'api', 'script'],
    ] as const)('records a swap from %s as %s', async ([, source, from]) => {
      const response = await createSwapRoute(post('/api/v1/swaps', validBody, from), undefined);
      expect(response.status).toBe(201);
      const view = (await response.json()) as Record<string, unknown>;
      const [row] = await db()
        .select()
        .from(swaps)
        .where(eq(swaps.id, String(view.id)));
      expect(row).toMatchObject({ source, partnerId: null, keyId: null });
      // The public view (and so the status page and the e-mails) shows none of it.
      for (const field of ATTRIBUTION_FIELDS) expect(view).not.toHaveProperty(field);
    });

    it('records a key caller’s partner and key with the swap', async () => {
      const view = await createSwap(createSwapSchema.parse(validBody), {
        swapId: 'K7M2Q9XD3F8H',
        locale: 'en',
        attribution: { source: 'widget-v2', partnerId: 'partner-1', keyId: 'abc123def456' },
      });
      const [row] = await db().select().from(swaps).where(eq(swaps.id, view.id));
      expect(row).toMatchObject({
        source: 'widget-v2',
        partnerId: 'partner-1',
        keyId: 'abc123def456',
      });
      for (const field of ATTRIBUTION_FIELDS) expect(view).not.toHaveProperty(field);
    });

    it('gives a row written without a source, as before migration 0011, the source web', async () => {
      await db().insert(swaps).values({
        id: 'OLDSWAP00001',
        provider: 'changenow',
        rateType: 'floating',
        direction: 'direct',
        fromCode: 'btc',
        toCode: 'eth',
        amountFrom: '0.01',
        payoutAddress: validBody.payoutAddress,
        locale: 'en',
      });
      const [row] = await db().select().from(swaps).where(eq(swaps.id, 'OLDSWAP00001'));
      expect(row?.source).toBe('web');
    });
  });

  describe('ramp checkouts', () => {
    let checkout: (typeof CheckoutRoute)['POST'];
    let vendorOrders = 0;
    /** The orderRef each vendor call was given, in order. */
    let sentRefs: string[] = [];
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
    });
    beforeEach(async () => {
      // The sandbox ramps; a sale answers with the vendor's own order id, as Banxa's does.
      const ramps = createSandboxRamps(sandboxWorld).map((ramp): RampProvider => ({
        info: ramp.info,
        coverage: () => ramp.coverage(),
        quote: (request) => ramp.quote(request),
        checkout: async (request) => {
          const made = await ramp.checkout(request);
          vendorOrders += 1;
          sentRefs.push(request.orderRef);
          return request.side === 'sell' ? { ...made, orderId: `vendor-${vendorOrders}` } : made;
        },
      }));
      setRampsForTests(ramps);
      invalidateCacheTags('ramp-coverage');
      await refreshRampCoverage();
      await db().delete(orders);
      vendorOrders = 0;
      sentRefs = [];
    });
    afterAll(() => setRampsForTests(null));

    it('records the order of a checkout from the site’s form, with no address', async () => {
      const response = await checkout(post('/api/v1/fiat/checkout', body, 'form'), undefined);
      expect(response.status).toBe(200);
      const answer = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(answer).sort()).toEqual(['sandbox', 'url']);
      const rows = await db().select().from(orders);
      expect(rows).toEqual([
        {
          id: expect.any(String),
          kind: 'ramp',
          provider: 'sandbox-meadow',
          sandbox: true,
          side: 'buy',
          providerOrderId: null,
          fromCode: 'EUR',
          toCode: 'btc',
          amountFrom: '150',
          method: 'card',
          via: null,
          source: 'web',
          partnerId: null,
          keyId: null,
          createdAt: expect.any(Date),
        },
      ]);
      // The row holds nothing of the visitor: not the wallet address, in no column.
      expect(JSON.stringify(rows)).not.toContain(body.address);
      // The vendor was given the row's id as our order reference.
      expect(sentRefs).toEqual([rows[0]!.id]);
    });

    it('keeps the vendor’s order id, and a sale’s coin and fiat the other way round', async () => {
      const sell = { ...body, side: 'sell', amount: '0.01' };
      const response = await checkout(post('/api/v1/fiat/checkout', sell, 'script'), undefined);
      expect(response.status).toBe(200);
      expect(await db().select().from(orders)).toMatchObject([
        {
          provider: 'sandbox-meadow',
          side: 'sell',
          providerOrderId: 'vendor-1',
          fromCode: 'btc',
          toCode: 'EUR',
          amountFrom: '0.01',
          source: 'api',
        },
      ]);
    });

    it('records one order per Idempotency-Key, and one per request without a key', async () => {
      const key = randomUUID();
      for (let i = 0; i < 3; i += 1) {
        const response = await checkout(
          post('/api/v1/fiat/checkout', body, 'form', key),
          undefined,
        );
        expect(response.status).toBe(200);
      }
      expect(await db().select().from(orders)).toHaveLength(1);
      const unkeyed = jsonPost('/api/v1/fiat/checkout', body);
      expect((await checkout(unkeyed, undefined)).status).toBe(200);
      const rows = await db().select().from(orders);
      expect(rows).toHaveLength(2);
      expect(vendorOrders).toBe(2);
      // Each vendor call had a reference of its own: the id of the row it left.
      expect(new Set(sentRefs).size).toBe(2);
      expect(rows.map((row) => row.id).sort()).toEqual([...sentRefs].sort());
    });

    it('records nothing when the vendor refuses the checkout', async () => {
      const response = await checkout(
        post('/api/v1/fiat/checkout', { ...body, amount: '1' }, 'form'),
        undefined,
      );
      expect(response.status).toBe(422);
      expect((await errorOf(response)).code).toBe('amount_too_low');
      expect(await db().select().from(orders)).toHaveLength(0);
    });
  });
});
