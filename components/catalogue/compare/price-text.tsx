import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { ReferencePrice } from '@/lib/catalogue/types';
import { formatUsd } from './format';
import styles from './catalogue.module.css';

/** A reference price in USD; a price from the shipped snapshot says the date it was taken. */
export async function PriceText({
  locale,
  price,
}: {
  locale: Locale;
  price: ReferencePrice | null;
}) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'CompareNetwork' }),
    getFormatter({ locale }),
  ]);
  if (!price) return <>{t('noPrice')}</>;
  return (
    <>
      {formatUsd(locale, price.usd)}
      {price.source === 'snapshot' ? (
        <>
          {' '}
          <span className={styles.note}>
            {t('snapshot', {
              date: format.dateTime(new Date(price.asOf), { dateStyle: 'medium', timeZone: 'UTC' }),
            })}
          </span>
        </>
      ) : null}
    </>
  );
}
