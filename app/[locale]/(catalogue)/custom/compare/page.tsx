import { PairChooser } from '@/components/catalogue/compare/pair-chooser';
import { listCurrencies } from '@/lib/catalogue';
import { pageLocale, staticMetadata } from '@/lib/pages/page-params';
import { routes } from '@/lib/routing/routes';
import { chooseCompare } from '../choose';

// The spec's shared custom page: pick two coins, the form's action redirects to their page.
// Static per locale (the coin list is refreshed every 5 minutes); not indexed, since it is a
// tool that leads to pages that are.
export const revalidate = 300;

export const generateMetadata = staticMetadata(routes.customCompare(), 'customCompare', {
  noIndex: true,
});

export default async function CustomComparePage({ params }: PageProps<'/[locale]/custom/compare'>) {
  const locale = await pageLocale(params);
  return (
    <PairChooser
      locale={locale}
      kind="compare"
      currencies={await listCurrencies()}
      action={chooseCompare}
    />
  );
}
