import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { brandLinks } from '@/lib/brand-links';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { StatusLookup } from './status-lookup';
import { messages } from './status-lookup.messages';
import styles from './transaction-status.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/transaction-status'>) {
  const { locale } = await params;
  return pageMetadata({
    locale: locale as Locale,
    route: routes.transactionStatus(),
    key: 'transactionStatus',
  });
}

export default async function TransactionStatusPage({
  params,
}: PageProps<'/[locale]/transaction-status'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'TransactionStatus' });

  return (
    <section className={styles.page} aria-labelledby="transaction-status-title">
      <h1 id="transaction-status-title">{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <p className={styles.help}>{t('whatIsId')}</p>
      <ClientMessages namespaces={messages}>
        <StatusLookup supportBot={brandLinks().messagingBot} />
      </ClientMessages>
    </section>
  );
}
