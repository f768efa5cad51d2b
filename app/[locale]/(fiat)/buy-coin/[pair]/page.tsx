import { parseBuyPair } from '@/lib/fiat/page-segments';
import { pairRouteMetadata, PRERENDERED_PAIRS, renderPair } from '../../pair-route';

// /buy-coin/{fiat}-{coin}: buy a coin with a fiat, wherever a ramp takes that fiat.
export const revalidate = 3600;

export function generateStaticParams() {
  return PRERENDERED_PAIRS.fiats.flatMap((fiat) =>
    PRERENDERED_PAIRS.coins.map((coin) => ({ pair: `${fiat}-${coin}` })),
  );
}

export async function generateMetadata({ params }: PageProps<'/[locale]/buy-coin/[pair]'>) {
  const { locale, pair } = await params;
  return pairRouteMetadata(locale, parseBuyPair(pair));
}

export default async function BuyPairPage({ params }: PageProps<'/[locale]/buy-coin/[pair]'>) {
  const { locale, pair } = await params;
  return renderPair(locale, parseBuyPair(pair));
}
