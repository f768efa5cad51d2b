import { parseBuyPair } from '@/lib/fiat/page-segments';
import { pairPage, PRERENDERED_PAIRS } from '../../pair-route';

// /buy-coin/{fiat}-{coin}: buy a coin with a fiat, wherever a ramp takes that fiat.
export const revalidate = 3600;

export function generateStaticParams() {
  return PRERENDERED_PAIRS.fiats.flatMap((fiat) =>
    PRERENDERED_PAIRS.coins.map((coin) => ({ pair: `${fiat}-${coin}` })),
  );
}

const page = pairPage(parseBuyPair);
export const generateMetadata = page.generateMetadata;
export default page.Page;
