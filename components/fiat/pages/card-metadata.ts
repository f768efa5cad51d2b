import type { Metadata } from 'next';
import type { RampCardView } from '@/lib/fiat/card-page';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/page-metadata';

/**
 * Head data of a card page with its real figures: how many providers take cards for the coin and
 * in how many countries. A coin no ramp takes cards for is not indexed.
 */
export async function cardMetadata(locale: Locale, view: RampCardView): Promise<Metadata> {
  const { side, coin, ramps } = view;
  return pageMetadata({
    locale,
    route: view.route,
    noIndex: !view.indexable,
    key: ramps.length > 0 ? 'fiatCard' : 'fiatCardNone',
    values: {
      side,
      name: coin.name,
      ticker: coin.ticker,
      count: ramps.length,
      countries: view.countries,
      sandbox: String(view.sandbox),
    },
  });
}
