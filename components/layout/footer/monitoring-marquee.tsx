'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
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
 * The server sends the list once; the copy that makes the loop seamless is cloned here, hidden
 * from assistive technology and the tab order, and the strip moves only once it exists.
 */
export function MonitoringMarquee({
  title,
  pauseLabel,
  playLabel,
  children,
}: MonitoringMarqueeProps) {
  const [paused, setPaused] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const list = viewport.current?.querySelector('ul');
    const track = list?.parentElement;
    if (!list || !track) return;
    const copy = list.cloneNode(true) as HTMLUListElement;
    copy.classList.add(styles.copy!);
    copy.setAttribute('aria-hidden', 'true');
    for (const link of copy.querySelectorAll('a')) link.tabIndex = -1;
    track.append(copy);
    track.dataset.looping = '';
    return () => {
      copy.remove();
      delete track.dataset.looping;
    };
  }, []);

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
      <div ref={viewport} className={styles.viewport} data-paused={paused || undefined}>
        {children}
      </div>
    </>
  );
}
