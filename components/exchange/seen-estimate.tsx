'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { FirstPaintSeed } from '@/lib/rates/first-paint-estimate';
import { formatAmount } from '@/components/asset/amount';
import styles from './exchange.module.css';

/** What the server hands the hero: the estimate and the time the page was rendered. */
export type SeenEstimateSeed = FirstPaintSeed;

/** "12 minutes ago" / "vor 12 Minuten" / "12 分前", at least a minute, hours from 60 minutes. */
function formatAge(ms: number, locale: string): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  return minutes < 60
    ? format.format(-minutes, 'minute')
    : format.format(-Math.round(minutes / 60), 'hour');
}

/**
 * The line under "You get" on first paint: "1 BTC ≈ 41.13 ETH. Estimate from the offers seen
 * 12 minutes ago.", led by "Simulated" in the sandbox. The age is the server's at first (so the
 * page hydrates as rendered), then follows the clock, once a minute.
 */
export function SeenEstimate({
  seed,
  tickers,
}: {
  seed: SeenEstimateSeed;
  tickers: { from: string; to: string };
}) {
  const t = useTranslations('SwapForm');
  const locale = useLocale();
  const [now, setNow] = useState(seed.renderedAt);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 60_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  const { estimate } = seed;
  return (
    <>
      {estimate.sandbox && <span className={styles.sandboxTag}>{t('estimateSandbox')}</span>}
      <span className={styles.seenRate}>
        {t('estimateRate', {
          from: tickers.from,
          rate: formatAmount(estimate.rate, locale),
          to: tickers.to,
        })}
      </span>{' '}
      {t('estimateSeen', { age: formatAge(now - Date.parse(estimate.observedAt), locale) })}
    </>
  );
}
