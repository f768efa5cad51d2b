import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as listRoute } from '@/app/api/v1/partner/webhooks/deliveries/route';
import { POST as redeliverRoute } from '@/app/api/v1/partner/webhooks/deliveries/[id]/redeliver/route';
import { POST as testRoute } from '@/app/api/v1/partner/webhooks/test/route';
import { getKeyStore, type StoredKey } from '@/lib/api/auth/keys';
import { API_SCOPES, type ApiScope } from '@/lib/api/auth/scopes';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { clearCatalogueCache } from '@/lib/catalogue';
import { outbox, partners, swapEvents, swaps, webhookDeliveries } from '@/lib/db/schema';
import { deliverOutbox } from '@/lib/mail/deliver';
import { cleanUpWebhookDeliveries, listDeliveries } from '@/lib/partner-webhooks';
import { setSingletonForTests } from '@/lib/process-singleton.mjs';
import { setProvidersForTests } from '@/lib/providers/exchange/registry';
import { createSwapSchema } from '@/lib/swaps/contract';
import { createSwap } from '@/lib/swaps/create';
import { refreshDueSwaps } from '@/lib/swaps/refresh';
import { webhookSwapSchema } from '@/lib/swaps/webhook-schema';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { errorOf, get, jsonPost } from '../helpers/requests';
import { FakeProvider, validBody } from '../helpers/swaps-fakes';
import { createHash } from 'node:crypto';

// Signed partner webhooks end to end below the HTTP server: a status change of a partner's swap
// queues one delivery, the outbox's partner-webhook channel POSTs it to a local receiver
// (allowed by the test-only switch), signed as docs/partners/webhooks.md says; failures are
// retried on the documented schedule, redirects are not followed, 24 hours end it, and each
// partner reads and redelivers only its own deliveries.

vi.hoisted(() => {
  process.env.WEBHOOK_INSECURE_LOCAL = '1';
});

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const PARTNER_A = 'partneraaaaa';
const PARTNER_B = 'partnerbbbbb';
const SECRET_A = 'whsec_partner_a_secret';
const SECRET_B = 'whsec_partner_b_secret';
const KEY_SECRET = 'S3cr3tS3cr3tS3cr3tS3cr3tS3cr3t12';
const KEY_A = 'keyaaaaaaaaa';
const KEY_B = 'keybbbbbbbbb';
const KEY_NO_SCOPE = 'keyccccccccc';

function store(): { find(kind: string, id: string): Promise<StoredKey | undefined> } {
  const key = (id: string, partnerId: string, scopes: readonly ApiScope[]): StoredKey => ({
    id,
    kind: 'secret',
    partnerId,
    secretSha256: createHash('sha256').update(KEY_SECRET).digest('hex'),
    scopes,
  });
  const keys = new Map([
    [KEY_A, key(KEY_A, PARTNER_A, API_SCOPES)],
    [KEY_B, key(KEY_B, PARTNER_B, API_SCOPES)],
    [KEY_NO_SCOPE, key(KEY_NO_SCOPE, PARTNER_A, ['swaps.read'])],
  ]);
  return { find: async (kind, id) => (kind === 'secret' ? keys.get(id) : undefined) };
}

interface Page {
  deliveries: { id: string; swapId: string | null; state: string }[];
  nextCursor: string | null;
}

const bearer = (id: string) => ({ authorization: `Bearer sl_sk_${id}_${KEY_SECRET}` });

describe.for(dbTargets())('partner webhooks on $name', (target) => {
  const database = useTestDatabase(target);
  const db = () => database().db;
  let server: Server;
  let base: string;
  let received: Received[];
  let answer: (path: string) => { status: number; headers?: Record<string, string> };
  let provider: FakeProvider;

  beforeAll(async () => {
    clearCatalogueCache();
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString() });
        const { status, headers } = answer(path);
        response.writeHead(status, headers).end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    setProvidersForTests(null);
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(async () => {
    received = [];
    answer = () => ({ status: 200 });
    provider = new FakeProvider();
    setProvidersForTests([provider]);
    setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
    setSingletonForTests(getKeyStore, store());
    await db().delete(outbox);
    await db().delete(webhookDeliveries);
    await db().delete(swapEvents);
    await db().delete(swaps);
    await db().delete(partners);
    await db()
      .insert(partners)
      .values([
        {
          id: PARTNER_A,
          name: 'Wallet A',
          contactEmail: 'a@partner.example',
          commissionRate: '0.002',
          webhookUrl: `${base}/hooks/a`,
          webhookSecret: SECRET_A,
        },
        {
          id: PARTNER_B,
          name: 'Wallet B',
          contactEmail: 'b@partner.example',
          commissionRate: '0.002',
          webhookUrl: `${base}/hooks/b`,
          webhookSecret: SECRET_B,
        },
      ]);
  });

  let swapCounter = 0;
  async function partnerSwap(partnerId: string | null): Promise<string> {
    swapCounter += 1;
    const view = await createSwap(createSwapSchema.parse(validBody), {
      swapId: `K7M2Q9XD3F${String(swapCounter).padStart(2, '0')}`.slice(0, 12),
      locale: 'en',
      attribution: partnerId ? { source: 'api', partnerId, keyId: KEY_A } : { source: 'web' },
    });
    return view.id;
  }

  /** The provider reports `status` for the swap and the refresher picks it up. */
  async function moveTo(swapId: string, status: 'confirming' | 'exchanging' | 'finished') {
    const [row] = await db().select().from(swaps).where(eq(swaps.id, swapId));
    provider.statuses.set(row!.providerSwapId!, status);
    await db().execute(
      sql`update swaps set next_check_at = now() - interval '1 second', last_checked_at = now() - interval '11 seconds' where id = ${swapId}`,
    );
    expect(await refreshDueSwaps()).toBeGreaterThan(0);
  }

  const deliveryRows = () => db().select().from(webhookDeliveries);
  const webhookOutbox = async () =>
    db().select().from(outbox).where(eq(outbox.channel, 'partner-webhook'));
  /** As if the outbox row's next attempt were due now. */
  const makeDue = () =>
    db().execute(
      sql`update outbox set available_at = now() - interval '1 second' where channel = 'partner-webhook'`,
    );

  const expectedSignature = (secret: string, timestamp: string, body: string) =>
    `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

  it('queues one delivery for a status change of a partner’s swap, and sends it signed', async () => {
    const swapId = await partnerSwap(PARTNER_A);
    await partnerSwap(null); // a visitor's own swap tells nobody
    await moveTo(swapId, 'confirming');

    const [delivery, ...more] = await deliveryRows();
    expect(more).toEqual([]);
    expect(delivery).toMatchObject({
      partnerId: PARTNER_A,
      event: 'swap.status_changed',
      swapId,
      attempts: 0,
    });
    const [message] = await webhookOutbox();
    expect(message).toMatchObject({ kind: 'partner_webhook', subject: `webhook:${delivery!.id}` });

    const body = JSON.parse(delivery!.body) as Record<string, unknown>;
    expect(body).toMatchObject({ id: delivery!.id, event: 'swap.status_changed' });
    const data = webhookSwapSchema.strict().parse(body.data);
    expect(data).toMatchObject({
      id: swapId,
      status: 'confirming',
      previousStatus: 'waiting',
      from: { code: 'btc' },
      to: { code: 'eth' },
      provider: { id: 'changenow' },
    });
    expect(data.history.map((entry) => entry.status)).toEqual(['waiting', 'confirming']);
    for (const secret of ['email', 'ip', 'payoutAddress', 'refundAddress', 'partnerId']) {
      expect(delivery!.body).not.toContain(`"${secret}"`);
    }

    const sendingFrom = Math.floor(Date.now() / 1000);
    expect(await deliverOutbox()).toBe(1);
    const sentBy = Math.ceil(Date.now() / 1000);
    expect(received).toHaveLength(1);
    const [post] = received;
    expect(post!.path).toBe('/hooks/a');
    expect(post!.body).toBe(delivery!.body);
    expect(post!.headers['content-type']).toBe('application/json');
    expect(post!.headers['x-swaplens-webhook-id']).toBe(delivery!.id);
    const timestamp = String(post!.headers['x-swaplens-timestamp']);
    // Signed during the send: between its start and its end, whatever they took.
    expect(Number(timestamp)).toBeGreaterThanOrEqual(sendingFrom);
    expect(Number(timestamp)).toBeLessThanOrEqual(sentBy);
    expect(post!.headers['x-swaplens-signature']).toBe(
      expectedSignature(SECRET_A, timestamp, post!.body),
    );
    const [after] = await deliveryRows();
    expect(after).toMatchObject({ attempts: 1, lastStatus: 200, lastError: null, failedAt: null });
    expect(after!.deliveredAt).not.toBeNull();
    // Delivered once: nothing more to send.
    expect(await deliverOutbox()).toBe(0);
  });

  it('tells nobody when the partner is suspended or has no webhook URL', async () => {
    await db().update(partners).set({ status: 'suspended' }).where(eq(partners.id, PARTNER_A));
    await db().update(partners).set({ webhookUrl: null }).where(eq(partners.id, PARTNER_B));
    await moveTo(await partnerSwap(PARTNER_A), 'confirming');
    await moveTo(await partnerSwap(PARTNER_B), 'confirming');
    expect(await deliveryRows()).toEqual([]);
    expect(await webhookOutbox()).toEqual([]);
  });

  it('retries a 500 on the documented schedule, then delivers', async () => {
    answer = () => ({ status: 500 });
    await moveTo(await partnerSwap(PARTNER_A), 'confirming');
    const before = Date.now();
    expect(await deliverOutbox()).toBe(0);
    let [row] = await deliveryRows();
    expect(row).toMatchObject({ attempts: 1, lastStatus: 500, lastError: 'HTTP 500' });
    expect(row!.deliveredAt).toBeNull();
    let [message] = await webhookOutbox();
    expect(message!.deliveredAt).toBeNull();
    expect(message!.availableAt.getTime() - before).toBeGreaterThanOrEqual(60_000 - 1_000);
    expect(message!.availableAt.getTime() - before).toBeLessThan(60_000 + 5_000);
    expect(await deliverOutbox()).toBe(0); // not due yet

    await makeDue();
    const second = Date.now();
    expect(await deliverOutbox()).toBe(0);
    [message] = await webhookOutbox();
    expect(message!.availableAt.getTime() - second).toBeGreaterThanOrEqual(5 * 60_000 - 1_000);
    expect(message!.availableAt.getTime() - second).toBeLessThan(5 * 60_000 + 5_000);

    answer = () => ({ status: 204 });
    await makeDue();
    expect(await deliverOutbox()).toBe(1);
    [row] = await deliveryRows();
    expect(row).toMatchObject({ attempts: 3, lastStatus: 204, lastError: null });
    expect(row!.deliveredAt).not.toBeNull();
    // Every attempt is signed anew, over the same bytes.
    expect(new Set(received.map((post) => post.body)).size).toBe(1);
    for (const post of received) {
      expect(post.headers['x-swaplens-signature']).toBe(
        expectedSignature(SECRET_A, String(post.headers['x-swaplens-timestamp']), post.body),
      );
    }
  });

  it('does not follow a redirect: a 3xx is a failed attempt', async () => {
    answer = (path) =>
      path === '/hooks/a'
        ? { status: 302, headers: { location: `${base}/elsewhere` } }
        : { status: 200 };
    await moveTo(await partnerSwap(PARTNER_A), 'confirming');
    expect(await deliverOutbox()).toBe(0);
    expect(received.map((post) => post.path)).toEqual(['/hooks/a']);
    const [row] = await deliveryRows();
    expect(row).toMatchObject({ attempts: 1, lastStatus: 302 });
    expect(row!.lastError).toContain('redirects are not followed');
  });

  it('sends nothing to a URL that resolves to a private address at send time', async () => {
    await moveTo(await partnerSwap(PARTNER_A), 'confirming');
    // Saved as public once; private now (a changed DNS record, or an edit past the admin check).
    await db()
      .update(partners)
      .set({ webhookUrl: 'http://10.255.255.1:9/hook' })
      .where(eq(partners.id, PARTNER_A));
    expect(await deliverOutbox()).toBe(0);
    expect(received).toEqual([]);
    const [row] = await deliveryRows();
    expect(row).toMatchObject({ attempts: 1, lastStatus: null });
    expect(row!.lastError).toBe(
      'refused, nothing sent: 10.255.255.1 resolves to 10.255.255.1, which is not a public address',
    );
  });

  it('gives up when the 24 hours are over, and says so', async () => {
    answer = () => ({ status: 503 });
    await moveTo(await partnerSwap(PARTNER_A), 'confirming');
    // The series began 24 hours ago: this attempt is its last.
    await db().execute(
      sql`update outbox set payload = jsonb_set(payload, '{until}', to_jsonb(${new Date(Date.now() + 10_000).toISOString()}::text)) where channel = 'partner-webhook'`,
    );
    expect(await deliverOutbox()).toBe(0);
    const [row] = await deliveryRows();
    expect(row).toMatchObject({ attempts: 1, lastStatus: 503, deliveredAt: null });
    expect(row!.failedAt).not.toBeNull();
    const [message] = await webhookOutbox();
    expect(message!.deliveredAt).not.toBeNull();
    expect(message!.lastError).toBe('dropped: failed after 24 hours of retries: HTTP 503');
    await makeDue();
    expect(await deliverOutbox()).toBe(0);
    expect(received).toHaveLength(1);
  });

  it('lists each partner’s own deliveries only, paged and filtered, through the API', async () => {
    answer = (path) => ({ status: path === '/hooks/b' ? 500 : 200 });
    const swapA = await partnerSwap(PARTNER_A);
    await moveTo(swapA, 'confirming');
    await moveTo(swapA, 'exchanging');
    await moveTo(await partnerSwap(PARTNER_B), 'confirming');
    await deliverOutbox();

    const list = async (key: string, query = '') => {
      const response = await listRoute(
        get(`/api/v1/partner/webhooks/deliveries${query}`, bearer(key)),
        undefined,
      );
      return { status: response.status, body: (await response.json()) as Page };
    };
    const a = await list(KEY_A);
    expect(a.status).toBe(200);
    const deliveriesA = a.body.deliveries;
    expect(deliveriesA).toHaveLength(2);
    expect(deliveriesA.every((entry) => entry.swapId === swapA)).toBe(true);
    expect(deliveriesA.map((entry) => entry.state)).toEqual(['delivered', 'delivered']);

    const b = await list(KEY_B);
    const deliveriesB = b.body.deliveries;
    expect(deliveriesB.map((entry) => entry.state)).toEqual(['pending']);
    expect((await list(KEY_B, '?state=delivered')).body.deliveries).toEqual([]);

    const first = await list(KEY_A, '?limit=1');
    expect(first.body.deliveries).toHaveLength(1);
    const second = await list(KEY_A, `?limit=1&cursor=${first.body.nextCursor}`);
    expect(second.body.deliveries[0]!.id).not.toBe(first.body.deliveries[0]!.id);
    expect(second.body.nextCursor).toBeNull();
    // Another partner's cursor leads nowhere.
    expect((await list(KEY_B, `?cursor=${first.body.nextCursor}`)).body.deliveries).toEqual([]);

    const refused = await listRoute(
      get('/api/v1/partner/webhooks/deliveries', bearer(KEY_NO_SCOPE)),
      undefined,
    );
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe('insufficient_scope');
    const anonymous = await listRoute(get('/api/v1/partner/webhooks/deliveries'), undefined);
    expect(anonymous.status).toBe(401);
    expect((await list(KEY_A, '?state=lost')).status).toBe(400);
  });

  it('redelivers a partner’s own delivery with a new signature; another’s is 404', async () => {
    await moveTo(await partnerSwap(PARTNER_A), 'confirming');
    await deliverOutbox();
    const [delivery] = await deliveryRows();
    const redeliver = (key: string, id = delivery!.id) =>
      redeliverRoute(
        jsonPost(
          `/api/v1/partner/webhooks/deliveries/${id}/redeliver`,
          {},
          { headers: bearer(key) },
        ),
        { params: Promise.resolve({ id }) },
      );

    const other = await redeliver(KEY_B);
    expect(other.status).toBe(404);
    expect((await errorOf(other)).code).toBe('not_found');
    expect((await redeliver(KEY_A, 'whd_ffffffffffffffffffffffff')).status).toBe(404);
    expect((await redeliver(KEY_A, 'nonsense')).status).toBe(404);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2_000 });
    try {
      const response = await redeliver(KEY_A);
      expect(response.status).toBe(202);
      expect(await response.json()).toMatchObject({ id: delivery!.id, state: 'pending' });
      expect(await deliverOutbox()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
    expect(received).toHaveLength(2);
    const [firstPost, again] = received;
    expect(again!.body).toBe(firstPost!.body);
    expect(again!.headers['x-swaplens-webhook-id']).toBe(delivery!.id);
    expect(again!.headers['x-swaplens-timestamp']).not.toBe(
      firstPost!.headers['x-swaplens-timestamp'],
    );
    expect(again!.headers['x-swaplens-signature']).toBe(
      expectedSignature(SECRET_A, String(again!.headers['x-swaplens-timestamp']), again!.body),
    );
    const [row] = await deliveryRows();
    expect(row).toMatchObject({ attempts: 2, lastStatus: 200 });
    expect(row!.deliveredAt).not.toBeNull();
  });

  it('sends a webhook.test event on request, and answers 409 without a webhook URL', async () => {
    const post = (key: string) =>
      testRoute(jsonPost('/api/v1/partner/webhooks/test', {}, { headers: bearer(key) }), undefined);
    const response = await post(KEY_A);
    expect(response.status).toBe(202);
    const view = (await response.json()) as { id: string; event: string; swapId: null };
    expect(view).toMatchObject({ event: 'webhook.test', swapId: null, state: 'pending' });
    expect(await deliverOutbox()).toBe(1);
    expect(JSON.parse(received[0]!.body)).toMatchObject({
      id: view.id,
      event: 'webhook.test',
      data: { test: true },
    });

    await db().update(partners).set({ webhookUrl: null }).where(eq(partners.id, PARTNER_B));
    const none = await post(KEY_B);
    expect(none.status).toBe(409);
    expect((await errorOf(none)).code).toBe('webhook_not_configured');
  });

  it('keeps deliveries 90 days', async () => {
    await moveTo(await partnerSwap(PARTNER_A), 'confirming');
    await moveTo(await partnerSwap(PARTNER_B), 'confirming');
    await db().execute(
      sql`update webhook_deliveries set created_at = now() - interval '91 days' where partner_id = ${PARTNER_B}`,
    );
    expect((await listDeliveries(db(), PARTNER_B, { limit: 50 })).deliveries).toEqual([]);
    await cleanUpWebhookDeliveries(db(), Date.now());
    expect((await deliveryRows()).map((row) => row.partnerId)).toEqual([PARTNER_A]);
  });
});
