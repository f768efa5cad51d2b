import { PairChooser } from '@/components/catalogue/compare/pair-chooser';
import { listCurrencies } from '@/lib/catalogue';
import { pageLocale, staticMetadata } from '@/lib/pages/page-params';
import { routes } from '@/lib/routing/routes';
import { chooseExchangePair } from '../choose';

// The spec's shared custom page: pick two coins, the form's action redirects to their page.
// Static per locale (the coin list is refreshed every 5 minutes); not indexed, since it is a
// tool that leads to pages that are.
export const revalidate = 300;

export const generateMetadata = staticMetadata(
  routes.customExchangePairs(),
  'customExchangePairs',
  { noIndex: true },
);

export default async function CustomExchangePairsPage({
  params,
}: PageProps<'/[locale]/custom/exchange-pairs'>) {
  const locale = await pageLocale(params);
  return (
    <PairChooser
      locale={locale}
      kind="exchange"
      currencies={await listCurrencies()}
      action={chooseExchangePair}
    />
  );
}
