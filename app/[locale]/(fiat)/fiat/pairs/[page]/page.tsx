import { laterListingPage } from '@/lib/pages/page-params';
import { PairsListing, pairsMetadata } from '../listing';

// /fiat/pairs/page-{n}: rendered on demand (proxy.ts has already refused page 0, page 1,
// malformed numbers and pages past every fiat with every shipped coin) and kept an hour.
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

const page = laterListingPage(pairsMetadata, (locale, number) => (
  <PairsListing locale={locale} page={number} />
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
