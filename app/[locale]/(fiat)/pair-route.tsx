import { notFound } from 'next/navigation';
import { pairMetadata } from '@/components/fiat/pages/pair-metadata';
import { PairView } from '@/components/fiat/pages/pair-view';
import { fiatPairView, type FiatPairView } from '@/lib/fiat/pair-page';
import type { FiatPairSegment } from '@/lib/fiat/page-segments';
import { viewPage } from '@/lib/pages/page-params';

// What /buy-coin/[pair], /sell-coin/[pair] and /fiat/exchange/[pair] share: each page file reads
// its own slug form (lib/fiat/page-segments.ts); proxy.ts has already answered an unknown fiat or
// coin with the 404 page. The canonical is always /buy-coin or /sell-coin. Like the place pages,
// they read the stored coverage only, so an hour between renders is enough.

/** The popular pairs the build prerenders, in every locale; the rest render on demand. */
export const PRERENDERED_PAIRS = { fiats: ['usd', 'eur'], coins: ['btc'] };

async function load(locale: string, pair: FiatPairSegment | null): Promise<FiatPairView> {
  if (!pair) notFound();
  const view = await fiatPairView(locale, pair.side, pair.fiat, pair.coin);
  if (!view) notFound();
  return view;
}

/** The page's two exports for a pair segment read by `parse` (lib/pages/page-params.ts). */
export const pairPage = (parse: (pair: string) => FiatPairSegment | null) =>
  viewPage(
    ({ locale, pair }: { locale: string; pair: string }) => load(locale, parse(pair)),
    pairMetadata,
    (locale, view) => <PairView locale={locale} view={view} />,
  );
