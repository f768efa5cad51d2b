import { getFormatter, getTranslations } from 'next-intl/server';
import { LineChart } from '@/components/charts/line-chart';
import type { Locale } from '@/lib/i18n/locales';
import { DAILY_FIGURE_DAYS, type DailyFigures } from '@/lib/rates/provider-daily';
import type { ProviderRow } from './types';
import styles from './providers.module.css';

/** The plotted figures, in the tables' order (ProvidersPage.columns.*). */
const PLOTS = [
  { key: 'answerRate', value: (day: DailyFigures) => day.answerRate, unit: 'share' },
  { key: 'answerTime', value: (day: DailyFigures) => day.medianAnswerMs, unit: 'seconds' },
  { key: 'best', value: (day: DailyFigures) => day.bestShare, unit: 'share' },
  { key: 'spread', value: (day: DailyFigures) => day.medianSpread, unit: 'share' },
] as const;

/**
 * The measured figures day by day over 30 days, one plot per figure and a line per provider
 * (chart kit: server SVG, summary and data table), under the 7- and 30-day tables, which stay.
 * A day without a measured question of a provider is left out of its line, never drawn as 0.
 */
export async function FigurePlots({
  locale,
  rows,
  daily,
}: {
  locale: Locale;
  rows: readonly ProviderRow[];
  daily: ReadonlyMap<string, readonly DailyFigures[]>;
}) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'ProvidersPage' }),
    getFormatter({ locale }),
  ]);
  const measured = rows.filter((row) => (daily.get(row.partner.id)?.length ?? 0) > 0);
  if (measured.length === 0) return null;
  const simulated = measured.some((row) => row.partner.sandbox);
  const formats = {
    share: (value: number) => format.number(value, { style: 'percent', maximumFractionDigits: 1 }),
    seconds: (ms: number) =>
      format.number(ms / 1000, {
        style: 'unit',
        unit: 'second',
        unitDisplay: 'short',
        maximumFractionDigits: 1,
      }),
  };
  const day = (at: number) =>
    format.dateTime(new Date(at), { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <div className={styles.plots} data-testid="figure-plots">
      <h3>{t('dailyTitle', { days: DAILY_FIGURE_DAYS })}</h3>
      <div className={styles.plotGrid}>
        {PLOTS.map((plot) => {
          const series = measured.map(({ partner }) => ({
            name: partner.sandbox ? `${partner.name} (${t('simulated')})` : partner.name,
            points: (daily.get(partner.id) ?? []).flatMap((figures) => {
              const value = plot.value(figures);
              return value === null ? [] : [{ at: figures.day, value }];
            }),
          }));
          const points = series.flatMap((one) => one.points);
          if (points.length === 0) return null;
          const values = points.map((point) => point.value);
          const instants = points.map((point) => point.at);
          const formatValue = formats[plot.unit];
          return (
            <LineChart
              key={plot.key}
              locale={locale}
              id={`providers-${plot.key}`}
              title={t(`columns.${plot.key}`)}
              summary={t('dailySummary', {
                days: new Set(instants).size,
                providers: series.filter((one) => one.points.length > 0).length,
                start: day(Math.min(...instants)),
                end: day(Math.max(...instants)),
                low: formatValue(Math.min(...values)),
                high: formatValue(Math.max(...values)),
              })}
              series={series}
              formatValue={formatValue}
              dates="day"
              fromZero={plot.key !== 'spread'}
              simulated={simulated}
            />
          );
        })}
      </div>
    </div>
  );
}
