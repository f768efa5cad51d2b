import { formatAmount } from '@/components/exchange/amount';
import { pairView } from '@/lib/catalogue/pair-data';
import { parsePairSlug } from '@/lib/catalogue/slugs';
import { renderPairImage } from '@/lib/seo/render-pair-image';

// GET /social/pair/<from>-to-<to>.png: an exchange pair page's Open Graph and Twitter image
// (files.pairImage), "BTC → ETH", the rate and its date, from the same cached reads as the page.
// Under /social like the coins' images (lib/seo/entity-image.tsx): outside proxy.ts, and not under
// /api/, which robots.txt closes to the crawlers that fetch social previews. Rendered on the first
// request and kept in the page cache (server/page-cache.mjs, bounded), again at most every hour.
export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams(): Array<{ file: string }> {
  return [];
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  const slug = /^([a-z0-9-]{1,80})\.png$/.exec((await params).file)?.[1];
  const pair = slug ? parsePairSlug(slug, 'to') : null;
  const view = pair ? await pairView(pair.from, pair.to) : null;
  if (!view) return new Response('Not found', { status: 404 });
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
  const image = renderPairImage({
    from: view.from.ticker,
    to: view.to.ticker,
    rate,
    date: at ? new Date(at).toISOString().slice(0, 10) : null,
  });
  return new Response(await image.arrayBuffer(), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' },
  });
}
