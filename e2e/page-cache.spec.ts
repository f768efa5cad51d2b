import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect, test, type APIResponse } from '@playwright/test';

// The bounded page cache (server/page-cache.mjs) in the e2e build: a page rendered on demand is
// cached in memory and each answer still carries its own nonce, in the header and on every script
// of the body; the build's prerendered pages are still served from the build; the price
// refresh's invalidation makes a cached catalogue page stale, then rendered again; nothing is
// written to disk. The page: app/(e2e)/[locale]/e2e-fixtures/isr/[slug] (revalidate 300,
// dynamicParams, two prerendered slugs), tagged like a catalogue page.

const onDemand = (name: string) =>
  `/e2e-fixtures/isr/${name}-${Date.now().toString(36)}${test.info().repeatEachIndex}`;

const placeholder = (): string =>
  (
    JSON.parse(readFileSync('.next/server/csp-nonce-placeholder.json', 'utf8')) as {
      placeholder: string;
    }
  ).placeholder;

interface Answer {
  status: number;
  cache: string | undefined;
  nonce: string;
  scriptNonces: string[];
  scripts: number;
  renderedAt: string;
  html: string;
}

async function read(response: APIResponse): Promise<Answer> {
  const html = await response.text();
  const policy = response.headers()['content-security-policy'] ?? '';
  const tags = html.match(/<script\b[^>]*>/g) ?? [];
  return {
    status: response.status(),
    cache: response.headers()['x-nextjs-cache'],
    nonce: /'nonce-([^']+)'/.exec(policy)?.[1] ?? '',
    scriptNonces: tags.map((tag) => /\snonce="([^"]*)"/.exec(tag)?.[1] ?? ''),
    scripts: tags.length,
    renderedAt: /data-testid="rendered-at">([^<]+)</.exec(html)?.[1] ?? '',
    html,
  };
}

test('a page rendered on demand: a miss, then a hit from memory, each answer with its own nonce in header and body', async ({
  request,
}) => {
  const path = onDemand('nonce');
  const first = await read(await request.get(path));
  const second = await read(await request.get(path));
  expect([first.status, second.status]).toEqual([200, 200]);
  expect(first.cache).toBe('MISS');
  expect(second.cache).toBe('HIT');
  expect(second.renderedAt).toBe(first.renderedAt); // the same render, from the cache
  for (const answer of [first, second]) {
    expect(answer.nonce).toMatch(/^[0-9]{40}$/);
    expect(answer.scripts).toBeGreaterThan(2);
    // Every script of the body carries the nonce of this answer's header.
    expect(answer.scriptNonces).toEqual(Array(answer.scripts).fill(answer.nonce));
    expect(answer.html).not.toContain(placeholder());
  }
  expect(second.nonce).not.toBe(first.nonce);
});

test("the build's prerendered pages are still served from the build", async ({ request }) => {
  const started = Date.now();
  // A prerendered head slug of the on-demand route, and a static page of the site.
  const head = await read(await request.get('/fr/e2e-fixtures/isr/head-1'));
  expect(head.status).toBe(200);
  // HIT, or STALE once the build is older than the page's 300 s: either way the build's render.
  expect(['HIT', 'STALE']).toContain(head.cache);
  expect(Date.parse(head.renderedAt)).toBeLessThan(started);
  const faq = await request.get('/faq');
  expect(faq.status()).toBe(200);
  expect(faq.headers()['x-nextjs-cache']).toBe('HIT');
  expect(await faq.text()).toContain('<h1');
});

test('the price refresh makes a cached catalogue page stale: served once more, then rendered again', async ({
  request,
}) => {
  const path = `/de${onDemand('prices')}`;
  const first = await read(await request.get(path));
  expect(first.cache).toBe('MISS');
  expect((await read(await request.get(path))).cache).toBe('HIT');

  // What lib/catalogue/prices/refresh.ts calls after writing new prices.
  expect((await request.post('/api/e2e-fixtures/page-cache')).status()).toBe(204);

  const stale = await read(await request.get(path));
  expect(stale.cache).toBe('STALE');
  expect(stale.renderedAt).toBe(first.renderedAt);
  // The background render replaces the entry; the next answers come from it.
  await expect
    .poll(async () => {
      const answer = await read(await request.get(path));
      return answer.cache === 'HIT' && answer.renderedAt !== first.renderedAt;
    })
    .toBe(true);
});

test('a page that does not show prices is not touched by the price refresh', async ({
  request,
}) => {
  const before = await request.get('/transaction-status');
  expect(before.headers()['x-nextjs-cache']).toBe('HIT');
  expect((await request.post('/api/e2e-fixtures/page-cache')).status()).toBe(204);
  expect((await request.get('/transaction-status')).headers()['x-nextjs-cache']).toBe('HIT');
});

test('nothing of the cache is written to disk', async ({ request }) => {
  const path = onDemand('disk');
  expect((await request.get(path)).status()).toBe(200);
  expect((await request.get(path)).headers()['x-nextjs-cache']).toBe('HIT');
  // Next's default handler writes each rendered page under .next/server/route-cache.
  const dir = '.next/server/route-cache';
  expect(existsSync(dir) ? readdirSync(dir, { recursive: true }) : []).toEqual([]);
});

test("a catalogue item's social image is rendered once, then served from the page cache", async ({
  request,
}) => {
  const path = `/social/e2e-fixture/i${Date.now().toString(36)}.png`;
  const first = await request.get(path);
  const second = await request.get(path);
  for (const response of [first, second]) {
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  expect(first.headers()['x-nextjs-cache']).toBe('MISS');
  expect(second.headers()['x-nextjs-cache']).toBe('HIT');
  // The same bytes: the image drew its render time, so a second render would differ.
  expect(Buffer.compare(await first.body(), await second.body())).toBe(0);
  expect((await request.get('/social/e2e-fixture/NOT_A_SLUG.png')).status()).toBe(404);
});
