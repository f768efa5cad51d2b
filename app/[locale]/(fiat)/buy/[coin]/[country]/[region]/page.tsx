import { placePage } from '../../../../place-route';

// /buy/{coin}/{country}/{region}: a state or province, where coverage can differ by region.
// None is prerendered: each renders on its first request and is then cached like the others.
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

const page = placePage('buy');
export const generateMetadata = page.generateMetadata;
export default page.Page;
