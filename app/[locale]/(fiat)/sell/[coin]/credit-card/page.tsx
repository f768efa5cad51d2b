import { cardRouteMetadata, PRERENDERED_CARD_COINS, renderCard } from '../../../card-route';

// /sell/{coin}/credit-card: the providers that pay out to a card for the coin, and what they cost.
export const revalidate = 3600;

export function generateStaticParams() {
  return PRERENDERED_CARD_COINS.map((coin) => ({ coin }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/sell/[coin]/credit-card'>) {
  return cardRouteMetadata('sell', await params);
}

export default async function SellCardPage({
  params,
}: PageProps<'/[locale]/sell/[coin]/credit-card'>) {
  return renderCard('sell', await params);
}
