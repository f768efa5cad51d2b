import { placeRouteMetadata, renderPlace } from '../place-route';

// /sell: every ramp that sells crypto, the popular coins and the live offers.
export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<'/[locale]/sell'>) {
  return placeRouteMetadata('sell', await params);
}

export default async function SellPage({ params }: PageProps<'/[locale]/sell'>) {
  return renderPlace('sell', await params);
}
