import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { plotGeometry, type SeriesPoint } from './geometry';
import styles from './charts.module.css';

export interface ChartSeries {
  /** Shown in the legend and as the data table's column header. */
  name: string;
  points: readonly SeriesPoint[];
}

const BOX = { width: 640, height: 200, padding: 8 };
/** Series of at most this many points get a dot on every point (one point is only a dot). */
const DOTS_UP_TO = 40;
const SERIES_CLASSES = [styles.s0, styles.s1, styles.s2, styles.s3] as const;

/** How the chart writes its instants: a day ("Dec 1, 2026") or a day and time, always UTC. */
function dateFormatter(locale: Locale, dates: 'day' | 'time') {
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(dates === 'time' ? { timeStyle: 'short' } : {}),
    timeZone: 'UTC',
  });
  return (at: number) => format.format(new Date(at));
}

/**
 * The chart kit's line chart: one or more series over time as a server-rendered SVG, with no
 * script. The plot is role="img", named by the title and described by the summary the caller
 * writes (what the line shows in words: range, first and last value), so the line is never the
 * only carrier of its figures; every point is also in a table under a <details>. Axis labels are
 * HTML around the SVG (they keep their size at any width), values formatted by the caller through
 * Intl, instants by Intl.DateTimeFormat in UTC. `simulated` labels a chart of sandbox data.
 * Nothing is rendered without a point: the caller leaves the slot out.
 */
export async function LineChart({
  locale,
  id,
  title,
  summary,
  series,
  formatValue,
  dates = 'time',
  fromZero = false,
  simulated = false,
}: {
  locale: Locale;
  /** Unique on the page: the ids of the summary and the table derive from it. */
  id: string;
  title: string;
  summary: string;
  series: readonly ChartSeries[];
  formatValue: (value: number) => string;
  dates?: 'day' | 'time';
  fromZero?: boolean;
  simulated?: boolean;
}) {
  const geometry = plotGeometry(
    series.map((one) => one.points),
    BOX,
    { fromZero },
  );
  if (!geometry) return null;
  const t = await getTranslations({ locale, namespace: 'Charts' });
  const formatDate = dateFormatter(locale, dates);
  const instants = [...new Set(series.flatMap((one) => one.points.map((point) => point.at)))].sort(
    (a, b) => a - b,
  );
  const byInstant = series.map(
    (one) => new Map(one.points.map((point) => [point.at, point.value])),
  );
  const summaryId = `${id}-summary`;
  return (
    <figure className={styles.chart} data-chart={id}>
      <figcaption className={styles.title}>
        {title}
        {simulated && <span className={styles.simulated}>{t('simulated')}</span>}
      </figcaption>
      <div className={styles.plot} role="img" aria-label={title} aria-describedby={summaryId}>
        <span className={styles.high} aria-hidden="true">
          {formatValue(geometry.high)}
        </span>
        <div className={styles.area}>
          <svg
            viewBox={`0 0 ${BOX.width} ${BOX.height}`}
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
          >
            <line className={styles.grid} x1="0" x2={BOX.width} y1={BOX.padding} y2={BOX.padding} />
            <line
              className={styles.grid}
              x1="0"
              x2={BOX.width}
              y1={BOX.height - BOX.padding}
              y2={BOX.height - BOX.padding}
            />
            {geometry.lines.map((line, index) =>
              line ? (
                <path
                  key={index}
                  className={`${styles.line} ${SERIES_CLASSES[index % 4]}`}
                  d={line}
                />
              ) : null,
            )}
          </svg>
          {/* Dots as HTML over the SVG: a stretched SVG would draw them as ellipses. */}
          {geometry.dots.map((dots, index) =>
            dots.length <= DOTS_UP_TO
              ? dots.map((dot) => (
                  <span
                    key={`${index}-${dot.x}-${dot.y}`}
                    aria-hidden="true"
                    className={`${styles.dot} ${SERIES_CLASSES[index % 4]}`}
                    style={{
                      left: `${(dot.x / BOX.width) * 100}%`,
                      top: `${(dot.y / BOX.height) * 100}%`,
                    }}
                  />
                ))
              : null,
          )}
        </div>
        <span className={styles.low} aria-hidden="true">
          {formatValue(geometry.low)}
        </span>
        <span className={styles.start} aria-hidden="true">
          {formatDate(geometry.start)}
        </span>
        {geometry.end !== geometry.start && (
          <span className={styles.end} aria-hidden="true">
            {formatDate(geometry.end)}
          </span>
        )}
      </div>
      {series.length > 1 && (
        <ul className={styles.legend} aria-hidden="true">
          {series.map((one, index) => (
            <li key={one.name}>
              <span className={`${styles.swatch} ${SERIES_CLASSES[index % 4]}`} />
              {one.name}
            </li>
          ))}
        </ul>
      )}
      <p id={summaryId} className={styles.summary}>
        {summary}
      </p>
      <details className={styles.details}>
        <summary>{t('table')}</summary>
        <div className={styles.tableBox}>
          <table>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t(dates === 'day' ? 'day' : 'time')}</th>
                {series.map((one) => (
                  <th key={one.name} scope="col">
                    {one.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {instants.map((at) => (
                <tr key={at}>
                  <th scope="row">{formatDate(at)}</th>
                  {byInstant.map((values, index) => {
                    const value = values.get(at);
                    return <td key={index}>{value === undefined ? '–' : formatValue(value)}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
