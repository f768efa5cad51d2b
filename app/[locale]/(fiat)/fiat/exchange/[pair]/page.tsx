import { parseFiatExchange } from '@/lib/fiat/page-segments';
import { pairPage } from '../../../pair-route';

// /fiat/exchange/{from}-to-{to}: a fiat to a coin is the buy pair, a coin to a fiat the sell
// pair (where /custom/exchange-pairs/.../info leads). The same page as /buy-coin or /sell-coin,
// canonical to it, so search engines index one address per pair. Rendered on demand only.
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

const page = pairPage(parseFiatExchange);
export const generateMetadata = page.generateMetadata;
export default page.Page;
