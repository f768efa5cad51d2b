import { parseSellPair } from '@/lib/fiat/page-segments';
import { pairPage, PRERENDERED_PAIRS } from '../../pair-route';

// /sell-coin/{coin}-{fiat}: sell a coin for a fiat, wherever a ramp pays out in that fiat.
export const revalidate = 3600;

export function generateStaticParams() {
  return PRERENDERED_PAIRS.fiats.flatMap((fiat) =>
    PRERENDERED_PAIRS.coins.map((coin) => ({ pair: `${coin}-${fiat}` })),
  );
}

const page = pairPage(parseSellPair);
export const generateMetadata = page.generateMetadata;
export default page.Page;
