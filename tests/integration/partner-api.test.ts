import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AdminPartners from '@/app/api/admin/partners/route';
import type * as AdminPartner from '@/app/api/admin/partners/[id]/route';
import type * as AdminKeys from '@/app/api/admin/partners/[id]/keys/route';
import type * as AdminSuspend from '@/app/api/admin/partners/[id]/suspend/route';
import type * as AdminRotate from '@/app/api/admin/partners/keys/[keyId]/rotate/route';
import type * as AdminRevoke from '@/app/api/admin/partners/keys/[keyId]/revoke/route';
import type * as Currencies from '@/app/api/v1/currencies/route';
import type * as PartnerSwaps from '@/app/api/v1/partner/swaps/route';
import type * as Swaps from '@/app/api/v1/swaps/route';
import type * as SwapRead from '@/app/api/v1/swaps/[id]/route';
import type * as Keys from '@/lib/api/auth/keys';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { clearCatalogueCache } from '@/lib/catalogue';
import { apiKeys, idempotencyKeys, outbox, partners, swapEvents, swaps } from '@/lib/db/schema';
import type * as KeyStore from '@/lib/api/auth/key-table';
import type * as Store from '@/lib/partner-program/store';
import { getWebhookResolver } from '@/lib/partner-webhooks';
import { resetSingletonsForTests, setSingletonForTests } from '@/lib/process-singleton.mjs';
import { setProvidersForTests } from '@/lib/providers/exchange/registry';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { importWithEnv } from '../helpers/env';
import { errorOf, SITE, uniqueIp } from '../helpers/requests';
import { FakeProvider, validBody } from '../helpers/swaps-fakes';

// The partner API end to end through the real handlers and the key table: the operator's admin
// routes make partners and keys, the keys call the public API, each partner sees only its own
// swaps, and a revoked key or a suspended partner is refused within the cache's bound.

const TOKEN = 'partner-api-admin-token-'.padEnd(40, 'x');
const ADMIN = { [CLIENT_IP_HEADER]: '127.0.0.1', authorization: `Bearer ${TOKEN}` };

let admin: {
  partners: typeof AdminPartners;
  partner: typeof AdminPartner;
  keys: typeof AdminKeys;
  suspend: typeof AdminSuspend;
  rotate: typeof AdminRotate;
  revoke: typeof AdminRevoke;
};
let api: {
  currencies: typeof Currencies;
  partnerSwaps: typeof PartnerSwaps;
  swaps: typeof Swaps;
  swapRead: typeof SwapRead;
};
let keys: typeof Keys;
let keyStore: typeof KeyStore;
let store: typeof Store;

beforeAll(async () => {
  ({ admin, api, keys, keyStore, store } = await importWithEnv(
    { ADMIN_TOKEN: TOKEN, PARTNER_KEY_RATE_LIMIT: '5' },
    async () => ({
      admin: {
        partners: await import('@/app/api/admin/partners/route'),
        partner: await import('@/app/api/admin/partners/[id]/route'),
        keys: await import('@/app/api/admin/partners/[id]/keys/route'),
        suspend: await import('@/app/api/admin/partners/[id]/suspend/route'),
        rotate: await import('@/app/api/admin/partners/keys/[keyId]/rotate/route'),
        revoke: await import('@/app/api/admin/partners/keys/[keyId]/revoke/route'),
      },
      api: {
        currencies: await import('@/app/api/v1/currencies/route'),
        partnerSwaps: await import('@/app/api/v1/partner/swaps/route'),
        swaps: await import('@/app/api/v1/swaps/route'),
        swapRead: await import('@/app/api/v1/swaps/[id]/route'),
      },
      keys: await import('@/lib/api/auth/keys'),
      keyStore: await import('@/lib/api/auth/key-table'),
      store: await import('@/lib/partner-program/store'),
    }),
  ));
});

function adminCall(body?: unknown): Request {
  return new Request(`${SITE}/api/admin/x`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...ADMIN, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
const at = <P extends Record<string, string>>(params: P) => ({ params: Promise.resolve(params) });

async function json<T = Record<string, unknown>>(response: Response | Promise<Response>) {
  return (await (await response).json()) as T;
}

interface Issued {
  key: { id: string; partnerId: string; displayPrefix: string; scopes: string[] };
  token: string;
}

async function newPartner(name: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await admin.partners.POST(
    adminCall({ name, email: `${name.toLowerCase()}@partner.example`, ...extra }),
    undefined,
  );
  expect(response.status).toBe(201);
  return (await json<{ partner: { id: string } }>(response)).partner.id;
}

async function issue(partnerId: string, body: Record<string, unknown>): Promise<Issued> {
  const response = await admin.keys.POST(adminCall(body), at({ id: partnerId }));
  expect(response.status).toBe(201);
  return json<Issued>(response);
}

const bearer = (token: string, headers: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  [CLIENT_IP_HEADER]: uniqueIp(),
  ...headers,
});
const getWith = (path: string, headers: Record<string, string>) =>
  new Request(`${SITE}${path}`, { headers });

describe.for(dbTargets())('the partner API on $name', (target) => {
  const database = useTestDatabase(target);
  const db = () => database().db;

  beforeAll(() => clearCatalogueCache());
  beforeEach(async () => {
    setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
    // No DNS here: the webhook hosts of these tests resolve to one public address.
    setSingletonForTests(getWebhookResolver, async () => [{ address: '93.184.215.14', family: 4 }]);
    resetSingletonsForTests(keys.getKeyStore);
    keyStore.forgetCachedKeys();
    setProvidersForTests([new FakeProvider()]);
    await db().delete(outbox);
    await db().delete(idempotencyKeys);
    await db().delete(swapEvents);
    await db().delete(swaps);
    await db().delete(apiKeys);
    await db().delete(partners);
  });
  afterAll(() => setProvidersForTests(null));

  describe('the admin routes', () => {
    it('create, list, update and suspend a partner, with exact decimal figures', async () => {
      const created = await admin.partners.POST(
        adminCall({
          name: 'Wallet One',
          email: 'ops@wallet.example',
          website: 'https://wallet.example',
          commissionRate: '0.0025',
          revenueShare: 0.5,
          allowedOrigins: ['https://wallet.example'],
          webhookUrl: 'https://hooks.wallet.example/swaps',
        }),
        undefined,
      );
      expect(created.status).toBe(201);
      const { partner, webhookSecret } = await json<{
        partner: Record<string, unknown> & { id: string };
        webhookSecret: string;
      }>(created);
      expect(partner).toMatchObject({
        name: 'Wallet One',
        commissionRate: '0.0025',
        revenueShare: '0.5',
        status: 'active',
        webhookSecretSet: true,
      });
      expect(partner.id).toMatch(/^[a-z0-9]{12}$/);
      expect(webhookSecret).toMatch(/^whsec_[0-9a-f]{48}$/);
      expect(JSON.stringify(partner)).not.toContain(webhookSecret);

      const listed = await json<{ partners: unknown[] }>(
        admin.partners.GET(adminCall(), undefined),
      );
      expect(listed.partners).toHaveLength(1);
      expect(JSON.stringify(listed)).not.toContain(webhookSecret);

      const updated = await admin.partner.POST(
        adminCall({ commissionRate: '0.001', website: null }),
        at({ id: partner.id }),
      );
      expect(await json(updated)).toMatchObject({
        partner: { commissionRate: '0.001', website: null, name: 'Wallet One' },
      });
      const suspended = await admin.suspend.POST(adminCall({}), at({ id: partner.id }));
      expect(await json(suspended)).toMatchObject({ partner: { status: 'suspended' } });
    });

    it.for([
      ['a commission above 5%', { commissionRate: '0.051' }],
      ['a negative revenue share', { revenueShare: '-0.1' }],
      ['a revenue share above half', { revenueShare: '0.6' }],
      ['a float that is no decimal', { commissionRate: 'abc' }],
      ['an http webhook', { webhookUrl: 'http://hooks.example/x' }],
      ['a webhook with credentials', { webhookUrl: 'https://u:p@hooks.example/x' }],
      ['a webhook on a private address', { webhookUrl: 'https://10.1.2.3/x' }],
      ['a webhook on loopback', { webhookUrl: 'https://[::1]/x' }],
      ['a webhook on localhost', { webhookUrl: 'https://localhost/x' }],
      ['an origin with a path', { allowedOrigins: ['https://wallet.example/app'] }],
      ['an http origin', { allowedOrigins: ['http://wallet.example'] }],
      ['a name with an escape sequence', { name: 'Wallet\u001b[2J' }],
      ['a name with a bidi override', { name: 'Wallet \u202egnp.exe' }],
      ['an unknown field', { plan: 'gold' }],
    ] as const)('refuses %s with 400', async ([, change]) => {
      const response = await admin.partners.POST(
        adminCall({ name: 'Wallet', email: 'ops@wallet.example', ...change }),
        undefined,
      );
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('validation_failed');
      expect(await db().select().from(partners)).toEqual([]);
    });

    it('answers 404 for an unknown partner or key, and 403 without the admin token', async () => {
      const unknown = 'zzzzzzzzzzzz';
      expect((await admin.partner.GET(adminCall(), at({ id: unknown }))).status).toBe(404);
      expect(
        (await admin.keys.POST(adminCall({ kind: 'secret' }), at({ id: unknown }))).status,
      ).toBe(404);
      expect((await admin.revoke.POST(adminCall({}), at({ keyId: unknown }))).status).toBe(404);
      expect((await admin.rotate.POST(adminCall({}), at({ keyId: unknown }))).status).toBe(404);
      const stranger = new Request(`${SITE}/api/admin/partners`, {
        headers: { [CLIENT_IP_HEADER]: '127.0.0.1', authorization: 'Bearer nope' },
      });
      expect((await admin.partners.GET(stranger, undefined)).status).toBe(403);
    });

    it('issues keys: the token once, only its hash and prefix stored, scopes written out', async () => {
      const id = await newPartner('Keys', { allowedOrigins: ['https://keys.example'] });
      const secret = await issue(id, { kind: 'secret', label: 'production' });
      expect(secret.token).toMatch(/^sl_sk_[a-z0-9]{12}_[A-Za-z0-9]{32}$/);
      expect(secret.key.displayPrefix).toBe(`${secret.token.slice(0, 23)}…`);
      expect(secret.key.scopes).toEqual([
        'offers.read',
        'swaps.create',
        'swaps.read',
        'reports.read',
        'payouts.write',
        'webhooks.manage',
      ]);
      const publishable = await issue(id, { kind: 'publishable' });
      expect(publishable.token).toBe(`sl_pk_${publishable.key.id}`);
      expect(publishable.key).toMatchObject({
        scopes: ['offers.read', 'swaps.create', 'swaps.read'],
        origins: ['https://keys.example'],
        rateLimitPerMinute: 5,
      });
      const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, secret.key.id));
      expect(row!.secretSha256).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(secret.token.slice(23));
      const listed = await admin.keys.GET(adminCall(), at({ id }));
      const text = await listed.text();
      expect(text).not.toContain(secret.token.slice(23));
      expect(text).not.toContain('embedSecret');
      expect(JSON.parse(text).keys).toHaveLength(2);
    });

    it('refuses a publishable key with a private scope or without origins, a secret key with origins', async () => {
      const id = await newPartner('Strict');
      for (const body of [
        { kind: 'publishable', scopes: ['reports.read'], origins: ['https://a.example'] },
        { kind: 'publishable' },
        { kind: 'secret', origins: ['https://a.example'] },
        { kind: 'secret', scopes: ['everything'] },
        { kind: 'secret', label: 'bad\u0007label' },
      ]) {
        const response = await admin.keys.POST(adminCall(body), at({ id }));
        expect(response.status, JSON.stringify(body)).toBe(400);
      }
    });
  });

  describe('keys on the public API', () => {
    it('creates a swap with a secret key, recorded as api with its partner and key', async () => {
      const id = await newPartner('Creator');
      const { token, key } = await issue(id, { kind: 'secret' });
      const response = await api.swaps.POST(
        new Request(`${SITE}/api/v1/swaps`, {
          method: 'POST',
          headers: {
            ...bearer(token),
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify(validBody),
        }),
        undefined,
      );
      expect(response.status).toBe(201);
      const view = await json<{ id: string }>(response);
      const [row] = await db().select().from(swaps).where(eq(swaps.id, view.id));
      expect(row).toMatchObject({ source: 'api', partnerId: id, keyId: key.id });
      expect(view).not.toHaveProperty('partnerId');
      // And reads its status with the same key.
      const read = await api.swapRead.GET(
        getWith(`/api/v1/swaps/${view.id}`, bearer(token)),
        at({ id: view.id }),
      );
      expect(read.status).toBe(200);
    });

    it("answers a publishable key's page with CORS for its origin, and counts the key's own limit", async () => {
      const id = await newPartner('Page', { allowedOrigins: ['https://page.example'] });
      const { token } = await issue(id, { kind: 'publishable' });
      const from = (origin: string) => getWith('/api/v1/currencies', bearer(token, { origin }));
      const ok = await api.currencies.GET(from('https://page.example'), undefined);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('access-control-allow-origin')).toBe('https://page.example');
      expect(ok.headers.get('cache-control')).toBe('private, max-age=60');
      expect(ok.headers.get('vary')).toContain('Origin');
      expect((await api.currencies.GET(from('https://other.example'), undefined)).status).toBe(401);
      const preflight = await api.currencies.OPTIONS(
        new Request(`${SITE}/api/v1/currencies`, {
          method: 'OPTIONS',
          headers: { origin: 'https://page.example', [CLIENT_IP_HEADER]: uniqueIp() },
        }),
        undefined,
      );
      expect(preflight.headers.get('access-control-allow-origin')).toBe('https://page.example');
      // PARTNER_KEY_RATE_LIMIT=5 in this file: 4 more, then 429.
      for (let i = 0; i < 4; i += 1) {
        expect((await api.currencies.GET(from('https://page.example'), undefined)).status).toBe(
          200,
        );
      }
      const limited = await api.currencies.GET(from('https://page.example'), undefined);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('ratelimit-policy')).toBe('"api-key";q=5;w=60');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('keeps visitors as before: no key, no CORS, the public cache', async () => {
      const response = await api.currencies.GET(
        getWith('/api/v1/currencies', { [CLIENT_IP_HEADER]: uniqueIp() }),
        undefined,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('refuses a key without the scope with 403, and a mistyped key with 401', async () => {
      const id = await newPartner('Narrow');
      const { token } = await issue(id, { kind: 'secret', scopes: ['offers.read'] });
      const create = await api.swaps.POST(
        new Request(`${SITE}/api/v1/swaps`, {
          method: 'POST',
          headers: { ...bearer(token), 'content-type': 'application/json', 'idempotency-key': 'k' },
          body: JSON.stringify(validBody),
        }),
        undefined,
      );
      expect(create.status).toBe(403);
      expect((await errorOf(create)).code).toBe('insufficient_scope');
      const typo = await api.currencies.GET(
        getWith('/api/v1/currencies', bearer(`${token.slice(0, -1)}X`)),
        undefined,
      );
      expect(typo.status).toBe(401);
      expect(typo.headers.get('www-authenticate')).toBe('Bearer');
    });
  });

  describe('revocation and suspension', () => {
    it('refuses a revoked key at once on this instance, and a rotated one for its successor', async () => {
      const id = await newPartner('Rotating');
      const first = await issue(id, { kind: 'secret', scopes: ['offers.read'], label: 'srv' });
      const call = (token: string) =>
        api.currencies.GET(getWith('/api/v1/currencies', bearer(token)), undefined);
      expect((await call(first.token)).status).toBe(200);
      const rotated = await json<Issued & { revoked: { revokedAt: string } }>(
        admin.rotate.POST(adminCall({}), at({ keyId: first.key.id })),
      );
      expect(rotated.revoked.revokedAt).toBeTruthy();
      expect(rotated.key).toMatchObject({ scopes: ['offers.read'], partnerId: id });
      expect(rotated.token).not.toBe(first.token);
      expect((await call(first.token)).status).toBe(401);
      expect((await call(rotated.token)).status).toBe(200);
      // A revoked key cannot be rotated back to life.
      expect((await admin.rotate.POST(adminCall({}), at({ keyId: first.key.id }))).status).toBe(
        404,
      );
      await admin.revoke.POST(adminCall({}), at({ keyId: rotated.key.id }));
      expect((await call(rotated.token)).status).toBe(401);
    });

    it('refuses every key of a suspended partner, and accepts them again once reactivated', async () => {
      const id = await newPartner('Paused');
      const { token } = await issue(id, { kind: 'secret' });
      const call = () =>
        api.currencies.GET(getWith('/api/v1/currencies', bearer(token)), undefined);
      expect((await call()).status).toBe(200);
      await admin.suspend.POST(adminCall({}), at({ id }));
      expect((await call()).status).toBe(401);
      await admin.partner.POST(adminCall({ status: 'active' }), at({ id }));
      expect((await call()).status).toBe(200);
    });

    it('sees a revocation made by another instance within KEY_CACHE_TTL_MS', async () => {
      const id = await newPartner('Elsewhere');
      const { key } = await issue(id, { kind: 'secret' });
      let now = 1_000_000;
      const local = keyStore.createDbKeyStore(() => now);
      expect(await local.find('secret', key.id)).toBeDefined();
      // Another instance revokes: this one's cache is not told.
      await db().update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, key.id));
      now += keyStore.KEY_CACHE_TTL_MS - 1;
      expect(await local.find('secret', key.id)).toBeDefined();
      now += 1;
      expect(await local.find('secret', key.id)).toBeUndefined();
      expect(keyStore.KEY_CACHE_TTL_MS).toBeLessThanOrEqual(5_000);
    });

    it('writes last_used_at at most once a minute per key', async () => {
      const id = await newPartner('Used');
      const { key } = await issue(id, { kind: 'secret' });
      let now = Date.parse('2026-12-01T12:00:00Z');
      const local = keyStore.createDbKeyStore(() => now);
      const lastUsed = async () =>
        (await db().select().from(apiKeys).where(eq(apiKeys.id, key.id)))[0]!.lastUsedAt;
      local.markUsed!(key.id);
      await vi.waitFor(async () => expect(await lastUsed()).toEqual(new Date(now)));
      const first = now;
      now += 30_000;
      local.markUsed!(key.id);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await lastUsed()).toEqual(new Date(first));
      now += 31_000;
      local.markUsed!(key.id);
      await vi.waitFor(async () => expect(await lastUsed()).toEqual(new Date(now)));
    });
  });

  describe('GET /api/v1/partner/swaps', () => {
    async function seedSwap(
      partnerId: string | null,
      id: string,
      createdAt: string,
      status = 'waiting',
    ) {
      await db()
        .insert(swaps)
        .values({
          id,
          provider: 'changenow',
          phase: 'created',
          status,
          rateType: 'floating',
          direction: 'direct',
          fromCode: 'btc',
          toCode: 'eth',
          amountFrom: '0.01',
          amountTo: '0.3',
          payoutAddress: validBody.payoutAddress,
          email: 'visitor@example.com',
          locale: 'en',
          source: partnerId ? 'api' : 'web',
          partnerId,
          keyId: null,
          createdAt: new Date(createdAt),
        });
    }

    async function list(token: string, query = '') {
      const response = await api.partnerSwaps.GET(
        getWith(`/api/v1/partner/swaps${query}`, bearer(token)),
        undefined,
      );
      return response;
    }

    it('lists only the calling partner’s swaps, newest first, without the visitor’s details', async () => {
      const a = await newPartner('Alpha');
      const b = await newPartner('Bravo');
      const keyA = (await issue(a, { kind: 'secret' })).token;
      const keyB = (await issue(b, { kind: 'secret' })).token;
      await seedSwap(a, 'AAAAAAAAAAA1', '2026-12-01T10:00:00Z', 'finished');
      await seedSwap(a, 'AAAAAAAAAAA2', '2026-12-02T10:00:00Z');
      await seedSwap(b, 'BBBBBBBBBBB1', '2026-12-01T11:00:00Z');
      await seedSwap(null, 'CCCCCCCCCCC1', '2026-12-01T12:00:00Z');

      const seenA = await json<{ swaps: Array<Record<string, unknown>> }>(list(keyA));
      expect(seenA.swaps.map((swap) => swap.id)).toEqual(['AAAAAAAAAAA2', 'AAAAAAAAAAA1']);
      const text = JSON.stringify(seenA);
      for (const secret of [validBody.payoutAddress, 'visitor@example.com']) {
        expect(text).not.toContain(secret);
      }
      const seenB = await json<{ swaps: Array<{ id: string }> }>(list(keyB));
      expect(seenB.swaps.map((swap) => swap.id)).toEqual(['BBBBBBBBBBB1']);
      // A query cannot name another partner: unknown parameters are not filters.
      const sneaky = await json<{ swaps: Array<{ id: string }> }>(list(keyB, `?partnerId=${a}`));
      expect(sneaky.swaps.map((swap) => swap.id)).toEqual(['BBBBBBBBBBB1']);
    });

    it('pages by cursor and filters by status and creation time', async () => {
      const a = await newPartner('Pager');
      const key = (await issue(a, { kind: 'secret', rateLimitPerMinute: 100 })).token;
      for (let day = 1; day <= 5; day += 1) {
        await seedSwap(
          a,
          `PAGE0000000${day}`,
          `2026-12-0${day}T10:00:00Z`,
          day % 2 ? 'finished' : 'waiting',
        );
      }
      const first = await json<{ swaps: Array<{ id: string }>; nextCursor: string }>(
        list(key, '?limit=2'),
      );
      expect(first.swaps.map((swap) => swap.id)).toEqual(['PAGE00000005', 'PAGE00000004']);
      const second = await json<{ swaps: Array<{ id: string }>; nextCursor: string }>(
        list(key, `?limit=2&cursor=${first.nextCursor}`),
      );
      expect(second.swaps.map((swap) => swap.id)).toEqual(['PAGE00000003', 'PAGE00000002']);
      const last = await json<{ swaps: Array<{ id: string }>; nextCursor: string | null }>(
        list(key, `?limit=2&cursor=${second.nextCursor}`),
      );
      expect(last).toMatchObject({ swaps: [{ id: 'PAGE00000001' }], nextCursor: null });

      const finished = await json<{ swaps: Array<{ id: string }> }>(list(key, '?status=finished'));
      expect(finished.swaps.map((swap) => swap.id)).toEqual([
        'PAGE00000005',
        'PAGE00000003',
        'PAGE00000001',
      ]);
      const range = await json<{ swaps: Array<{ id: string }> }>(
        list(key, '?createdFrom=2026-12-02T00:00:00Z&createdTo=2026-12-04T00:00:00Z'),
      );
      expect(range.swaps.map((swap) => swap.id)).toEqual(['PAGE00000003', 'PAGE00000002']);

      for (const bad of [
        '?limit=0',
        '?limit=101',
        '?status=lost',
        '?createdFrom=yesterday',
        '?cursor=bm9wZQ',
      ]) {
        const refused = await list(key, bad);
        expect(refused.status, bad).toBe(400);
        expect((await errorOf(refused)).code).toBe('validation_failed');
      }
    });

    it('refuses a visitor (401), a publishable key (401) and a key without swaps.read (403)', async () => {
      const a = await newPartner('Guarded', { allowedOrigins: ['https://guarded.example'] });
      const narrow = (await issue(a, { kind: 'secret', scopes: ['offers.read'] })).token;
      const publishable = (await issue(a, { kind: 'publishable' })).token;
      const visitor = await api.partnerSwaps.GET(
        getWith('/api/v1/partner/swaps', { [CLIENT_IP_HEADER]: uniqueIp() }),
        undefined,
      );
      expect(visitor.status).toBe(401);
      expect((await errorOf(visitor)).code).toBe('unauthorized');
      const page = await list(publishable);
      expect(page.status).toBe(401);
      const refused = await list(narrow);
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).code).toBe('insufficient_scope');
    });
  });

  it('stores what the store functions are given, nothing of the token', async () => {
    const { partner } = await store.createPartner({
      name: 'Direct',
      email: 'direct@partner.example',
      commissionRate: '0.002',
      revenueShare: '0',
      allowedOrigins: [],
    });
    const issued = await store.issueKey(partner.id, { kind: 'secret', label: '' });
    const rows = await db().select().from(apiKeys);
    expect(JSON.stringify(rows)).not.toContain(issued.token.slice(23));
  });
});
