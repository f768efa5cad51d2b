import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fanOut, type Arrival } from '@/lib/upstream/fan-out';

// The fan-out on its own: tasks are delays (in fake time) that answer their own name.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

interface Task {
  name: string;
  ms: number;
}

const after = ({ name, ms }: Task) =>
  new Promise<string>((resolve) => setTimeout(() => resolve(name), ms));

async function drain<T, R>(round: AsyncGenerator<Arrival<T, R>>, ms: number) {
  const seen: Array<Arrival<T, R>> = [];
  const done = (async () => {
    for await (const arrival of round) seen.push(arrival);
  })();
  // Its rejection (if any) is the caller's, once the time has passed.
  done.catch(() => {});
  await vi.advanceTimersByTimeAsync(ms);
  await done;
  return seen;
}

describe('fanOut', () => {
  it('asks every task at once and hands each answer on as it arrives', async () => {
    const tasks = [
      { name: 'slow', ms: 300 },
      { name: 'fast', ms: 10 },
      { name: 'mid', ms: 100 },
    ];
    const started: string[] = [];
    const round = fanOut(tasks, (task) => {
      started.push(task.name);
      return after(task);
    });
    const seen: string[] = [];
    const done = (async () => {
      for await (const { result } of round) seen.push(result);
    })();
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['slow', 'fast', 'mid']);
    await vi.advanceTimersByTimeAsync(10);
    expect(seen).toEqual(['fast']);
    await vi.advanceTimersByTimeAsync(290);
    await done;
    expect(seen).toEqual(['fast', 'mid', 'slow']);
  });

  it("tells each arrival's place among the tasks", async () => {
    const tasks = [
      { name: 'a', ms: 20 },
      { name: 'b', ms: 10 },
    ];
    const seen = await drain(fanOut(tasks, after), 20);
    expect(seen.map(({ index, result }) => [index, result])).toEqual([
      [1, 'b'],
      [0, 'a'],
    ]);
  });

  it("aborts every ask's signal at the round's deadline", async () => {
    const signals: AbortSignal[] = [];
    const ask = (task: Task, signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>((resolve) =>
        signal.addEventListener('abort', () => resolve(`${task.name}: cut`)),
      );
    };
    const round = fanOut([{ name: 'a', ms: 0 }], ask, { deadlineMs: 500 });
    const seen: string[] = [];
    const done = (async () => {
      for await (const { result } of round) seen.push(result);
    })();
    await vi.advanceTimersByTimeAsync(499);
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(seen).toEqual(['a: cut']);
  });

  it('tells its observers of the whole round once it has ended', async () => {
    const done = vi.fn();
    const tasks = [
      { name: 'a', ms: 20 },
      { name: 'b', ms: 10 },
    ];
    const round = fanOut(tasks, after, { observers: [{ done }] });
    const seen = drain(round, 10);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10);
    await seen;
    expect(done).toHaveBeenCalledTimes(1);
    expect(done.mock.calls[0]?.[0].map((a: Arrival<Task, string>) => a.result)).toEqual(['b', 'a']);
  });

  it('does not report a round the visitor left', async () => {
    const done = vi.fn();
    const visitor = new AbortController();
    const ask = (task: Task, signal: AbortSignal) =>
      new Promise<string>((resolve) => signal.addEventListener('abort', () => resolve(task.name)));
    const round = fanOut([{ name: 'a', ms: 0 }], ask, {
      signal: visitor.signal,
      observers: [{ done }],
    });
    const seen = drain(round, 0);
    visitor.abort();
    expect((await seen).map((a) => a.result)).toEqual(['a']);
    expect(done).not.toHaveBeenCalled();
  });

  it('a failing observer neither ends the round nor keeps the others from hearing of it', async () => {
    const other = vi.fn();
    const failing = {
      done: () => {
        throw new Error('observer broke');
      },
    };
    const round = fanOut([{ name: 'a', ms: 5 }], after, { observers: [failing, { done: other }] });
    expect((await drain(round, 5)).map((a) => a.result)).toEqual(['a']);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('an ask that rejects ends the round with its error', async () => {
    const round = fanOut([1], async () => {
      throw new Error('ask broke');
    });
    await expect(drain(round, 0)).rejects.toThrow('ask broke');
  });
});
