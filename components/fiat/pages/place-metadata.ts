import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { formatFiat } from '@/components/fiat/format';
import type { RampPlaceView } from '@/lib/fiat/place-page';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { placeName } from './place-trail';

/** Payment methods a title names at most; the page lists every one. */
const TITLE_METHODS = 3;

/**
 * Head data of a buy or sell page with its real figures: how many providers, which methods, the
 * lowest minimum in the place's currency ("Buy Bitcoin in Germany: 3 providers, card, SEPA
 * transfer and bank transfer, from €22.50"). A place nobody serves is not indexed.
 */
export async function placeMetadata(locale: Locale, view: RampPlaceView): Promise<Metadata> {
  const tWidget = await getTranslations({ locale, namespace: 'RampWidget' });
  const { side, coin, ramps } = view;
  const methods = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    view.methods.slice(0, TITLE_METHODS).map((method) => tWidget(`methods.${method}`)),
  );
  const common = {
    side,
    count: ramps.length,
    countries: view.countryCount,
    methods,
    sandbox: String(view.sandbox),
  };
  const base = { locale, route: view.route, noIndex: !view.indexable };
  if (!coin) return pageMetadata({ ...base, key: 'fiatSide', values: common });
  const named = { ...common, name: coin.name, ticker: coin.ticker };
  if (!view.country) return pageMetadata({ ...base, key: 'fiatCoin', values: named });
  const place = await placeName(locale, view);
  if (ramps.length === 0 || !view.fiat || !view.eta) {
    return pageMetadata({ ...base, key: 'fiatPlaceNone', values: { ...named, place } });
  }
  const min = view.limits?.min;
  return pageMetadata({
    ...base,
    key: 'fiatPlace',
    values: {
      ...named,
      place,
      fiat: view.fiat,
      min: min ? formatFiat(min, view.fiat, locale) : 'none',
      etaMin: view.eta.min,
      etaMax: view.eta.max,
    },
  });
}
