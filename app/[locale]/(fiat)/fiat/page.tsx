import { HubView } from '@/components/fiat/pages/hub-view';
import { fiatHubView } from '@/lib/fiat/hub-page';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/pages/page-params';
import { routes } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';

// /fiat: where buying and selling for fiat start; prerendered per locale, kept an hour.
export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<'/[locale]/fiat'>) {
  const locale = (await params).locale as Locale;
  const hub = await fiatHubView(locale);
  return pageMetadata({
    locale,
    route: routes.fiat(),
    key: 'fiatHub',
    values: {
      count: hub.ramps.length,
      fiats: hub.fiats.length,
      buyCountries: hub.countries.buy,
      sellCountries: hub.countries.sell,
      pairs: hub.pairCount,
      sandbox: String(hub.sandbox),
    },
  });
}

export default async function FiatPage({ params }: PageProps<'/[locale]/fiat'>) {
  const locale = await pageLocale(params);
  return <HubView locale={locale} hub={await fiatHubView(locale)} />;
}
