import { cardPage, PRERENDERED_CARD_COINS } from '../../../card-route';

// /sell/{coin}/credit-card: the providers that pay out to a card for the coin, and what they cost.
export const revalidate = 3600;

export function generateStaticParams() {
  return PRERENDERED_CARD_COINS.map((coin) => ({ coin }));
}

const page = cardPage('sell');
export const generateMetadata = page.generateMetadata;
export default page.Page;
