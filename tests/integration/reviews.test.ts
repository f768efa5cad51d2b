import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { invalidateCacheTags } from '@/lib/cache/tags';
import { reviews, swaps } from '@/lib/db/schema';
import { setSingletonForTests } from '@/lib/process-singleton.mjs';
import { REJECTED_REVIEW_TTL_MS, cleanUpReviews } from '@/lib/reviews/housekeeping';
import {
  REVIEWS_PER_PAGE,
  reviewsPage,
  reviewsPageExists,
  reviewsSummary,
} from '@/lib/reviews/read';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { importWithEnv } from '../helpers/env';
import { errorOf, get, jsonPost, SITE } from '../helpers/requests';
import { ADDRESSES } from '../helpers/swaps-fakes';

// A review from the form to the page: stored as pending, listed for the operator, approved through
// the admin route, then read by the page (cached, and dropped by the approval) with its aggregate
// and, when its Swap ID names a finished real swap, the "verified swap" badge.

const TOKEN = 'test-admin-token-'.padEnd(40, 'y');
const LOCAL = { [CLIENT_IP_HEADER]: '127.0.0.1', authorization: `Bearer ${TOKEN}` };
const review = { rating: 5, name: 'Ada', text: 'Fast, and the fees were as shown.' };

async function load() {
  return importWithEnv(
    { RECAPTCHA_SECRET_KEY: '', SITE_URL: SITE, ADMIN_TOKEN: TOKEN },
    async () => ({
      submit: (await import('@/app/apiglobal/reviews/route')).POST,
      list: (await import('@/app/api/admin/reviews/route')).GET,
      decide: (await import('@/app/api/admin/reviews/[id]/route')).POST,
    }),
  );
}

describe.for(dbTargets())('reviews on $name', (target) => {
  const database = useTestDatabase(target);
  const db = () => database().db;
  let app: Awaited<ReturnType<typeof load>>;

  beforeAll(async () => {
    app = await load();
  });
  beforeEach(async () => {
    setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
    await db().delete(reviews);
    await db().delete(swaps);
    // Reads are cached per process: a previous test's (or database's) must not leak in.
    invalidateCacheTags('reviews');
  });

  const submit = (body: unknown, options?: Parameters<typeof jsonPost>[2]) =>
    app.submit(jsonPost('/apiglobal/reviews', body, options), undefined);
  const decide = (id: number | string, decision: string, headers = LOCAL) =>
    app.decide(jsonPost(`/api/admin/reviews/${id}`, { decision }, { headers: { ...headers } }), {
      params: Promise.resolve({ id: String(id) }),
    });
  const listed = async (status = 'pending') => {
    const response = await app.list(get(`/api/admin/reviews?status=${status}`, LOCAL), undefined);
    return ((await response.json()) as { reviews: Array<{ id: number; status: string }> }).reviews;
  };
  const addSwap = (id: string, status: string, sandbox = false) =>
    db()
      .insert(swaps)
      .values({
        id,
        provider: sandbox ? 'sandbox-swift' : 'changenow',
        sandbox,
        phase: 'created',
        status,
        rateType: 'floating',
        direction: 'direct',
        fromCode: 'btc',
        toCode: 'eth',
        amountFrom: '0.01',
        payoutAddress: ADDRESSES.eth,
        locale: 'en',
      });

  it('keeps a new review pending and off the page until the operator approves it', async () => {
    const empty = await reviewsPage(1);
    expect(empty).toEqual({ reviews: [], page: 1, pageCount: 1, aggregate: null });

    const response = await submit(review, { headers: { 'accept-language': 'de' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'pending' });
    const [pending] = await listed();
    expect(pending).toMatchObject({ status: 'pending', locale: 'de', name: 'Ada' });
    // Still the cached empty page, and no aggregate of a review nobody approved.
    expect(await reviewsSummary()).toBeNull();

    const approved = await decide(pending!.id, 'approved');
    expect(approved.status).toBe(200);
    expect(await approved.json()).toEqual({ id: pending!.id, status: 'approved' });
    // The approval dropped the cached reads: the review shows at once.
    const page = await reviewsPage(1);
    expect(page?.reviews).toEqual([
      expect.objectContaining({ name: 'Ada', rating: 5, locale: 'de', verifiedSwap: false }),
    ]);
    expect(page?.aggregate).toMatchObject({ count: 1, average: 5 });
    expect(await listed()).toEqual([]);
  });

  it('marks a review verified only when its Swap ID names a finished real swap', async () => {
    await addSwap('K7M2Q9XD3F8H', 'finished');
    await addSwap('A1B2C3D4E5F6', 'finished', true);
    await addSwap('Z9Y8X7W6V5T4', 'exchanging');
    const ids = {
      finished: 'k7m2-q9xd-3f8h',
      sandbox: 'A1B2C3D4E5F6',
      running: 'Z9Y8X7W6V5T4',
      unknown: 'MMMMMMMMMMMM',
    };
    for (const [name, swapId] of Object.entries(ids)) {
      expect((await submit({ ...review, name, swapId })).status).toBe(200);
    }
    for (const { id } of await listed()) await decide(id, 'approved');
    const page = await reviewsPage(1);
    const verified = Object.fromEntries(page!.reviews.map((r) => [r.name, r.verifiedSwap]));
    expect(verified).toEqual({ finished: true, sandbox: false, running: false, unknown: false });
    // The Swap ID is a key to the swap's page: the public read never carries it.
    expect(JSON.stringify(page)).not.toContain('K7M2Q9XD3F8H');
  });

  it('pages the approved reviews newest first and has no page past the last', async () => {
    const total = REVIEWS_PER_PAGE + 2;
    const start = Date.now() - total * 60_000;
    await db()
      .insert(reviews)
      .values(
        Array.from({ length: total }, (_, index) => ({
          status: 'approved' as const,
          rating: (index % 5) + 1,
          name: `Reviewer ${index}`,
          text: 'A real experience, told in words.',
          locale: 'en',
          createdAt: new Date(start + index * 60_000),
        })),
      );
    const first = await reviewsPage(1);
    expect(first?.pageCount).toBe(2);
    expect(first?.reviews).toHaveLength(REVIEWS_PER_PAGE);
    expect(first?.reviews[0]?.name).toBe(`Reviewer ${total - 1}`);
    const second = await reviewsPage(2);
    expect(second?.reviews.map((r) => r.name)).toEqual(['Reviewer 1', 'Reviewer 0']);
    expect(second?.aggregate).toMatchObject({ count: total, average: 2.8 });
    expect(await reviewsPage(3)).toBeNull();
    expect(await reviewsPage(0)).toBeNull();
    // What proxy.ts asks before the page renders agrees with the page.
    expect(await Promise.all([1, 2, 3, 0].map(reviewsPageExists))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('hides a rejected review and deletes it 30 days after the decision', async () => {
    await submit(review);
    const [pending] = await listed();
    expect((await decide(pending!.id, 'rejected')).status).toBe(200);
    expect((await reviewsPage(1))?.reviews).toEqual([]);
    expect(await listed('rejected')).toHaveLength(1);

    const now = Date.now();
    await cleanUpReviews(now);
    expect(await listed('rejected')).toHaveLength(1);
    await db()
      .update(reviews)
      .set({ moderatedAt: new Date(now - REJECTED_REVIEW_TTL_MS - 1_000) })
      .where(eq(reviews.id, pending!.id));
    await cleanUpReviews(now);
    expect(await listed('all')).toEqual([]);
  });

  it('answers unknown or malformed review numbers with 404 review_not_found', async () => {
    for (const id of [999_999, 'abc', '0', '1e3']) {
      const response = await decide(id, 'approved');
      expect(response.status).toBe(404);
      expect((await errorOf(response)).code).toBe('review_not_found');
    }
    const wrongDecision = await decide(1, 'maybe');
    expect(wrongDecision.status).toBe(400);
  });

  it('refuses a caller without the token before reading the id or the body (L8b)', async () => {
    const stranger = { [CLIENT_IP_HEADER]: '127.0.0.1' };
    for (const [id, decision] of [
      ['abc', 'approved'],
      ['999999', 'maybe'],
    ]) {
      const refused = await decide(id!, decision!, stranger as typeof LOCAL);
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).code).toBe('admin_forbidden');
    }
  });

  it('lets only the operator on this machine moderate', async () => {
    await submit(review);
    const [pending] = await listed();
    const remote = { ...LOCAL, [CLIENT_IP_HEADER]: '198.51.100.7' };
    expect((await decide(pending!.id, 'approved', remote)).status).toBe(403);
    const wrongToken = { ...LOCAL, authorization: 'Bearer nope' };
    expect((await decide(pending!.id, 'approved', wrongToken)).status).toBe(403);
    const list = await app.list(
      get('/api/admin/reviews', { [CLIENT_IP_HEADER]: '127.0.0.1' }),
      undefined,
    );
    expect((await errorOf(list)).code).toBe('admin_forbidden');
    expect(await listed()).toHaveLength(1);
  });

  it('refuses a review that would redraw the moderator’s terminal, storing nothing', async () => {
    // Security review 2026-12, M3: the text erases its own line and draws an innocent one.
    const text =
      '…send my seed phrase to https://evil.example/recover…\r\x1b[2K\x1b[1A\x1b[2K    Alice\n    Fast swap, fair rate, thanks!';
    const attack = await submit({ ...review, name: 'Alice\u202e', text });
    expect(attack.status).toBe(400);
    expect(await errorOf(attack)).toMatchObject({
      code: 'validation_failed',
      fields: { name: 'invalid', text: 'invalid' },
    });
    expect(await db().select().from(reviews)).toEqual([]);
    // A text's own line breaks and tabs are fine.
    const lines = await submit({ ...review, text: 'Fast swap.\r\n\tFair rate, thanks!' });
    expect(lines.status).toBe(200);
    const [row] = await db().select().from(reviews);
    expect(row?.text).toBe('Fast swap.\n\tFair rate, thanks!');
  });

  it('refuses malformed reviews, another site’s form and the 4th review in 10 minutes', async () => {
    const bad = await submit({ ...review, rating: 6, swapId: 'K7M2' });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({
      code: 'validation_failed',
      fields: { rating: 'invalid', swapId: 'invalid' },
    });
    const foreign = await submit(review, { headers: { origin: 'https://evil.example' } });
    expect((await errorOf(foreign)).code).toBe('forbidden_origin');
    const ip = '203.0.113.50';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push((await submit(review, { ip })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
