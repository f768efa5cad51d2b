import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { brandLinks } from '@/lib/brand-links';
import { QueryProvider } from '@/components/query-provider';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { SwapSkeleton } from './swap-skeleton';
import { SwapView } from './swap-view';
import { messages } from './swap-view.messages';
import styles from './swap.module.css';

// /swap?from=btc&to=eth&amount=0.1&rate=floating: steps 1 and 2; /swap?swap=<Swap ID>: step 3.
// One prerendered shell per locale: the heading and lead come from the server, the query is read
// in the browser (SwapView), so no request renders the page (docs/page-kit.md, "Prerendered
// shell, client query").

export async function generateMetadata({ params }: PageProps<'/[locale]/swap'>) {
  const { locale } = await params;
  return pageMetadata({ locale: locale as Locale, route: routes.swap(), key: 'swap' });
}

export default async function SwapPage({ params }: PageProps<'/[locale]/swap'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Swap' });

  return (
    <section className="swap-page" aria-labelledby="swap-title">
      <h1 id="swap-title">{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <div className={styles.stage}>
        <ClientMessages namespaces={messages}>
          <QueryProvider>
            <Suspense fallback={<SwapSkeleton />}>
              <SwapView supportBot={brandLinks().messagingBot} />
            </Suspense>
          </QueryProvider>
        </ClientMessages>
      </div>
    </section>
  );
}
