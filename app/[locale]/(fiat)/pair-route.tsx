import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { pairMetadata } from '@/components/fiat/pages/pair-metadata';
import { PairView } from '@/components/fiat/pages/pair-view';
import { fiatPairView, type FiatPairView } from '@/lib/fiat/pair-page';
import type { FiatPairSegment } from '@/lib/fiat/page-segments';
import type { Locale } from '@/lib/i18n/locales';

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

export async function pairRouteMetadata(locale: string, pair: FiatPairSegment | null) {
  return pairMetadata(locale as Locale, await load(locale, pair));
}

export async function renderPair(locale: string, pair: FiatPairSegment | null) {
  setRequestLocale(locale as Locale);
  return <PairView locale={locale as Locale} view={await load(locale, pair)} />;
}
