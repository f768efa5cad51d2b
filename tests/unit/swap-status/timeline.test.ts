import { describe, expect, it } from 'vitest';
import { buildTimeline } from '@/components/swap-status/timeline';
import type { SwapHistoryEntry } from '@/lib/swaps/contract';

const at = (minute: number) => `2026-11-22T03:${String(minute).padStart(2, '0')}:00.000Z`;
const history = (...statuses: SwapHistoryEntry['status'][]): SwapHistoryEntry[] =>
  statuses.map((status, index) => ({ status, at: at(index) }));

const states = (steps: ReturnType<typeof buildTimeline>) =>
  steps.map((step) => `${step.status}:${step.state}`);

describe('buildTimeline', () => {
  it('marks the steps before the current one done, and the rest pending', () => {
    const steps = buildTimeline('exchanging', history('waiting', 'confirming', 'exchanging'));
    expect(states(steps)).toEqual([
      'waiting:done',
      'confirming:done',
      'exchanging:current',
      'sending:pending',
      'finished:pending',
    ]);
    expect(steps.map((step) => step.at)).toEqual([at(0), at(1), at(2), null, null]);
  });

  it('counts a step the history skipped as done once the swap is past it', () => {
    const steps = buildTimeline('sending', history('waiting', 'sending'));
    expect(states(steps).slice(0, 4)).toEqual([
      'waiting:done',
      'confirming:done',
      'exchanging:done',
      'sending:current',
    ]);
    expect(steps[1]?.at).toBeNull();
  });

  it('ends on finished as the current step', () => {
    const steps = buildTimeline(
      'finished',
      history('waiting', 'confirming', 'exchanging', 'sending', 'finished'),
    );
    expect(states(steps).at(-1)).toBe('finished:current');
    expect(steps.every((step) => !step.branch)).toBe(true);
  });

  it('branches off after the last step reached for failed, refunded and expired', () => {
    expect(states(buildTimeline('failed', history('waiting', 'confirming', 'failed')))).toEqual([
      'waiting:done',
      'confirming:stopped',
      'failed:current',
    ]);
    expect(states(buildTimeline('expired', history('waiting', 'expired')))).toEqual([
      'waiting:stopped',
      'expired:current',
    ]);
    const refunded = buildTimeline('refunded', history('waiting', 'confirming', 'refunded'));
    expect(refunded.at(-1)).toMatchObject({ status: 'refunded', branch: true, at: at(2) });
  });

  it('keeps the rest of the road after on hold, since the swap can carry on', () => {
    const steps = buildTimeline(
      'on_hold',
      history('waiting', 'confirming', 'exchanging', 'on_hold'),
    );
    expect(states(steps)).toEqual([
      'waiting:done',
      'confirming:done',
      'exchanging:stopped',
      'on_hold:current',
      'sending:pending',
      'finished:pending',
    ]);
  });
});
