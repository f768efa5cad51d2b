import { placeRouteMetadata, PRERENDERED, renderPlace } from '../../../place-route';

// /buy/{coin}/{country}: who buys the coin there, in the country's currency.
export const revalidate = 3600;

export function generateStaticParams() {
  return PRERENDERED.countries.map((country) => ({ coin: PRERENDERED.coins[0]!, country }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/buy/[coin]/[country]'>) {
  return placeRouteMetadata('buy', await params);
}

export default async function BuyCountryPage({
  params,
}: PageProps<'/[locale]/buy/[coin]/[country]'>) {
  return renderPlace('buy', await params);
}
