import { placeRouteMetadata, renderPlace } from '../place-route';

// /buy: every ramp that buys crypto, the popular coins and the live offers.
export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<'/[locale]/buy'>) {
  return placeRouteMetadata('buy', await params);
}

export default async function BuyPage({ params }: PageProps<'/[locale]/buy'>) {
  return renderPlace('buy', await params);
}
