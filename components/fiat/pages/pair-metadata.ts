import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/components/catalogue/coins/format';
import { formatFiat } from '@/components/fiat/format';
import type { FiatPairView } from '@/lib/fiat/pair-page';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { formatFiatPrice } from './format';

/** Payment methods a description names at most; the page lists every one. */
const HEAD_METHODS = 3;

/**
 * Head data of a fiat pair with its real figures: providers, lowest minimum, the dated reference
 * price and the methods. Canonical to /buy-coin or /sell-coin, also from /fiat/exchange; a pair
 * nobody serves is not indexed.
 */
export async function pairMetadata(locale: Locale, view: FiatPairView): Promise<Metadata> {
  const tWidget = await getTranslations({ locale, namespace: 'RampWidget' });
  const { side, coin, fiat, ramps, reference } = view;
  const values = {
    side,
    ticker: coin.ticker,
    name: coin.name,
    fiat: fiat.code,
    fiatName: fiat.name,
    sandbox: String(view.sandbox),
  };
  const base = { locale, route: view.route, noIndex: !view.indexable };
  if (ramps.length === 0) return pageMetadata({ ...base, key: 'fiatPairNone', values });
  const methods = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    view.methods.slice(0, HEAD_METHODS).map((method) => tWidget(`methods.${method}`)),
  );
  const min = view.limits?.min;
  return pageMetadata({
    ...base,
    key: 'fiatPair',
    values: {
      ...values,
      count: ramps.length,
      methods,
      min: min ? formatFiat(min, fiat.code, locale) : 'none',
      price: reference ? formatFiatPrice(reference.price, fiat.code, locale) : 'none',
      date: reference ? formatDate(locale, reference.asOf) : '',
    },
  });
}
