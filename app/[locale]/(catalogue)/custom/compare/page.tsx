import { setRequestLocale } from 'next-intl/server';
import { PairChooser } from '@/components/catalogue/compare/pair-chooser';
import { listCurrencies } from '@/lib/catalogue';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { chooseCompare } from '../choose';

// The spec's shared custom page: pick two coins, the form's action redirects to their page.
// Static per locale (the coin list is refreshed every 5 minutes); not indexed, since it is a
// tool that leads to pages that are.
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[locale]/custom/compare'>) {
  const { locale } = await params;
  return pageMetadata({
    locale: locale as Locale,
    route: routes.customCompare(),
    key: 'customCompare',
    noIndex: true,
  });
}

export default async function CustomComparePage({ params }: PageProps<'/[locale]/custom/compare'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return (
    <PairChooser
      locale={locale}
      kind="compare"
      currencies={await listCurrencies()}
      action={chooseCompare}
    />
  );
}
