// A circuit breaker per provider, in this process: after FAILURE_THRESHOLD failures in a row a
// provider is skipped for OPEN_MS, then one request is let through to test it again. Each
// instance keeps its own view; nothing another instance needs lives here.

export const FAILURE_THRESHOLD = 5;
export const OPEN_MS = 30_000;

interface State {
  failures: number;
  openUntil: number;
  probing: boolean;
}

export class CircuitBreaker {
  private readonly states = new Map<string, State>();

  constructor(private readonly now: () => number = Date.now) {}

  private state(id: string): State {
    let state = this.states.get(id);
    if (!state) {
      state = { failures: 0, openUntil: 0, probing: false };
      this.states.set(id, state);
    }
    return state;
  }

  /** Whether a request may go to the provider now. */
  allow(id: string): boolean {
    const state = this.state(id);
    if (state.failures < FAILURE_THRESHOLD) return true;
    if (this.now() < state.openUntil || state.probing) return false;
    state.probing = true;
    return true;
  }

  success(id: string): void {
    this.states.set(id, { failures: 0, openUntil: 0, probing: false });
  }

  failure(id: string): void {
    const state = this.state(id);
    state.failures += 1;
    state.probing = false;
    if (state.failures >= FAILURE_THRESHOLD) state.openUntil = this.now() + OPEN_MS;
  }

  isOpen(id: string): boolean {
    const state = this.state(id);
    return state.failures >= FAILURE_THRESHOLD && this.now() < state.openUntil;
  }
}
