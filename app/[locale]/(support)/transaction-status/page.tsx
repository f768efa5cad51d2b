import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { brandLinks } from '@/lib/brand-links';
import { pageLocale, staticMetadata } from '@/lib/pages/page-params';
import { routes } from '@/lib/routing/routes';
import { StatusLookup } from './status-lookup';
import { messages } from './status-lookup.messages';
import styles from './transaction-status.module.css';

export const generateMetadata = staticMetadata(routes.transactionStatus(), 'transactionStatus');

export default async function TransactionStatusPage({
  params,
}: PageProps<'/[locale]/transaction-status'>) {
  const locale = await pageLocale(params);
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
