import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { processSingleton } from '../process-singleton.mjs';

// Counts the HTTP requests a piece of work really sends to a vendor (a ChangeNOW quote is two,
// a currency-list refresh inside it one more), so the upstream budget is charged what was spent.
// The storage is a process singleton: the providers (one set per process) may use another route
// bundle's copy of the base client than the code that counts.

interface Tally {
  calls: number;
}

const storage = processSingleton('http-call-count', () => new AsyncLocalStorage<Tally>());

/** Runs `work` and reports how many vendor requests it sent, whether it succeeded or failed. */
export async function countCalls<T>(
  work: () => Promise<T>,
): Promise<{ outcome: PromiseSettledResult<T>; calls: number }> {
  const tally: Tally = { calls: 0 };
  const outcome = await storage().run(tally, async (): Promise<PromiseSettledResult<T>> => {
    try {
      return { status: 'fulfilled', value: await work() };
    } catch (reason) {
      return { status: 'rejected', reason };
    }
  });
  return { outcome, calls: tally.calls };
}

/** Called by the base client right before each request leaves the process. */
export function noteCall(): void {
  const tally = storage().getStore();
  if (tally) tally.calls += 1;
}
