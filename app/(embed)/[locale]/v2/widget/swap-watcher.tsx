'use client';

import { useEffect, useRef } from 'react';
import type { WidgetBridge } from '@/components/embed/widget-bridge';
import { useSwap } from '@/components/swap-status/use-swap';
import type { SwapStatus } from '@/lib/swaps/status';

// The created swap's status for the host: the same React Query entry the status view polls
// (one request serves both), turned into `status_changed` on each change and `finished` once a
// final status is reached; a failed read says `status_unavailable` once until a read succeeds.

const FINAL = ['finished', 'failed', 'refunded', 'expired'] as const;
type FinalStatus = (typeof FINAL)[number];
const isFinal = (status: SwapStatus): status is FinalStatus =>
  (FINAL as readonly string[]).includes(status);

export function SwapWatcher({
  swapId,
  bridge,
}: {
  swapId: string;
  bridge: React.RefObject<WidgetBridge | null>;
}) {
  const { data, isError } = useSwap(swapId);
  const seen = useRef<{ status: SwapStatus | null; finished: boolean; failing: boolean }>({
    status: null,
    finished: false,
    failing: false,
  });
  const status = data?.status ?? null;

  useEffect(() => {
    const state = seen.current;
    if (status === null || status === state.status) return;
    state.status = status;
    bridge.current?.post({ type: 'status_changed', swapId, status });
    if (isFinal(status) && !state.finished) {
      state.finished = true;
      bridge.current?.post({ type: 'finished', swapId, status });
    }
  }, [status, swapId, bridge]);

  useEffect(() => {
    const state = seen.current;
    if (isError && !state.failing) {
      bridge.current?.post({
        type: 'error',
        code: 'status_unavailable',
        message: 'the status could not be read',
      });
    }
    state.failing = isError;
  }, [isError, bridge]);

  return null;
}
