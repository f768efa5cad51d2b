import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { placeMetadata } from '@/components/fiat/pages/place-metadata';
import { PlaceView } from '@/components/fiat/pages/place-view';
import { resolvePlaceSegments } from '@/lib/fiat/page-segments';
import { rampPlaceView, type RampPlaceView } from '@/lib/fiat/place-page';
import type { Locale } from '@/lib/i18n/locales';
import type { RampSide } from '@/lib/fiat/contract';

// What the eight /buy and /sell page files share: each names its side. proxy.ts has already
// answered an unknown coin, country or region with the 404 page and redirected the ISO forms of a
// place to its slugs (lib/routing/route-checks.ts, lib/routing/normalize.ts); a coin the operator
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

export async function placeRouteMetadata(side: RampSide, params: PlaceParams) {
  return placeMetadata(params.locale as Locale, await load(side, params));
}

export async function renderPlace(side: RampSide, params: PlaceParams) {
  const locale = params.locale as Locale;
  setRequestLocale(locale);
  return <PlaceView locale={locale} view={await load(side, params)} />;
}
