import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getKeyStore, type KeyStore, type StoredKey } from '@/lib/api/auth/keys';
import { API_SCOPES, type ApiScope } from '@/lib/api/auth/scopes';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import {
  commissions,
  currencies,
  idempotencyKeys,
  outbox,
  partners,
  payouts,
  priceHistory,
  swapEvents,
  swaps,
} from '@/lib/db/schema';
import { outboxKind } from '@/lib/mail/outbox';
import { setSingletonForTests } from '@/lib/process-singleton.mjs';
import { setProvidersForTests } from '@/lib/providers/exchange/registry';
import type { ProviderSwap } from '@/lib/providers/exchange/contract';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { importWithEnv } from '../helpers/env';
import { errorOf, get, jsonPost, SITE } from '../helpers/requests';
import { secretKey, SECRET } from '../helpers/api-keys';
import { ADDRESSES, FakeProvider } from '../helpers/swaps-fakes';

// The partner's side of the ledger end to end, through the real route handlers: a finished swap
// writes its commission once (void when refunded), the earnings answer sums only the caller's own
// partner's, and a payout goes from the API request through the e-mailed link and the confirm
// form to the operator's "paid", or expires and frees its commissions.

const PARTNER_A = 'partneraaaa1';
const PARTNER_B = 'partnerbbbb2';
const KEY_A = 'keyaaaaaaaa1';
const KEY_B = 'keybbbbbbbb2';
const KEY_A_NO_REPORTS = 'keyaaaaaaaa3';
const ADMIN_TOKEN = 'test-admin-token-'.padEnd(40, 'z');
const ADMIN = { [CLIENT_IP_HEADER]: '127.0.0.1', authorization: `Bearer ${ADMIN_TOKEN}` };
const DAY = 24 * 3_600_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Secret keys of two partners, and one of A's without reports.read. */
function twoPartnerKeys(): KeyStore {
  const key = (id: string, partnerId: string, scopes: readonly ApiScope[]): StoredKey => ({
    id,
    kind: 'secret',
    partnerId,
    secretSha256: sha256(SECRET),
    scopes,
  });
  const keys = new Map<string, StoredKey>([
    [KEY_A, key(KEY_A, PARTNER_A, API_SCOPES)],
    [KEY_B, key(KEY_B, PARTNER_B, API_SCOPES)],
    [KEY_A_NO_REPORTS, key(KEY_A_NO_REPORTS, PARTNER_A, ['offers.read'])],
  ]);
  return { find: async (kind, id) => (kind === 'secret' ? keys.get(id) : undefined) };
}

const bearer = (keyId: string) => ({ authorization: `Bearer ${secretKey(keyId)}` });

async function load() {
  return importWithEnv(
    {
      SITE_URL: SITE,
      ADMIN_TOKEN,
      PARTNER_PAYOUT_HOLD_DAYS: '30',
      PARTNER_PAYOUT_MINIMUM_USD: '50',
    },
    async () => ({
      apply: (await import('@/lib/swaps/apply')).applyProviderSwap,
      earnings: (await import('@/app/api/v1/partner/earnings/route')).GET,
      payoutsRoute: await import('@/app/api/v1/partner/payouts/route'),
      confirmForm: (await import('@/app/apiglobal/partner-payouts/confirm/route')).POST,
      adminList: (await import('@/app/api/admin/payouts/route')).GET,
      adminPaid: (await import('@/app/api/admin/payouts/[id]/paid/route')).POST,
      adminExport: (await import('@/app/api/admin/commissions/export/route')).GET,
      payoutsLib: await import('@/lib/partner-earnings/payouts'),
      email: await import('@/lib/partner-earnings/email'),
    }),
  );
}

type App = Awaited<ReturnType<typeof load>>;

function answer(status: ProviderSwap['status'], amountFrom = '0.5'): ProviderSwap {
  return {
    providerSwapId: 'ps-1',
    status,
    providerStatus: `vendor-${status}`,
    depositAddress: ADDRESSES.btc,
    depositExtraId: null,
    amountFrom,
    amountTo: '10',
    payoutAddress: ADDRESSES.eth,
    payoutExtraId: null,
    refundAddress: null,
    depositHash: null,
    payoutHash: null,
    expiresAt: null,
  };
}

describe.for(dbTargets())('partner earnings on $name', (target) => {
  const database = useTestDatabase(target);
  const db = () => database().db;
  let app: App;
  let btcTicker: string;

  beforeAll(async () => {
    app = await load();
    const exolix = new FakeProvider('exolix');
    // A provider whose adapter reads an affiliate report: its commissions wait as pending.
    Object.assign(exolix.info, { affiliateReport: true });
    setProvidersForTests([new FakeProvider('changenow'), exolix]);
    setSingletonForTests(getKeyStore, twoPartnerKeys());
    app.email.registerPayoutEmail();
    const [btc] = await db().select().from(currencies).where(eq(currencies.code, 'btc'));
    btcTicker = btc!.ticker;
  });
  afterAll(() => setProvidersForTests(null));

  beforeEach(async () => {
    setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
    await db().delete(commissions);
    await db().delete(payouts);
    await db().delete(outbox);
    await db().delete(idempotencyKeys);
    await db().delete(swapEvents);
    await db().delete(swaps);
    await db().delete(partners);
    await db()
      .insert(partners)
      .values([
        {
          id: PARTNER_A,
          name: 'Wallet A',
          contactEmail: 'pay@a.example',
          commissionRate: '0.002',
        },
        {
          id: PARTNER_B,
          name: 'Portfolio B',
          contactEmail: 'pay@b.example',
          commissionRate: '0.005',
        },
      ]);
  });

  /** A swap being polled, leased to 'test', as the refresher holds it before applying. */
  async function leasedSwap(
    id: string,
    options: { partnerId?: string | null; provider?: string; from?: string } = {},
  ) {
    const [row] = await db()
      .update(swaps)
      .set({ leaseOwner: 'test' })
      .where(eq(swaps.id, id))
      .returning();
    if (row) return row;
    const [inserted] = await db()
      .insert(swaps)
      .values({
        id,
        provider: options.provider ?? 'changenow',
        providerSwapId: 'ps-1',
        phase: 'created',
        status: 'exchanging',
        rateType: 'floating',
        direction: 'direct',
        fromCode: options.from ?? 'btc',
        toCode: 'eth',
        amountFrom: '0.5',
        payoutAddress: ADDRESSES.eth,
        locale: 'en',
        source: 'api',
        partnerId: options.partnerId === undefined ? PARTNER_A : options.partnerId,
        keyId: KEY_A,
        leaseOwner: 'test',
      })
      .returning();
    return inserted!;
  }

  async function finish(id: string, options?: Parameters<typeof leasedSwap>[1]) {
    const row = await leasedSwap(id, options);
    await app.apply(db(), row, 'test', answer('finished'));
  }

  describe('the ledger', () => {
    it('writes one commission when a partner’s swap finishes, with the USD at the finish', async () => {
      await db()
        .insert(priceHistory)
        .values({
          ticker: btcTicker,
          asOf: new Date(Date.now() - 3_600_000),
          usd: 97250.5,
          source: 'coingecko',
        })
        .onConflictDoNothing();
      await finish('SWAPFINISH01');
      // Applied again (a second poll, another instance): still one row.
      await finish('SWAPFINISH01');
      const rows = await db().select().from(commissions);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        swapId: 'SWAPFINISH01',
        partnerId: PARTNER_A,
        keyId: KEY_A,
        provider: 'changenow',
        depositCode: 'btc',
        status: 'estimated',
        payoutId: null,
      });
      const canonical = (value: string | null) => (value === null ? null : String(Number(value)));
      expect(canonical(rows[0]!.amountDeposit)).toBe('0.5');
      expect(canonical(rows[0]!.rate)).toBe('0.002');
      expect(canonical(rows[0]!.commissionDeposit)).toBe('0.001');
      expect(canonical(rows[0]!.amountUsd)).toBe('48625.25');
      expect(canonical(rows[0]!.commissionUsd)).toBe('97.2505');
    });

    it('voids the commission of a swap refunded after it finished', async () => {
      await finish('SWAPREFUND01');
      const row = await leasedSwap('SWAPREFUND01');
      await app.apply(db(), row, 'test', answer('refunded'));
      const [commission] = await db().select().from(commissions);
      expect(commission?.status).toBe('void');
    });

    it('writes nothing for a swap of no partner, or one that fails', async () => {
      await finish('SWAPNOPARTNR', { partnerId: null });
      const failing = await leasedSwap('SWAPFAILED01');
      await app.apply(db(), failing, 'test', answer('failed'));
      expect(await db().select().from(commissions)).toEqual([]);
    });

    it('keeps the USD empty without a stored price, and waits for a provider with a report', async () => {
      await db().execute(sql`delete from asset_prices where ticker = ${btcTicker}`);
      await db().delete(priceHistory).where(eq(priceHistory.ticker, btcTicker));
      await finish('SWAPNOPRICE1', { provider: 'exolix' });
      const [commission] = await db().select().from(commissions);
      expect(commission).toMatchObject({ status: 'pending', amountUsd: null, commissionUsd: null });
    });
  });

  /** A ledger row written directly: the aggregation and payouts need chosen days and figures. */
  async function commission(
    swapId: string,
    partnerId: string,
    values: Partial<typeof commissions.$inferInsert> = {},
  ) {
    await db()
      .insert(commissions)
      .values({
        swapId,
        partnerId,
        provider: 'changenow',
        depositCode: 'btc',
        amountDeposit: '0.5',
        amountUsd: '50000',
        rate: '0.002',
        commissionDeposit: '0.001',
        commissionUsd: '100',
        status: 'estimated',
        finishedAt: new Date('2026-11-02T10:00:00Z'),
        ...values,
      });
  }

  describe('GET /api/v1/partner/earnings', () => {
    const earnings = (keyId: string, query = '?from=2026-11-01&to=2026-11-30') =>
      app.earnings(get(`/api/v1/partner/earnings${query}`, bearer(keyId)), undefined);

    it('sums per UTC day, currency and status, and per status, only for the caller', async () => {
      await commission('S1', PARTNER_A, { finishedAt: new Date('2026-11-02T23:59:59Z') });
      await commission('S2', PARTNER_A, {
        amountDeposit: '0.25',
        commissionDeposit: '0.0005',
        amountUsd: '25000.1',
        commissionUsd: '50.0002',
        finishedAt: new Date('2026-11-02T00:00:00Z'),
      });
      await commission('S3', PARTNER_A, {
        depositCode: 'eth',
        amountUsd: null,
        commissionUsd: null,
        status: 'confirmed',
        finishedAt: new Date('2026-11-03T00:00:00Z'),
      });
      await commission('S4', PARTNER_A, { finishedAt: new Date('2026-12-01T00:00:00Z') });
      await commission('S5', PARTNER_B, { rate: '0.005', commissionUsd: '250' });

      const response = await earnings(KEY_A);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('no-store');
      const body = await response.json();
      expect(body.days).toEqual([
        {
          day: '2026-11-02',
          currency: 'btc',
          status: 'estimated',
          estimated: true,
          sandbox: false,
          count: 2,
          amount: '0.75',
          commission: '0.0015',
          amountUsd: '75000.1',
          commissionUsd: '150.0002',
          withoutUsd: 0,
        },
        {
          day: '2026-11-03',
          currency: 'eth',
          status: 'confirmed',
          estimated: false,
          sandbox: false,
          count: 1,
          amount: '0.5',
          commission: '0.001',
          amountUsd: '0',
          commissionUsd: '0',
          withoutUsd: 1,
        },
      ]);
      expect(body.totals).toEqual([
        {
          status: 'confirmed',
          estimated: false,
          count: 1,
          amountUsd: '0',
          commissionUsd: '0',
          withoutUsd: 1,
        },
        {
          status: 'estimated',
          estimated: true,
          count: 2,
          amountUsd: '75000.1',
          commissionUsd: '150.0002',
          withoutUsd: 0,
        },
      ]);
      expect(body.notes.statuses.estimated).toMatch(/estimate|Our own figure/);

      // The other partner sees its own row and nothing of A's.
      const other = await (await earnings(KEY_B)).json();
      expect(other.days).toHaveLength(1);
      expect(other.days[0]).toMatchObject({ count: 1, commissionUsd: '250' });
      expect(JSON.stringify(other)).not.toContain('150.0002');
    });

    it('filters by status', async () => {
      await commission('S1', PARTNER_A);
      await commission('S2', PARTNER_A, { status: 'void' });
      const body = await (
        await earnings(KEY_A, '?from=2026-11-01&to=2026-11-30&status=void')
      ).json();
      expect(body.days.map((row: { status: string }) => row.status)).toEqual(['void']);
      expect(body.totals).toHaveLength(1);
    });

    it('refuses a range over 366 days, a reversed one and a day that does not exist', async () => {
      for (const query of [
        '?from=2025-01-01&to=2026-11-30',
        '?from=2026-11-30&to=2026-11-01',
        '?from=2026-02-30&to=2026-03-01',
        '?partner=partnerbbbb2',
      ]) {
        const response = await earnings(KEY_A, query);
        expect(response.status, query).toBe(400);
        expect((await errorOf(response)).code).toBe('validation_failed');
      }
    });

    it('answers 401 without a valid key and 403 without reports.read', async () => {
      const anonymous = await app.earnings(get('/api/v1/partner/earnings'), undefined);
      expect(anonymous.status).toBe(401);
      expect((await errorOf(anonymous)).code).toBe('unauthorized');
      const unscoped = await earnings(KEY_A_NO_REPORTS);
      expect(unscoped.status).toBe(403);
      expect((await errorOf(unscoped)).code).toBe('insufficient_scope');
    });
  });

  describe('payouts', () => {
    const requestPayout = (keyId: string, idempotencyKey: string) => {
      const request = jsonPost(
        '/api/v1/partner/payouts',
        {},
        { headers: { ...bearer(keyId), 'idempotency-key': idempotencyKey } },
      );
      // A partner's server sends no Origin.
      request.headers.delete('origin');
      return app.payoutsRoute.POST(request, undefined);
    };
    const list = async (keyId: string) =>
      (
        await (
          await app.payoutsRoute.GET(get('/api/v1/partner/payouts', bearer(keyId)), undefined)
        ).json()
      ).payouts as Array<{ id: string; status: string; amountUsd: string }>;
    const confirmForm = (token: string, locale = 'de') =>
      app.confirmForm(
        new Request(`${SITE}/apiglobal/partner-payouts/confirm`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin: SITE,
            [CLIENT_IP_HEADER]: '3fff:1::1',
          },
          body: new URLSearchParams({ token, locale }).toString(),
        }),
        undefined,
      );

    /** The e-mail's link, as the outbox would write it: its token. */
    async function mailedToken(
      payoutId: string,
    ): Promise<{ token: string; to: string; text: string }> {
      const [row] = await db()
        .select()
        .from(outbox)
        .where(eq(outbox.subject, `payout:${payoutId}`));
      expect(row).toBeDefined();
      // Only the payout's id is queued: no token is stored anywhere before the e-mail is written.
      expect(row!.payload).toEqual({ payoutId });
      const prepared = await outboxKind(row!.kind)!.prepare(row!.payload, db());
      if ('skip' in prepared) throw new Error(prepared.skip);
      if (!('compose' in prepared)) throw new Error('the payout message is not an e-mail');
      const mail = await prepared.compose();
      const token = /token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
      expect(token).toBeDefined();
      return { token: token!, to: prepared.to, text: mail.text };
    }

    beforeEach(async () => {
      const now = Date.now();
      // Payable: a confirmed one (at once), an estimated one past the 30-day hold.
      await commission('P1', PARTNER_A, {
        status: 'confirmed',
        commissionUsd: '30.5',
        finishedAt: new Date(now - 2 * DAY),
      });
      await commission('P2', PARTNER_A, {
        commissionUsd: '40.25',
        finishedAt: new Date(now - 40 * DAY),
      });
      // Not payable: estimated within the hold, pending, void, without USD, another partner's.
      await commission('P3', PARTNER_A, { finishedAt: new Date(now - 2 * DAY) });
      await commission('P4', PARTNER_A, {
        status: 'pending',
        finishedAt: new Date(now - 40 * DAY),
      });
      await commission('P5', PARTNER_A, { status: 'void', finishedAt: new Date(now - 40 * DAY) });
      await commission('P6', PARTNER_A, {
        status: 'confirmed',
        amountUsd: null,
        commissionUsd: null,
      });
      await commission('P7', PARTNER_B, { status: 'confirmed', commissionUsd: '500' });
    });

    it('requests, mails a single-use link, confirms once and is marked paid', async () => {
      const response = await requestPayout(KEY_A, 'payout-key-1');
      expect(response.status).toBe(201);
      const { payout } = await response.json();
      expect(payout).toMatchObject({
        status: 'requested',
        amountUsd: '70.75',
        commissions: { count: 2, confirmed: 1, estimated: 1, void: 0 },
      });
      const linked = await db()
        .select()
        .from(commissions)
        .where(eq(commissions.payoutId, payout.id));
      expect(linked.map(({ swapId }) => swapId).sort()).toEqual(['P1', 'P2']);

      // The same request again: the same answer, no second payout.
      const replay = await requestPayout(KEY_A, 'payout-key-1');
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect((await replay.json()).payout.id).toBe(payout.id);
      // A new request: nothing payable is left.
      const again = await requestPayout(KEY_A, 'payout-key-2');
      expect(again.status).toBe(422);
      const refusal = await errorOf(again);
      expect(refusal).toMatchObject({ code: 'payout_below_minimum', fields: { min: '50' } });

      const { token, to, text } = await mailedToken(payout.id);
      expect(to).toBe('pay@a.example');
      expect(text).toContain('70.75 USD');
      const [stored] = await db().select().from(payouts).where(eq(payouts.id, payout.id));
      expect(stored?.confirmTokenSha256).toBe(sha256(token));
      expect(JSON.stringify(await db().select().from(outbox))).not.toContain(token);

      // Opening the link (the page's read) changes nothing.
      expect(await app.payoutsLib.inspectConfirmToken(db(), token, new Date())).toMatchObject({
        state: 'valid',
        payout: { id: payout.id, amountUsd: '70.75' },
      });
      expect((await list(KEY_A))[0]?.status).toBe('requested');

      const confirmed = await confirmForm(token);
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.get('location')).toBe('/de/for-partners/payouts/processing');
      const used = await confirmForm(token);
      expect(used.headers.get('location')).toBe('/de/for-partners/payouts/confirm?state=used');
      const unknown = await confirmForm('A'.repeat(43), 'en');
      expect(unknown.headers.get('location')).toBe('/for-partners/payouts/confirm?state=unknown');
      expect((await list(KEY_A))[0]?.status).toBe('confirmed');
      // The other partner sees no payout of A's.
      expect(await list(KEY_B)).toEqual([]);

      // The operator: listed, paid once, refused a second time.
      const listed = await (
        await app.adminList(get('/api/admin/payouts?status=confirmed', ADMIN), undefined)
      ).json();
      expect(listed.payouts.map((item: { id: string }) => item.id)).toEqual([payout.id]);
      const paid = (reference: string) =>
        app.adminPaid(
          jsonPost(`/api/admin/payouts/${payout.id}/paid`, { reference }, { headers: ADMIN }),
          { params: Promise.resolve({ id: payout.id }) },
        );
      const marked = await paid('SEPA 2026-12-03 #4411');
      expect(marked.status).toBe(200);
      expect((await marked.json()).payout).toMatchObject({
        status: 'paid',
        paidReference: 'SEPA 2026-12-03 #4411',
      });
      const twice = await paid('again');
      expect(twice.status).toBe(409);
      expect((await errorOf(twice)).code).toBe('payout_state_conflict');
    });

    it('expires an unconfirmed request and frees its commissions', async () => {
      const { payout } = await (await requestPayout(KEY_A, 'payout-key-3')).json();
      const { token } = await mailedToken(payout.id);
      await db()
        .update(payouts)
        .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(payouts.id, payout.id));
      expect(await app.payoutsLib.inspectConfirmToken(db(), token, new Date())).toEqual({
        state: 'expired',
      });
      expect((await list(KEY_A))[0]).toMatchObject({ id: payout.id, status: 'expired' });
      expect(
        await db().select().from(commissions).where(eq(commissions.payoutId, payout.id)),
      ).toEqual([]);
      const late = await confirmForm(token);
      expect(late.headers.get('location')).toBe('/de/for-partners/payouts/confirm?state=expired');
      // The freed commissions can be asked for again.
      const again = await requestPayout(KEY_A, 'payout-key-4');
      expect(again.status).toBe(201);
      expect((await again.json()).payout.amountUsd).toBe('70.75');
    });

    it('never pays a sandbox swap’s commission', async () => {
      await db().delete(commissions).where(eq(commissions.partnerId, PARTNER_A));
      await leasedSwap('SANDBOXSWAP1');
      await db().update(swaps).set({ sandbox: true }).where(eq(swaps.id, 'SANDBOXSWAP1'));
      await commission('SANDBOXSWAP1', PARTNER_A, { status: 'confirmed', commissionUsd: '900' });
      const response = await requestPayout(KEY_A, 'payout-key-5');
      expect(response.status).toBe(422);
    });
  });

  describe('the operator’s CSV export', () => {
    it('lists one partner’s commissions of the period, one line each, formula-safe', async () => {
      await commission('E1', PARTNER_A, { finishedAt: new Date('2026-11-02T10:00:00Z') });
      await commission('E2', PARTNER_A, {
        provider: '=cmd',
        amountUsd: null,
        commissionUsd: null,
        finishedAt: new Date('2026-11-30T23:00:00Z'),
      });
      await commission('E3', PARTNER_A, { finishedAt: new Date('2026-12-01T00:00:00Z') });
      await commission('E4', PARTNER_B);
      const response = await app.adminExport(
        get(
          `/api/admin/commissions/export?partner=${PARTNER_A}&from=2026-11-01&to=2026-11-30`,
          ADMIN,
        ),
        undefined,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(await response.text()).toBe(
        [
          'swap_id,finished_at,provider,currency,amount,rate,commission,amount_usd,commission_usd,status,payout_id',
          'E1,2026-11-02T10:00:00.000Z,changenow,btc,0.5,0.002,0.001,50000,100,estimated,',
          "E2,2026-11-30T23:00:00.000Z,'=cmd,btc,0.5,0.002,0.001,,,estimated,",
          '',
        ].join('\r\n'),
      );
    });

    it('is the operator’s only', async () => {
      const response = await app.adminExport(
        get(
          `/api/admin/commissions/export?partner=${PARTNER_A}&from=2026-11-01&to=2026-11-30`,
          bearer(KEY_A),
        ),
        undefined,
      );
      expect(response.status).toBe(403);
    });
  });
});
