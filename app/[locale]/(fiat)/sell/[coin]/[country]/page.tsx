import { placeRouteMetadata, PRERENDERED, renderPlace } from '../../../place-route';

// /sell/{coin}/{country}: who sells the coin there, in the country's currency.
export const revalidate = 3600;

export function generateStaticParams() {
  return PRERENDERED.countries.map((country) => ({ coin: PRERENDERED.coins[0]!, country }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/sell/[coin]/[country]'>) {
  return placeRouteMetadata('sell', await params);
}

export default async function SellCountryPage({
  params,
}: PageProps<'/[locale]/sell/[coin]/[country]'>) {
  return renderPlace('sell', await params);
}
