import { getTranslations } from 'next-intl/server';
import type { ReferencePrice } from '@/lib/catalogue';
import type { Locale } from '@/lib/i18n/locales';
import { formatDate, formatDateTime } from './format';
import styles from './coins.module.css';

/** Where the listing's prices come from: the live source and its last update, or the snapshot. */
export async function PriceSource({
  locale,
  prices,
}: {
  locale: Locale;
  prices: ReadonlyMap<string, ReferencePrice>;
}) {
  const t = await getTranslations({ locale, namespace: 'CoinList' });
  let latestLive: ReferencePrice | undefined;
  let snapshot: ReferencePrice | undefined;
  for (const price of prices.values()) {
    if (price.source === 'snapshot') snapshot ??= price;
    else if (!latestLive || price.asOf > latestLive.asOf) latestLive = price;
  }
  return (
    <p className={styles.note}>
      {latestLive && t('sourceLive', { time: formatDateTime(locale, latestLive.asOf) })}
      {latestLive && snapshot && ' '}
      {snapshot && t('sourceSnapshot', { date: formatDate(locale, snapshot.asOf) })}
    </p>
  );
}
