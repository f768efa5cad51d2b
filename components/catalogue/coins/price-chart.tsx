import { getTranslations } from 'next-intl/server';
import type { Currency } from '@/lib/catalogue';
import { chartGeometry, type ChartPoint } from '@/lib/catalogue/price-chart';
import type { Locale } from '@/lib/i18n/locales';
import { formatDateTime, formatUsd } from './format';
import styles from './coins.module.css';

const BOX = { width: 640, height: 200, padding: 8 };

/**
 * The price over the chart's span as a server-rendered SVG: no script. The caption says what
 * the line shows (low, high, first and last point), so the chart is never the only carrier
 * of its information. Nothing is drawn from fewer than two points.
 */
export async function PriceChart({
  locale,
  currency,
  points,
}: {
  locale: Locale;
  currency: Currency;
  points: readonly ChartPoint[];
}) {
  const geometry = chartGeometry(points, BOX);
  if (!geometry) return null;
  const t = await getTranslations({ locale, namespace: 'CoinPage' });
  const usd = (point: ChartPoint) => formatUsd(locale, point.usd);
  const summary = t('chartSummary', {
    ticker: currency.ticker,
    start: formatDateTime(locale, geometry.first.at),
    end: formatDateTime(locale, geometry.last.at),
    low: usd(geometry.min),
    high: usd(geometry.max),
  });
  return (
    <figure className={styles.chart} data-price-chart="">
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <path className={styles.chartArea} d={geometry.area} />
        <path className={styles.chartLine} d={geometry.line} />
      </svg>
      <figcaption className={styles.note}>{summary}</figcaption>
    </figure>
  );
}
