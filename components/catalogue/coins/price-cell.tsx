import { getTranslations } from 'next-intl/server';
import type { ReferencePrice } from '@/lib/catalogue';
import type { Locale } from '@/lib/i18n/locales';
import { formatDate, formatUsd } from './format';
import styles from './coins.module.css';

/** A reference price, dated when it is the shipped snapshot's; a dash with words when unknown. */
export async function PriceCell({
  locale,
  price,
}: {
  locale: Locale;
  price: ReferencePrice | undefined;
}) {
  const t = await getTranslations({ locale, namespace: 'CoinList' });
  if (!price) return <span className={styles.note}>{t('noPrice')}</span>;
  return (
    <>
      {formatUsd(locale, price.usd)}
      {price.source === 'snapshot' && (
        <>
          <br />
          <span className={styles.note}>
            {t('snapshotPrice', { date: formatDate(locale, price.asOf) })}
          </span>
        </>
      )}
    </>
  );
}
