import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SwapFlow } from '@/components/exchange/swap-flow';
import { messages as swapFlowMessages } from '@/components/exchange/swap-flow.messages';
import { parseSelection } from '@/components/exchange/selection';
import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryProvider } from '@/components/query-provider';
import { SwapStatusView } from '@/components/swap-status';
import { messages as swapStatusMessages } from '@/components/swap-status/swap-status-view.messages';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { readSwapId, swapIdToLookUp } from '@/lib/swaps/contract';

// /swap?from=btc&to=eth&amount=0.1&rate=floating: steps 1 and 2; /swap?swap=<Swap ID>: step 3.

export async function generateMetadata({ params }: PageProps<'/[locale]/swap'>) {
  const { locale } = await params;
  return pageMetadata({ locale: locale as Locale, route: routes.swap(), key: 'swap' });
}

export default async function SwapPage({ params, searchParams }: PageProps<'/[locale]/swap'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [query, t] = await Promise.all([
    searchParams,
    getTranslations({ locale, namespace: 'Swap' }),
  ]);
  const swap = typeof query.swap === 'string' ? swapIdToLookUp(readSwapId(query.swap)) : null;

  return (
    <section className="swap-page" aria-labelledby="swap-title">
      <h1 id="swap-title">{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      {swap ? (
        <>
          <p className="eyebrow">{t('step', { current: 3, name: t('stepStatus') })}</p>
          <ClientMessages namespaces={swapStatusMessages}>
            <QueryProvider>
              <SwapStatusView swapId={swap} focusHeading />
            </QueryProvider>
          </ClientMessages>
        </>
      ) : (
        <ClientMessages namespaces={swapFlowMessages}>
          <QueryProvider>
            <SwapFlow initial={parseSelection(query)} />
          </QueryProvider>
        </ClientMessages>
      )}
    </section>
  );
}
