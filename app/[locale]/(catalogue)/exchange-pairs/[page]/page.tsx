import { laterListingPage } from '@/lib/pages/page-params';
import { listingMetadata, PairListing } from '../listing';

// /exchange-pairs/page-{n}: rendered on demand (proxy.ts has already refused page 0, page 1,
// malformed numbers and pages past the shipped catalogue's end) and cached for 5 minutes.
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

const page = laterListingPage(listingMetadata, (locale, number) => (
  <PairListing locale={locale} page={number} />
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
