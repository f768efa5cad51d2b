import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { pageMessages } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { routes } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { StatusLookup } from './status-lookup';
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
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'TransactionStatus' }),
    getMessages({ locale }),
  ]);

  return (
    <section className={styles.page} aria-labelledby="transaction-status-title">
      <h1 id="transaction-status-title">{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <p className={styles.help}>{t('whatIsId')}</p>
      {/* Only this page's strings reach the browser, next to the shell's. */}
      <NextIntlClientProvider
        messages={pageMessages(messages as Messages, 'transactionStatus')}
        timeZone="UTC"
      >
        <StatusLookup />
      </NextIntlClientProvider>
    </section>
  );
}
