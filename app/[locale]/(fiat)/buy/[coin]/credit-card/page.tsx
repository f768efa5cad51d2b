import { cardRouteMetadata, PRERENDERED_CARD_COINS, renderCard } from '../../../card-route';

// /buy/{coin}/credit-card: the providers that take a card for the coin, and what they cost.
export const revalidate = 3600;

export function generateStaticParams() {
  return PRERENDERED_CARD_COINS.map((coin) => ({ coin }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/buy/[coin]/credit-card'>) {
  return cardRouteMetadata('buy', await params);
}

export default async function BuyCardPage({
  params,
}: PageProps<'/[locale]/buy/[coin]/credit-card'>) {
  return renderCard('buy', await params);
}
