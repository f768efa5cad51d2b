'use client';

import { useTranslations } from 'next-intl';
import { startTransition, useCallback, useEffect, useState, type ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { reloadForChunkError } from '@/lib/navigation/chunk-reload-browser';
import type { DexIslandProps } from './island';
import styles from './dex.module.css';

// The wallet code (wagmi, viem, the connectors) is its own chunk, loaded in the browser only on
// /dex: no other page's first-load JS carries it, and no server render ever sees a wallet.
//
// It starts when the browser is first idle after the page has loaded, or at once when the
// visitor reaches for the panel (a pointer over it, a press, a touch), whichever comes
// first, as the header's menus do (components/layout/header/desktop-nav.tsx): the page's own
// hydration and the island's parse and first render are no longer one block of main-thread
// work, so a tap on the header or a link right after the page appears is not kept waiting.
// The island then mounts in a transition, which React renders in slices that yield to input.

type Island = ComponentType<DexIslandProps>;

let islandModule: Promise<Island> | undefined;
const loadIsland = (): Promise<Island> =>
  (islandModule ??= import('./island').then((module) => module.DexIsland));

/** Runs `start` once the page has loaded and the browser is idle; returns the cancel. */
export function whenIdleAfterLoad(start: () => void, win: Window = window): () => void {
  let idle: number | undefined;
  let timer: number | undefined;
  const schedule = () => {
    // Safari has no requestIdleCallback: the next task after load stands in for it.
    if (typeof win.requestIdleCallback === 'function') {
      idle = win.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    } else timer = win.setTimeout(start, 0);
  };
  if (win.document.readyState === 'complete') schedule();
  else win.addEventListener('load', schedule, { once: true });
  return () => {
    win.removeEventListener('load', schedule);
    if (idle !== undefined) win.cancelIdleCallback(idle);
    if (timer !== undefined) win.clearTimeout(timer);
  };
}

/** A busy page still gets its wallet: at most this long after load without an idle moment. */
export const IDLE_TIMEOUT_MS = 2_000;

type State = { kind: 'waiting' } | { kind: 'ready'; Island: Island } | { kind: 'failed' };

export function DexIslandLoader(props: DexIslandProps) {
  const t = useTranslations('dexWallet');
  const [state, setState] = useState<State>({ kind: 'waiting' });

  const start = useCallback(() => {
    setState((current) => (current.kind === 'failed' ? { kind: 'waiting' } : current));
    loadIsland().then(
      (Island) =>
        startTransition(() =>
          setState((current) => (current.kind === 'ready' ? current : { kind: 'ready', Island })),
        ),
      (reason: unknown) => {
        // A new deployment removed this build's chunk: the guard reloads once; otherwise the
        // visitor is told and may try again (a flaky connection).
        islandModule = undefined;
        if (!reloadForChunkError(reason)) setState({ kind: 'failed' });
      },
    );
  }, []);

  useEffect(() => whenIdleAfterLoad(start), [start]);

  if (state.kind === 'ready') return <state.Island {...props} />;
  if (state.kind === 'failed') {
    return (
      <div
        className={`${styles.pending} ${styles.failed}`}
        role="alert"
        data-testid="dex-island-failed"
      >
        <p>{t('loadFailed')}</p>
        <Button variant="secondary" size="sm" onClick={start}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return (
    <div
      className={styles.pending}
      role="status"
      data-testid="dex-island-pending"
      onPointerEnter={start}
      onPointerDown={start}
      onTouchStart={start}
    >
      {t('loading')}
    </div>
  );
}
