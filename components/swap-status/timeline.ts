import { PROGRESS_STEPS, type SwapStatus } from '@/lib/swaps/status';
import type { SwapHistoryEntry } from '@/lib/swaps/contract';

// The timeline as data, so its rules are tested without rendering: the happy path in order,
// and for failed, refunded, expired and on hold a branch after the last step the swap reached.

export type StepState = 'done' | 'current' | 'stopped' | 'pending';

export interface TimelineStep {
  status: SwapStatus;
  state: StepState;
  /** When the swap first entered this status, from its history. */
  at: string | null;
  /** A branch off the happy path (failed, refunded, expired, on hold). */
  branch: boolean;
}

type ProgressStep = (typeof PROGRESS_STEPS)[number];

function isProgressStep(status: SwapStatus): status is ProgressStep {
  return (PROGRESS_STEPS as readonly SwapStatus[]).includes(status);
}

function firstTimes(history: readonly SwapHistoryEntry[]): Map<SwapStatus, string> {
  const times = new Map<SwapStatus, string>();
  for (const entry of history) if (!times.has(entry.status)) times.set(entry.status, entry.at);
  return times;
}

export function buildTimeline(status: SwapStatus, history: readonly SwapHistoryEntry[]) {
  const times = firstTimes(history);
  const at = (step: SwapStatus) => times.get(step) ?? null;

  if (isProgressStep(status)) {
    const current = PROGRESS_STEPS.indexOf(status);
    return PROGRESS_STEPS.map<TimelineStep>((step, index) => ({
      status: step,
      state: index < current ? 'done' : index === current ? 'current' : 'pending',
      at: index <= current ? at(step) : null,
      branch: false,
    }));
  }

  // The furthest happy-path step the history shows; a swap always starts waiting.
  const reached = Math.max(
    0,
    ...history.map((entry) =>
      isProgressStep(entry.status) ? PROGRESS_STEPS.indexOf(entry.status) : 0,
    ),
  );
  const steps = PROGRESS_STEPS.slice(0, reached + 1).map<TimelineStep>((step, index) => ({
    status: step,
    state: index < reached ? 'done' : 'stopped',
    at: at(step),
    branch: false,
  }));
  steps.push({ status, state: 'current', at: at(status), branch: true });
  // On hold is not the end: once verified, the swap carries on along the happy path.
  if (status === 'on_hold') {
    for (const step of PROGRESS_STEPS.slice(reached + 1)) {
      steps.push({ status: step, state: 'pending', at: null, branch: false });
    }
  }
  return steps;
}
