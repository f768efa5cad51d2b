import { formatAmount } from '@/components/asset/amount';
import { z } from 'zod';
import { RATE_LIMITS } from '@/lib/api/limits';
import { route, type ParamsSchema } from '@/lib/api/route';
import { pairView } from '@/lib/pages/data/pair-data';
import { parsePairSlug } from '@/lib/catalogue/slugs';
import { routeCheck } from '@/lib/pages/route-checks';
import { fileNotFound } from '@/lib/seo/file-route';
import { renderPairImage } from '@/lib/seo/render-pair-image';
import { socialImage } from '@/lib/seo/social-image-cache';

// GET /social/pair/<from>-to-<to>.png: an exchange pair page's Open Graph and Twitter image
// (files.pairImage), "BTC → ETH", the rate and its date, from the same cached reads as the page.
// Under /social like the coins' images: outside proxy.ts, and not under /api/, which robots.txt
// closes to the crawlers that fetch social previews. Dynamic, so Next's page cache holds none:
// the pair page's own route check (two different shipped currencies) runs first, so an unknown
// name is a 404 kept nowhere; a known pair is rendered at most once an hour and kept in
// lib/seo/social-image-cache.ts (security review 2026-12, M2). Rate limited per client.
export const dynamic = 'force-dynamic';

const isExchangePair = routeCheck('exchange-pair');

const params = z.object({ file: z.string() }) satisfies ParamsSchema<
  RouteContext<'/social/pair/[file]'>
>;

export const GET = route(
  { method: 'GET', auth: 'public', rateLimit: RATE_LIMITS.socialImages, params, errors: 'text' },
  async ({ params: { file } }) => {
    const slug = /^([a-z0-9-]{1,80})\.png$/.exec(file)?.[1];
    const pair = slug && isExchangePair([slug]) ? parsePairSlug(slug, 'to') : null;
    const view = pair ? await pairView(pair.from, pair.to) : null;
    if (!view) return fileNotFound();
    return socialImage(`pair:${view.from.code}:${view.to.code}`, () => {
      const best = view.snapshot?.offers[0];
      const [rate, at] = best
        ? [
            `1 ${view.from.ticker} = ${formatAmount(best.rate, 'en')} ${view.to.ticker}`,
            view.snapshot!.observedAt,
          ]
        : view.reference
          ? [
              `1 ${view.from.ticker} ~ ${formatAmount(view.reference.rate, 'en')} ${view.to.ticker}`,
              view.reference.asOf,
            ]
          : [null, null];
      return renderPairImage({
        from: view.from.ticker,
        to: view.to.ticker,
        rate,
        date: at ? new Date(at).toISOString().slice(0, 10) : null,
      });
    });
  },
);
