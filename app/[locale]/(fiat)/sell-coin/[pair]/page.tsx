import { parseSellPair } from '@/lib/fiat/page-segments';
import { pairRouteMetadata, PRERENDERED_PAIRS, renderPair } from '../../pair-route';

// /sell-coin/{coin}-{fiat}: sell a coin for a fiat, wherever a ramp pays out in that fiat.
export const revalidate = 3600;

export function generateStaticParams() {
  return PRERENDERED_PAIRS.fiats.flatMap((fiat) =>
    PRERENDERED_PAIRS.coins.map((coin) => ({ pair: `${coin}-${fiat}` })),
  );
}

export async function generateMetadata({ params }: PageProps<'/[locale]/sell-coin/[pair]'>) {
  const { locale, pair } = await params;
  return pairRouteMetadata(locale, parseSellPair(pair));
}

export default async function SellPairPage({ params }: PageProps<'/[locale]/sell-coin/[pair]'>) {
  const { locale, pair } = await params;
  return renderPair(locale, parseSellPair(pair));
}
