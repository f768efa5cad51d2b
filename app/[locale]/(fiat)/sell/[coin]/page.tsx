import { placeRouteMetadata, PRERENDERED, renderPlace } from '../../place-route';

// /sell/{coin}: who sells the coin, and every country where one does.
export const revalidate = 3600;

export function generateStaticParams() {
  return PRERENDERED.coins.map((coin) => ({ coin }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/sell/[coin]'>) {
  return placeRouteMetadata('sell', await params);
}

export default async function SellCoinPage({ params }: PageProps<'/[locale]/sell/[coin]'>) {
  return renderPlace('sell', await params);
}
