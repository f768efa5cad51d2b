import { getTranslations } from 'next-intl/server';
import { DexPageView } from '@/components/dex/page/dex-page-view';
import { brand } from '@/lib/brand';
import { dexPageFacts } from '@/lib/dex/page';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/pages/page-params';
import { routes } from '@/lib/routing/routes';
import { buildMetadata } from '@/lib/seo/metadata';

// /dex?chain=<slug>&from=&to=: one prerendered shell per locale. The server renders the text
// (what the page does, how, on which networks); the wallet and the swap are an island that
// runs in the browser only and reads the query there, so no request renders the page and no
// HTML ever carries a wallet. Kept an hour: the sandbox label and the aggregator list follow
// the deployment's keys.
export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<'/[locale]/dex'>) {
  const locale = (await params).locale as Locale;
  const [t, tMeta] = await Promise.all([
    getTranslations({ locale, namespace: 'dexPage' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  const name = brand().name;
  return buildMetadata({
    locale,
    path: routes.dex(),
    title: tMeta('titleTemplate', { brand: name, title: t('metaTitle') }),
    description: t('metaDescription', { brand: name }),
  });
}

export default async function DexPage({ params }: PageProps<'/[locale]/dex'>) {
  const locale = await pageLocale(params);
  return <DexPageView locale={locale} facts={dexPageFacts()} />;
}
