import { getTranslations } from 'next-intl/server';
import type { RampPlaceView } from '@/lib/fiat/place-page';
import type { Locale } from '@/lib/i18n/locales';
import { routes, type Path } from '@/lib/routing/routes';

export interface TrailStep {
  name: string;
  route: Path;
}

/**
 * Home › Buy crypto › Bitcoin › Germany › …: the visible breadcrumb and its BreadcrumbList
 * JSON-LD, one list for both.
 */
export async function placeTrail(locale: Locale, view: RampPlaceView): Promise<TrailStep[]> {
  const t = await getTranslations({ locale, namespace: 'FiatPages' });
  const { side, coin, country, region } = view;
  const steps: TrailStep[] = [
    { name: t('home'), route: routes.home() },
    { name: t('sideCrumb', { side }), route: routes[side]() },
  ];
  if (coin) {
    steps.push({
      name: t('coinLink', { name: coin.name, ticker: coin.ticker }),
      route: routes[side]({ coin: coin.code }),
    });
  }
  if (coin && country) {
    steps.push({
      name: country.name,
      route: routes[side]({ coin: coin.code, country: country.slug }),
    });
  }
  if (coin && country && region) {
    steps.push({
      name: region.name,
      route: routes[side]({ coin: coin.code, country: country.slug, region: region.slug }),
    });
  }
  return steps;
}

/** "Germany", or "California, United States" on a region page. */
export async function placeName(locale: Locale, view: RampPlaceView): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'FiatPages' });
  if (!view.country) return '';
  return view.region
    ? t('regionPlace', { region: view.region.name, country: view.country.name })
    : view.country.name;
}
