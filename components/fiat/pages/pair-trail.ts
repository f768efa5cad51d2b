import { getTranslations } from 'next-intl/server';
import type { FiatPairView } from '@/lib/fiat/pair-page';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import type { TrailStep } from './place-trail';

/** Home › Fiat › Fiat pairs › Buy BTC with EUR: the visible breadcrumb and its JSON-LD. */
export async function pairTrail(locale: Locale, view: FiatPairView): Promise<TrailStep[]> {
  const t = await getTranslations({ locale, namespace: 'FiatPages' });
  return [
    { name: t('home'), route: routes.home() },
    { name: t('fiatCrumb'), route: routes.fiat() },
    { name: t('fiatPairsCrumb'), route: routes.fiatPairs() },
    {
      name: t('pairTitle', { side: view.side, ticker: view.coin.ticker, fiat: view.fiat.code }),
      route: view.route,
    },
  ];
}
