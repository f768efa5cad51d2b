import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { brand } from '@/lib/brand';
import { brandLinks } from '@/lib/brand-links';
import { QueryProvider } from '@/components/query-provider';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/pages/page-params';
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
  const locale = await pageLocale(params);
  const [t, tMeta] = await Promise.all([
    getTranslations({ locale, namespace: 'Swap' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  const tab = (current: number, name: 'stepDetails' | 'stepStatus') =>
    tMeta('titleTemplate', { brand: brand().name, title: t('step', { current, name: t(name) }) });
  const titles = { details: tab(2, 'stepDetails'), status: tab(3, 'stepStatus') };

  return (
    <section className={`swap-page ${styles.page}`} aria-labelledby="swap-title">
      {/* Step 1's heading and lead; steps 2 and 3 keep the heading for screen readers only and
          lead with their own compact step heading (swap.module.css). */}
      <div className={styles.intro}>
        <h1 id="swap-title">{t('title')}</h1>
        <p className="lead">{t('lead')}</p>
      </div>
      <div className={styles.stage}>
        <ClientMessages namespaces={messages}>
          <QueryProvider>
            <Suspense fallback={<SwapSkeleton />}>
              <SwapView supportBot={brandLinks().messagingBot} titles={titles} />
            </Suspense>
          </QueryProvider>
        </ClientMessages>
      </div>
    </section>
  );
}
