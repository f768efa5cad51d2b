import { maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  flowReducer,
  initialFlow,
  planApproval,
  type FlowEvent,
  type FlowState,
} from '@/lib/dex/client/flow';

// The swap button's state machine (lib/dex/client/flow.ts) through the paths a wallet takes.

const run = (events: readonly FlowEvent[], from: FlowState = initialFlow) =>
  events.reduce(flowReducer, from);

const erc20Quote: FlowEvent = {
  type: 'quote',
  quoteId: 'zerox|0xspender|100',
  needsAllowance: true,
};
const nativeQuote: FlowEvent = { type: 'quote', quoteId: 'zerox||100', needsAllowance: false };
const allowance = (value: bigint, resetRequired = false): FlowEvent => ({
  type: 'allowance',
  allowance: value,
  required: 100n,
  resetRequired,
});

describe('planApproval', () => {
  it('asks nothing when the allowance covers the amount', () => {
    expect(planApproval(100n, 100n, { unlimited: false, resetRequired: true })).toEqual([]);
  });

  it('approves exactly the amount by default, unlimited only when asked', () => {
    expect(planApproval(0n, 100n, { unlimited: false, resetRequired: false })).toEqual([
      { amount: 100n },
    ]);
    expect(planApproval(0n, 100n, { unlimited: true, resetRequired: false })).toEqual([
      { amount: maxUint256 },
    ]);
  });

  it('resets a USDT-style allowance to zero first, only when one is left', () => {
    expect(planApproval(5n, 100n, { unlimited: false, resetRequired: true })).toEqual([
      { amount: 0n },
      { amount: 100n },
    ]);
    expect(planApproval(0n, 100n, { unlimited: false, resetRequired: true })).toEqual([
      { amount: 100n },
    ]);
  });
});

describe('choosing a quote', () => {
  it('stays idle without a sendable quote (indicative: no wallet)', () => {
    expect(run([{ type: 'quote', quoteId: null, needsAllowance: false }]).phase).toBe('idle');
  });

  it('is ready at once for the native coin, and reads the allowance for a token', () => {
    expect(run([nativeQuote]).phase).toBe('ready');
    expect(run([erc20Quote]).phase).toBe('checking');
    expect(run([erc20Quote, allowance(100n)]).phase).toBe('ready');
  });
});

describe('approving', () => {
  it('approves exactly, then reads the allowance again before the swap', () => {
    const state = run([erc20Quote, allowance(0n)]);
    expect(state).toMatchObject({ phase: 'approve', steps: [{ amount: 100n }] });
    const sent = run([{ type: 'approve_start' }, { type: 'approve_sent', hash: '0xa1' }], state);
    expect(sent).toMatchObject({ phase: 'approving', hash: '0xa1' });
    const confirmed = run([{ type: 'approve_confirmed' }], sent);
    expect(confirmed).toMatchObject({ phase: 'checking', continueApproval: false });
    expect(run([allowance(100n)], confirmed).phase).toBe('ready');
  });

  it('takes the USDT path: reset to zero, then the amount without another click', () => {
    const state = run([erc20Quote, allowance(5n, true)]);
    expect(state.steps).toEqual([{ amount: 0n }, { amount: 100n }]);
    const afterReset = run(
      [
        { type: 'approve_start' },
        { type: 'approve_sent', hash: '0xr' },
        { type: 'approve_confirmed' },
      ],
      state,
    );
    expect(afterReset).toMatchObject({ phase: 'checking', continueApproval: true });
    const next = run([allowance(0n, true)], afterReset);
    expect(next).toMatchObject({
      phase: 'approve',
      steps: [{ amount: 100n }],
      continueApproval: true,
    });
    const done = run(
      [{ type: 'approve_start' }, { type: 'approve_confirmed' }, allowance(100n, true)],
      next,
    );
    expect(done).toMatchObject({ phase: 'ready', continueApproval: false });
  });

  it('plans again when the visitor switches to an unlimited approval', () => {
    const state = run([erc20Quote, allowance(0n), { type: 'unlimited', on: true }]);
    expect(state.phase).toBe('checking');
    expect(run([allowance(0n)], state).steps).toEqual([{ amount: maxUint256 }]);
  });

  it('goes back calmly after a rejected approval and reads the allowance again', () => {
    const state = run([
      erc20Quote,
      allowance(0n),
      { type: 'approve_start' },
      { type: 'failed', error: { kind: 'rejected' } },
    ]);
    expect(state).toMatchObject({ phase: 'checking', error: { kind: 'rejected' } });
    expect(run([allowance(0n)], state)).toMatchObject({
      phase: 'approve',
      error: { kind: 'rejected' },
    });
  });
});

describe('swapping', () => {
  const ready = run([nativeQuote]);

  it('simulates, asks for the signature, then waits for the receipt', () => {
    const simulating = run([{ type: 'swap_start' }], ready);
    expect(simulating.phase).toBe('simulating');
    const signing = run([{ type: 'simulated' }], simulating);
    expect(signing.phase).toBe('signing');
    const pending = run([{ type: 'sent', hash: '0xs' }], signing);
    expect(pending).toMatchObject({ phase: 'pending', hash: '0xs' });
    expect(run([{ type: 'receipt', success: true }], pending).phase).toBe('confirmed');
    expect(run([{ type: 'receipt', success: false }], pending).phase).toBe('reverted');
  });

  it('asks for no signature when the simulation reverts', () => {
    const state = run(
      [{ type: 'swap_start' }, { type: 'failed', error: { kind: 'slippage' } }],
      ready,
    );
    expect(state).toMatchObject({ phase: 'ready', error: { kind: 'slippage' } });
  });

  it('is back to ready after a rejected signature, with the calm message', () => {
    const state = run(
      [
        { type: 'swap_start' },
        { type: 'simulated' },
        { type: 'failed', error: { kind: 'rejected' } },
      ],
      ready,
    );
    expect(state).toMatchObject({ phase: 'ready', error: { kind: 'rejected' }, hash: null });
    expect(run([{ type: 'swap_start' }], state)).toMatchObject({
      phase: 'simulating',
      error: null,
    });
  });

  it('blocks an expired quote until fresh quotes arrive', () => {
    const expired = run([{ type: 'expired' }], ready);
    expect(expired.expired).toBe(true);
    expect(run([{ type: 'swap_start' }], expired).phase).toBe('ready');
    const fresh = run([{ type: 'fresh' }], expired);
    expect(run([{ type: 'swap_start' }], fresh).phase).toBe('simulating');
  });

  it('blocks the approval of an expired quote too', () => {
    const state = run([erc20Quote, allowance(0n), { type: 'expired' }, { type: 'approve_start' }]);
    expect(state.phase).toBe('approve');
  });

  it('treats a revert saying "expired" as an expired quote', () => {
    const state = run(
      [{ type: 'swap_start' }, { type: 'failed', error: { kind: 'expired' } }],
      ready,
    );
    expect(state).toMatchObject({ phase: 'ready', expired: true });
  });

  it('follows a sped-up swap to its confirmation', () => {
    const pending = run(
      [{ type: 'swap_start' }, { type: 'simulated' }, { type: 'sent', hash: '0x1' }],
      ready,
    );
    const repriced = run([{ type: 'replaced', reason: 'repriced', hash: '0x2' }], pending);
    expect(repriced).toMatchObject({ phase: 'pending', hash: '0x2', replaced: 'repriced' });
    expect(run([{ type: 'receipt', success: true }], repriced).phase).toBe('confirmed');
  });

  it('calls a cancelled or replaced swap what it is, not a confirmation', () => {
    const pending = run(
      [{ type: 'swap_start' }, { type: 'simulated' }, { type: 'sent', hash: '0x1' }],
      ready,
    );
    for (const reason of ['cancelled', 'replaced'] as const) {
      const state = run(
        [
          { type: 'replaced', reason, hash: '0x3' },
          { type: 'receipt', success: true },
        ],
        pending,
      );
      expect(state).toMatchObject({ phase: 'replaced', replaced: reason, hash: '0x3' });
    }
  });

  it('reports a dropped swap, and a slow one as still pending', () => {
    const pending = run(
      [{ type: 'swap_start' }, { type: 'simulated' }, { type: 'sent', hash: '0x1' }],
      ready,
    );
    expect(run([{ type: 'slow' }], pending)).toMatchObject({ phase: 'pending', slow: true });
    expect(run([{ type: 'dropped' }], pending).phase).toBe('dropped');
  });

  it('keeps a transaction in flight when new quotes arrive, and starts over after reset', () => {
    const pending = run(
      [{ type: 'swap_start' }, { type: 'simulated' }, { type: 'sent', hash: '0x1' }],
      ready,
    );
    expect(run([erc20Quote, { type: 'expired' }], pending)).toEqual(pending);
    const confirmed = run([{ type: 'receipt', success: true }], pending);
    expect(run([erc20Quote], confirmed).phase).toBe('confirmed');
    expect(run([{ type: 'reset' }, erc20Quote], confirmed).phase).toBe('checking');
  });
});
