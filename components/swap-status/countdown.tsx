'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import styles from './swap-status.module.css';

/** "4:05" or "1:02:09": whole seconds left, never negative. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/**
 * Time left to send at a fixed rate: the one countdown of step 3, large, at the top of the deposit
 * card. A timer role keeps screen readers from reading each tick.
 */
export function Countdown({ until }: { until: string }) {
  const t = useTranslations('SwapStatus.deposit');
  const deadline = new Date(until).getTime();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);

  const left = deadline - now;
  if (left <= 0) {
    return (
      <p className={styles.deadlinePassed} role="alert">
        {t('deadlinePassed')}
      </p>
    );
  }
  return (
    <p className={styles.deadline}>
      <span>{t('deadline')}</span>{' '}
      <time role="timer" dateTime={until} className={styles.deadlineFigure}>
        {formatRemaining(left)}
      </time>
    </p>
  );
}
