import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as createSwapRoute } from '@/app/api/v1/swaps/route';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { clearCatalogueCache } from '@/lib/catalogue';
import { ALL_GRANTED } from '@/lib/consent/categories';
import { serializeConsent } from '@/lib/consent/cookie';
import { idempotencyKeys, outbox, partners, swapEvents, swaps } from '@/lib/db/schema';
import { setSingletonForTests } from '@/lib/process-singleton.mjs';
import { setProvidersForTests } from '@/lib/providers/exchange/registry';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { jsonPost } from '../helpers/requests';
import { FakeProvider, validBody } from '../helpers/swaps-fakes';

// The compact widget's swap against the database (docs/widgets.md, "/widget (v1)"): its button
// opens the site's /swap with `ref` and `source=widget-v1`, whose form sends both; the swap records
// source `widget-v1` and the active partner of that `ref` (never a cookie's).

const ACTIVE = 'compact00001';
const OTHER = 'compact00002';

function post(body: unknown, options: { cookie?: string; script?: boolean } = {}) {
  const headers: Record<string, string> = { 'idempotency-key': randomUUID() };
  if (options.cookie) headers.cookie = options.cookie;
  const request = jsonPost('/api/v1/swaps', body, { headers });
  if (options.script) request.headers.delete('origin');
  return request;
}

describe.for(dbTargets())('the compact widget’s swaps on $name', (target) => {
  const database = useTestDatabase(target);
  const db = () => database().db;

  beforeAll(async () => {
    clearCatalogueCache();
    await db().delete(partners);
    const partner = { contactEmail: 'ops@shop.example', commissionRate: '0.002' };
    await db()
      .insert(partners)
      .values([
        { id: ACTIVE, name: 'Shop', ...partner },
        { id: OTHER, name: 'Other', ...partner },
      ]);
  });
  afterAll(async () => {
    setProvidersForTests(null);
    await db().delete(partners);
  });
  beforeEach(async () => {
    setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
    setProvidersForTests([new FakeProvider()]);
    await db().delete(outbox);
    await db().delete(idempotencyKeys);
    await db().delete(swapEvents);
    await db().delete(swaps);
  });

  async function created(request: Request) {
    const response = await createSwapRoute(request, undefined);
    expect(response.status).toBe(201);
    const view = (await response.json()) as Record<string, unknown>;
    // The public view shows none of it (ADR 0021).
    expect(view).not.toHaveProperty('source');
    const [row] = await db()
      .select()
      .from(swaps)
      .where(eq(swaps.id, view.id as string));
    return row;
  }

  it('records widget-v1 and the partner of the widget’s ref', async () => {
    const row = await created(post({ ...validBody, ref: ACTIVE, source: 'widget-v1' }));
    expect(row).toMatchObject({ source: 'widget-v1', partnerId: ACTIVE, keyId: null });
  });

  it('records widget-v1 without a partner for no ref or an unknown one, cookie or not', async () => {
    const cookie = `cookie_preferences=${serializeConsent(ALL_GRANTED)}; sl_ref=${OTHER}`;
    for (const ref of [undefined, 'nobody000000']) {
      const row = await created(post({ ...validBody, ref, source: 'widget-v1' }, { cookie }));
      expect(row, String(ref)).toMatchObject({ source: 'widget-v1', partnerId: null });
    }
  });

  it('keeps the site’s own form without the marker as it was: web, the ref’s partner', async () => {
    const row = await created(post({ ...validBody, ref: ACTIVE }));
    expect(row).toMatchObject({ source: 'web', partnerId: ACTIVE });
  });

  it('counts a script that claims the widget as the API (no Origin)', async () => {
    const row = await created(
      post({ ...validBody, ref: ACTIVE, source: 'widget-v1' }, { script: true }),
    );
    expect(row).toMatchObject({ source: 'api', partnerId: null });
  });
});
