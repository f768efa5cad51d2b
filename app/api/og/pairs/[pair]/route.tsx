import { z } from 'zod';
import { ApiError } from '@/lib/api/errors';
import { route, type ParamsSchema } from '@/lib/api/route';
import { pairView } from '@/lib/catalogue/pair-data';
import { parsePairSlug } from '@/lib/catalogue/slugs';
import { renderPairImage } from '@/lib/seo/render-pair-image';

// GET /api/og/pairs/{from}-to-{to} – the pair page's social image (1200×630 PNG), rendered on
// demand from the same cached reads as the page and kept: in this process for the page's own
// 5 minutes (a crawler that fetches the images of many pairs costs one render per pair), by
// HTTP caches for an hour. Bounded: at most MAX_KEPT images (about 40 KB each) are held.
export const dynamic = 'force-dynamic';

const KEPT_MS = 5 * 60_000;
const MAX_KEPT = 200;
const kept = new Map<string, { at: number; png: ArrayBuffer }>();

const params = z.object({
  pair: z
    .string()
    .toLowerCase()
    .transform(
      (slug, ctx) => parsePairSlug(slug, 'to') ?? (ctx.addIssue({ code: 'custom' }), z.NEVER),
    ),
}) satisfies ParamsSchema<RouteContext<'/api/og/pairs/[pair]'>>;

async function render(from: string, to: string): Promise<ArrayBuffer | null> {
  const view = await pairView(from, to);
  if (!view) return null;
  const best = view.snapshot?.offers[0];
  const [rate, at] = best
    ? [`1 ${view.from.ticker} = ${best.rate} ${view.to.ticker}`, view.snapshot!.observedAt]
    : view.reference
      ? [`1 ${view.from.ticker} ~ ${view.reference.rate} ${view.to.ticker}`, view.reference.asOf]
      : [null, null];
  const image = renderPairImage({
    from: view.from.ticker,
    to: view.to.ticker,
    rate,
    date: at ? new Date(at).toISOString().slice(0, 10) : null,
  });
  return image.arrayBuffer();
}

// (no rate limit: one render per pair per 5 minutes, then answered from memory)
export const GET = route(
  { method: 'GET', rateLimit: 'none', params },
  async ({ params: { pair } }) => {
    const key = `${pair.from}-${pair.to}`;
    let entry = kept.get(key);
    if (!entry || Date.now() - entry.at > KEPT_MS) {
      const png = await render(pair.from, pair.to);
      if (!png) throw new ApiError('not_found');
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
      entry = { at: Date.now(), png };
      kept.delete(key);
      kept.set(key, entry);
    }
    return new Response(entry.png, {
      headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' },
    });
  },
);
