import { placePage, PRERENDERED } from '../../../place-route';

// /sell/{coin}/{country}: who sells the coin there, in the country's currency.
export const revalidate = 3600;

export function generateStaticParams() {
  return PRERENDERED.countries.map((country) => ({ coin: PRERENDERED.coins[0]!, country }));
}

const page = placePage('sell');
export const generateMetadata = page.generateMetadata;
export default page.Page;
