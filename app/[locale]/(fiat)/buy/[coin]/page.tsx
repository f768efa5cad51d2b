import { placePage, PRERENDERED } from '../../place-route';

// /buy/{coin}: who buys the coin, and every country where one does.
export const revalidate = 3600;

export function generateStaticParams() {
  return PRERENDERED.coins.map((coin) => ({ coin }));
}

const page = placePage('buy');
export const generateMetadata = page.generateMetadata;
export default page.Page;
