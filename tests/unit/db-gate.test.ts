import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DatabaseBusyError, READ_GATE, createReadGate } from '@/lib/db/gate';

// The read gate in front of the database: a bounded queue (cockatiel bulkhead) behind a deadline.
// Time is fake: the deadline is reached by advancing the clock, never by waiting.

function held() {
  let release: (value: string) => void = () => {};
  const promise = new Promise<string>((resolve) => (release = resolve));
  return { promise, release };
}

describe('database read gate', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs reads in turn and refuses one past the queue at once', async () => {
    const gate = createReadGate({ concurrency: 1, queue: 1, deadlineMs: 10_000 });
    const first = held();
    const order: string[] = [];
    const a = gate.run(() => first.promise.then((value) => (order.push(value), value)));
    const b = gate.run(async () => (order.push('b'), 'b'));
    expect(gate.load).toEqual({ running: 1, waiting: 1 });

    const refused = gate.run(async () => 'c');
    await expect(refused).rejects.toBeInstanceOf(DatabaseBusyError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 1 });

    first.release('a');
    expect(await Promise.all([a, b])).toEqual(['a', 'b']);
    expect(order).toEqual(['a', 'b']);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a read that waited past the deadline and never runs it', async () => {
    const gate = createReadGate({ concurrency: 1, queue: 5, deadlineMs: 3_000 });
    const first = held();
    const running = gate.run(() => first.promise).catch((error: unknown) => error);
    const late = vi.fn(async () => 'late');
    const waiting = gate.run(late);
    const outcome = waiting.catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(3_000);
    expect(await outcome).toBeInstanceOf(DatabaseBusyError);
    expect((await outcome) as Error).toMatchObject({ message: 'a database read waited too long' });
    // The running read's caller is answered at the deadline too; the read keeps its slot until
    // it ends, and the abandoned one is skipped when its turn comes.
    expect(await running).toBeInstanceOf(DatabaseBusyError);
    expect(gate.load.running).toBe(1);
    first.release('done');
    await vi.waitFor(() => expect(gate.load).toEqual({ running: 0, waiting: 0 }));
    expect(late).not.toHaveBeenCalled();
    expect(await gate.run(async () => 'next')).toBe('next');
  });

  it('passes a read’s own error through unchanged', async () => {
    const gate = createReadGate({ concurrency: 1, queue: 1, deadlineMs: 3_000 });
    const failure = new Error('syntax error');
    await expect(gate.run(() => Promise.reject(failure))).rejects.toBe(failure);
  });

  it('queues more than 50 concurrent reads (the bench’s connections) on either database', () => {
    for (const settings of Object.values(READ_GATE)) {
      expect(settings.concurrency + settings.queue).toBeGreaterThan(50);
    }
  });
});
