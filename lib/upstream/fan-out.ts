import { log } from '@/lib/log';

// Every task of a round asked at once, each answer handed on as it arrives: one slow or broken
// provider never holds back the others. The round's deadline (and the visitor's signal) aborts
// the signal every ask is given; an ask must still settle on its own (the guard's deadline sees
// to that). Observers hear of the whole round once it has ended, unless the visitor left first.

export interface Arrival<T, R> {
  task: T;
  /** The task's place in `tasks`, for callers that answer in their own order. */
  index: number;
  result: R;
}

export interface RoundObserver<T, R> {
  /** Called once every task has answered; a throw is logged, never passed on. */
  done(arrivals: ReadonlyArray<Arrival<T, R>>): void;
}

export interface FanOutOptions<T, R> {
  /** Aborts every ask's signal this long after the round starts; none: no round deadline. */
  deadlineMs?: number;
  /** The visitor's: aborts the asks too, and a round it aborted is not observed. */
  signal?: AbortSignal | undefined;
  observers?: ReadonlyArray<RoundObserver<T, R>>;
}

export async function* fanOut<T, R>(
  tasks: readonly T[],
  ask: (task: T, signal: AbortSignal) => Promise<R>,
  options: FanOutOptions<T, R> = {},
): AsyncGenerator<Arrival<T, R>> {
  const deadline = new AbortController();
  const timer =
    options.deadlineMs === undefined
      ? undefined
      : setTimeout(() => deadline.abort(), options.deadlineMs);
  const signal = options.signal
    ? AbortSignal.any([options.signal, deadline.signal])
    : deadline.signal;
  const ready: Array<Arrival<T, R>> = [];
  let failed: { error: unknown } | undefined;
  let wake: (() => void) | undefined;
  let pending = tasks.length;
  const settle = () => {
    pending -= 1;
    wake?.();
  };
  tasks.forEach((task, index) => {
    // Started at once, in order; a throw or rejection ends the round with that error.
    let asked: Promise<R>;
    try {
      asked = ask(task, signal);
    } catch (error) {
      asked = Promise.reject(error);
    }
    asked.then(
      (result) => {
        ready.push({ task, index, result });
        settle();
      },
      (error: unknown) => {
        failed ??= { error };
        settle();
      },
    );
  });

  const arrivals: Array<Arrival<T, R>> = [];
  try {
    while (pending > 0 || ready.length > 0) {
      if (ready.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
      if (failed) throw failed.error;
      for (let arrival = ready.shift(); arrival; arrival = ready.shift()) {
        arrivals.push(arrival);
        yield arrival;
      }
    }
    if (failed) throw failed.error;
  } finally {
    clearTimeout(timer);
  }
  if (options.signal?.aborted) return;
  for (const observer of options.observers ?? []) {
    try {
      observer.done(arrivals);
    } catch (error) {
      log.warn('fan-out: round observer failed', { error });
    }
  }
}
