'use client';

import { useLocale } from 'next-intl';
import { useEffect, useRef } from 'react';
import { createBuildWatch, fetchBuildId } from '@/lib/navigation/build-watch';
import { BUILD_POLL } from '@/lib/navigation/constants';

/**
 * Polls GET /api/build on load, every 5 minutes and when the tab regains focus. The first answer
 * is this page's own build; the returned ref turns true once the server runs another one.
 */
export function useBuildWatch() {
  const locale = useLocale();
  const outdated = useRef(false);

  useEffect(() => {
    const watch = createBuildWatch();
    let lastPoll = 0;
    let stopped = false;
    const poll = async () => {
      lastPoll = Date.now();
      const buildId = await fetchBuildId(BUILD_POLL.endpoint, lastPoll, locale);
      if (!stopped) outdated.current = watch.record(buildId);
    };
    const onFocus = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastPoll >= BUILD_POLL.minGapMs) {
        void poll();
      }
    };
    void poll();
    const interval = window.setInterval(() => void poll(), BUILD_POLL.intervalMs);
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      stopped = true;
      window.clearInterval(interval);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [locale]);

  return outdated;
}
