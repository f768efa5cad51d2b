import { placeRouteMetadata, renderPlace } from '../../../../place-route';

// /buy/{coin}/{country}/{region}: a state or province, where coverage can differ by region.
// None is prerendered: each renders on its first request and is then cached like the others.
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/buy/[coin]/[country]/[region]'>) {
  return placeRouteMetadata('buy', await params);
}

export default async function BuyRegionPage({
  params,
}: PageProps<'/[locale]/buy/[coin]/[country]/[region]'>) {
  return renderPlace('buy', await params);
}
