'use client';

import { useState, type ReactNode } from 'react';
import { PauseIcon } from '@/components/icons/pause-icon';
import { PlayIcon } from '@/components/icons/play-icon';
import styles from './monitoring-strip.module.css';

export interface MonitoringMarqueeProps {
  title: ReactNode;
  pauseLabel: string;
  playLabel: string;
  children: ReactNode;
}

/**
 * Moving content needs a way to stop it (WCAG 2.2.2): hover and focus pause the strip, and this
 * button stops it for good, for touch screens too. Reduced motion stops it entirely (CSS).
 */
export function MonitoringMarquee({
  title,
  pauseLabel,
  playLabel,
  children,
}: MonitoringMarqueeProps) {
  const [paused, setPaused] = useState(false);
  return (
    <>
      <div className={styles.header}>
        {title}
        <button
          type="button"
          className={styles.toggle}
          aria-label={paused ? playLabel : pauseLabel}
          onClick={() => setPaused((value) => !value)}
        >
          {paused ? <PlayIcon width={16} height={16} /> : <PauseIcon width={16} height={16} />}
        </button>
      </div>
      <div className={styles.viewport} data-paused={paused || undefined}>
        {children}
      </div>
    </>
  );
}
