import { placeRouteMetadata, PRERENDERED, renderPlace } from '../../place-route';

// /buy/{coin}: who buys the coin, and every country where one does.
export const revalidate = 3600;

export function generateStaticParams() {
  return PRERENDERED.coins.map((coin) => ({ coin }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/buy/[coin]'>) {
  return placeRouteMetadata('buy', await params);
}

export default async function BuyCoinPage({ params }: PageProps<'/[locale]/buy/[coin]'>) {
  return renderPlace('buy', await params);
}
