import { notFound } from 'next/navigation';
import { cardMetadata } from '@/components/fiat/pages/card-metadata';
import { CardView } from '@/components/fiat/pages/card-view';
import { rampCardView, type RampCardView } from '@/lib/fiat/card-page';
import type { RampSide } from '@/lib/fiat/contract';
import { viewPage } from '@/lib/pages/page-params';

// What /buy/{coin}/credit-card and /sell/{coin}/credit-card share. proxy.ts has already answered
// a coin the code does not ship with the 404 page (the ramp-card check, lib/routing/
// route-checks.ts); a coin the operator switched off is a 404 here. Like the place pages, they
// read only the stored coverage and the catalogue: one render per hour is enough.

export interface CardParams {
  locale: string;
  coin: string;
}

/** The card pages the build prerenders, in every locale; the rest render on demand. */
export const PRERENDERED_CARD_COINS = ['btc'];

async function load(side: RampSide, params: CardParams): Promise<RampCardView> {
  const view = await rampCardView(side, params.coin);
  if (!view) notFound();
  return view;
}

/** The page's two exports for one side (lib/pages/page-params.ts). */
export const cardPage = (side: RampSide) =>
  viewPage(
    (params: CardParams) => load(side, params),
    cardMetadata,
    (locale, view) => <CardView locale={locale} view={view} />,
  );
