import { setRequestLocale } from 'next-intl/server';
import { PairChooser } from '@/components/catalogue/compare/pair-chooser';
import { listCurrencies } from '@/lib/catalogue';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { chooseExchangePair } from '../choose';

// The spec's shared custom page: pick two coins, the form's action redirects to their page.
// Static per locale (the coin list is refreshed every 5 minutes); not indexed, since it is a
// tool that leads to pages that are.
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[locale]/custom/exchange-pairs'>) {
  const { locale } = await params;
  return pageMetadata({
    locale: locale as Locale,
    route: routes.customExchangePairs(),
    key: 'customExchangePairs',
    noIndex: true,
  });
}

export default async function CustomExchangePairsPage({
  params,
}: PageProps<'/[locale]/custom/exchange-pairs'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return (
    <PairChooser
      locale={locale}
      kind="exchange"
      currencies={await listCurrencies()}
      action={chooseExchangePair}
    />
  );
}
