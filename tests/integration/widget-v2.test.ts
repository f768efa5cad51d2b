import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as createSwapRoute } from '@/app/api/v1/swaps/route';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { clearCatalogueCache } from '@/lib/catalogue';
import { ALL_GRANTED } from '@/lib/consent/categories';
import { serializeConsent } from '@/lib/consent/cookie';
import { idempotencyKeys, outbox, partners, swapEvents, swaps } from '@/lib/db/schema';
import { widgetFramingOrigins, widgetLogoOrigin } from '@/lib/partner-program/widget-framing';
import { forgetWidgetProfiles } from '@/lib/partner-program/widget-profile';
import { setSingletonForTests } from '@/lib/process-singleton.mjs';
import { setProvidersForTests } from '@/lib/providers/exchange/registry';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { errorOf, jsonPost } from '../helpers/requests';
import { FakeProvider, validBody } from '../helpers/swaps-fakes';

// /v2/widget against the database (ADR 0023): a swap made in the widget records source
// `widget-v2` and the active partner of the widget's own `ref` (never a cookie's), and the
// framing lookup answers that partner's allowed origins, or null for a widget without one.

const ACTIVE = 'w1dget000001';
const OTHER = 'w1dget000002';
const SUSPENDED = 'w1dgetsusp01';
const ORIGINS = ['https://wallet.example', 'http://localhost:3490'];

function post(body: unknown, options: { cookie?: string; script?: boolean } = {}) {
  const headers: Record<string, string> = { 'idempotency-key': randomUUID() };
  if (options.cookie) headers.cookie = options.cookie;
  const request = jsonPost('/api/v1/swaps', body, { headers });
  if (options.script) request.headers.delete('origin');
  return request;
}

describe.for(dbTargets())('the v2 widget on $name', (target) => {
  const database = useTestDatabase(target);
  const db = () => database().db;

  beforeAll(async () => {
    await db().delete(partners);
    const partner = { contactEmail: 'ops@wallet.example', commissionRate: '0.002' };
    await db()
      .insert(partners)
      .values([
        {
          id: ACTIVE,
          name: 'Wallet',
          allowedOrigins: ORIGINS,
          widget: { logoUrl: 'https://cdn.wallet.example/logo.svg', hideLogoAllowed: false },
          ...partner,
        },
        { id: OTHER, name: 'Other', ...partner },
        { id: SUSPENDED, name: 'Gone', status: 'suspended', allowedOrigins: ORIGINS, ...partner },
      ]);
    forgetWidgetProfiles();
  });
  afterAll(async () => {
    await db().delete(partners);
    forgetWidgetProfiles();
  });

  describe('framing lookup', () => {
    const ask = (query: string) =>
      widgetFramingOrigins({ unprefixedPath: '/v2/widget', search: new URLSearchParams(query) });

    it('answers the active partner’s origins, [] for one without, null for none', async () => {
      expect(await ask(`from=btc&ref=${ACTIVE}`)).toEqual(ORIGINS);
      expect(await ask(`ref=${OTHER}`)).toEqual([]);
      for (const query of ['', `ref=${SUSPENDED}`, 'ref=nobody000000', 'ref=Bad!']) {
        expect(await ask(query), query).toBeNull();
      }
      // The first ref counts, as the widget reads it.
      expect(await ask(`ref=${ACTIVE}&ref=${OTHER}`)).toEqual(ORIGINS);
    });

    it('names the origin of the active partner’s logo for the CSP, and nothing else', async () => {
      const logo = (query: string) =>
        widgetLogoOrigin({ unprefixedPath: '/widget', search: new URLSearchParams(query) });
      expect(await logo(`ref=${ACTIVE}`)).toBe('https://cdn.wallet.example');
      for (const query of ['', `ref=${OTHER}`, `ref=${SUSPENDED}`, 'ref=Bad!']) {
        expect(await logo(query), query).toBeNull();
      }
    });
  });

  describe('POST /api/v1/swaps from the widget', () => {
    beforeAll(() => clearCatalogueCache());
    beforeEach(async () => {
      setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
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
      return row;
    }

    it('records widget-v2 and the partner of the widget’s ref', async () => {
      const row = await created(post({ ...validBody, ref: ACTIVE, source: 'widget-v2' }));
      expect(row).toMatchObject({ source: 'widget-v2', partnerId: ACTIVE, keyId: null });
    });

    it('records widget-v2 without a partner for no ref, an unknown or a suspended one', async () => {
      for (const ref of [undefined, 'nobody000000', SUSPENDED]) {
        const row = await created(post({ ...validBody, ref, source: 'widget-v2' }));
        expect(row, String(ref)).toMatchObject({ source: 'widget-v2', partnerId: null });
      }
    });

    it('takes no partner from a cookie inside the widget', async () => {
      const cookie = `cookie_preferences=${serializeConsent(ALL_GRANTED)}; sl_ref=${OTHER}`;
      const row = await created(post({ ...validBody, source: 'widget-v2' }, { cookie }));
      expect(row).toMatchObject({ source: 'widget-v2', partnerId: null });
    });

    it('counts a script that claims the widget as the API (no Origin)', async () => {
      const row = await created(
        post({ ...validBody, ref: ACTIVE, source: 'widget-v2' }, { script: true }),
      );
      expect(row).toMatchObject({ source: 'api', partnerId: null });
    });

    it('refuses an unknown widget value with the one error shape', async () => {
      const response = await createSwapRoute(
        post({ ...validBody, source: 'widget-v9' }),
        undefined,
      );
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('validation_failed');
    });
  });
});
