import { parseFiatExchange } from '@/lib/fiat/page-segments';
import { pairRouteMetadata, renderPair } from '../../../pair-route';

// /fiat/exchange/{from}-to-{to}: a fiat to a coin is the buy pair, a coin to a fiat the sell
// pair (where /custom/exchange-pairs/.../info leads). The same page as /buy-coin or /sell-coin,
// canonical to it, so search engines index one address per pair. Rendered on demand only.
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/fiat/exchange/[pair]'>) {
  const { locale, pair } = await params;
  return pairRouteMetadata(locale, parseFiatExchange(pair));
}

export default async function FiatExchangePage({
  params,
}: PageProps<'/[locale]/fiat/exchange/[pair]'>) {
  const { locale, pair } = await params;
  return renderPair(locale, parseFiatExchange(pair));
}
