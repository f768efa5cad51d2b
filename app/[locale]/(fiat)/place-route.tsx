import { notFound } from 'next/navigation';
import { placeMetadata } from '@/components/fiat/pages/place-metadata';
import { PlaceView } from '@/components/fiat/pages/place-view';
import { resolvePlaceSegments } from '@/lib/fiat/page-segments';
import { rampPlaceView, type RampPlaceView } from '@/lib/fiat/place-page';
import { viewPage } from '@/lib/pages/page-params';
import type { RampSide } from '@/lib/fiat/contract';

// What the eight /buy and /sell page files share: each names its side. proxy.ts has already
// answered an unknown coin, country or region with the 404 page and redirected the ISO forms of a
// place to its slugs (lib/pages/route-checks.ts, lib/pages/normalize.ts); a coin the operator
// switched off is a 404 here. The pages read only the stored coverage and the catalogue, so one
// render per hour (the coverage job's interval) is enough: `revalidate` in each page file.

export interface PlaceParams {
  locale: string;
  coin?: string;
  country?: string;
  region?: string;
}

/** The popular places prerendered by the build, in every locale; the rest render on demand. */
export const PRERENDERED = { coins: ['btc', 'eth'], countries: ['united-states', 'germany'] };

async function load(side: RampSide, params: PlaceParams): Promise<RampPlaceView> {
  const segments =
    params.coin === undefined
      ? null
      : resolvePlaceSegments(params.coin, params.country, params.region);
  if (params.coin !== undefined && !segments) notFound();
  const view = await rampPlaceView(
    params.locale,
    side,
    segments?.coin,
    segments?.country,
    segments?.region,
  );
  if (!view) notFound();
  return view;
}

/** The page's two exports for one side (lib/pages/page-params.ts). */
export const placePage = (side: RampSide) =>
  viewPage(
    (params: PlaceParams) => load(side, params),
    placeMetadata,
    (locale, view) => <PlaceView locale={locale} view={view} />,
  );
