import { cardPage, PRERENDERED_CARD_COINS } from '../../../card-route';

// /buy/{coin}/credit-card: the providers that take a card for the coin, and what they cost.
export const revalidate = 3600;

export function generateStaticParams() {
  return PRERENDERED_CARD_COINS.map((coin) => ({ coin }));
}

const page = cardPage('buy');
export const generateMetadata = page.generateMetadata;
export default page.Page;
