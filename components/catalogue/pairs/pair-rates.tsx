import { getTranslations } from 'next-intl/server';
import { LineChart } from '@/components/charts/line-chart';
import { formatAmount } from '@/components/asset/amount';
import type { PairFigures as Figures } from '@/lib/pages/data/pair-data';
import type { Locale } from '@/lib/i18n/locales';
import { PAIR_HISTORY_DAYS, type PairRatePoint } from '@/lib/rates/pair-history';
import { formatDay, formatTime } from './format';
import { PairEstimate } from './pair-estimate';
import styles from './pairs.module.css';

/** A rate for reading: six significant digits in the page's locale (display only). */
const rateFormat = (locale: Locale) => {
  const format = new Intl.NumberFormat(locale, { maximumSignificantDigits: 6 });
  return (value: number) => format.format(value);
};

/**
 * The pair page's figures under the live offers: the chart of the best rate of the site's own
 * offers rounds (lib/rates/pair-history.ts), the latest round in one sentence (best offer, its
 * provider, how many offers), labelled simulated for sandbox rounds; before any round, the
 * estimate from reference prices, named as such. All in the server HTML, for visitors without
 * JavaScript and for crawlers; the live widget above already lists every offer, so no table of
 * them is repeated here.
 */
export async function PairRates({
  locale,
  figures: { snapshot, reference },
  rates,
  names,
}: {
  locale: Locale;
  figures: Figures;
  rates: readonly PairRatePoint[];
  names: { from: string; to: string };
}) {
  const t = await getTranslations({ locale, namespace: 'PairPage' });
  const amount = (value: string) => formatAmount(value, locale);
  const format = rateFormat(locale);

  if (!snapshot && rates.length === 0) {
    return (
      <PairEstimate
        locale={locale}
        reference={reference}
        names={names}
        live="above"
        className={styles.section}
      />
    );
  }

  const values = rates.map((point) => Number(point.rate));
  const sandbox = rates.some((point) => point.sandbox) || Boolean(snapshot?.sandbox);
  const best = snapshot?.offers[0];
  const instant = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  const dateTime = (at: number) => instant.format(new Date(at));
  return (
    <section aria-labelledby="pair-figures" className={styles.section} data-testid="pair-rates">
      <h2 id="pair-figures">{t('ratesTitle')}</h2>
      {sandbox && (
        <p className={styles.notice} role="note" data-testid="pair-sandbox">
          {t('snapshotSandbox')}
        </p>
      )}
      {rates.length > 0 && (
        <LineChart
          locale={locale}
          id="pair-rate-chart"
          title={t('ratesChartTitle', { ...names, days: PAIR_HISTORY_DAYS })}
          summary={t('ratesChartSummary', {
            ...names,
            count: rates.length,
            start: dateTime(rates[0]!.at),
            end: dateTime(rates.at(-1)!.at),
            low: format(Math.min(...values)),
            high: format(Math.max(...values)),
            last: format(values.at(-1)!),
          })}
          series={[
            {
              // A formula, no words: the data table's column header.
              name: `1 ${names.from} → ${names.to}`,
              points: rates.map((point, index) => ({ at: point.at, value: values[index]! })),
            },
          ]}
          formatValue={format}
          simulated={sandbox}
        />
      )}
      {snapshot && best && (
        <p data-testid="pair-figures">
          {t('latestRound', {
            ...names,
            date: formatDay(snapshot.observedAt, locale, 'medium'),
            time: formatTime(snapshot.observedAt, locale),
            count: snapshot.offers.length,
            amount: amount(snapshot.amountFrom),
            provider: best.sandbox ? t('sandbox', { name: best.providerName }) : best.providerName,
            rate: amount(best.rate),
          })}
        </p>
      )}
      <p className={styles.note}>{t('ratesNote')}</p>
    </section>
  );
}
