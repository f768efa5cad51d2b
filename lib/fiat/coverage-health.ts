import 'server-only';
import { processSingleton } from '@/lib/process-singleton.mjs';

// What the coverage job last saw of each ramp, for the health answer (GET /api/health/ready): a
// ramp whose coverage read failed, or whose answer was refused because it dropped most of what
// the stored one serves (security review 2026-12, L5), keeps its stored coverage and is listed
// here instead of silently leaving the site. Kept per process: each instance runs the job.

export type RampCoverageProblem =
  /** The read failed; `readAt` says how old the coverage still served is (null: none). */
  | 'read_failed'
  /** The answer served far fewer countries or coins than the stored one: not stored. */
  | 'drop_refused';

export interface RampCoverageHealth {
  provider: string;
  problem: RampCoverageProblem;
  /** When the job saw it. */
  at: string;
  /** What is served meanwhile: the stored coverage's read time, null when there is none. */
  readAt: string | null;
  /** A short public reason: the error's kind ('unavailable'), or what dropped and by how much. */
  reason: string;
}

const problems = processSingleton(
  'ramp-coverage-health',
  () => new Map<string, RampCoverageHealth>(),
);

export function noteCoverageProblem(entry: RampCoverageHealth): void {
  problems().set(entry.provider, entry);
}

export function noteCoverageRead(provider: string): void {
  problems().delete(provider);
}

/** The ramps whose coverage is not current, by provider id; empty when all are. */
export function rampCoverageHealth(): RampCoverageHealth[] {
  return [...problems().values()].sort((a, b) => a.provider.localeCompare(b.provider));
}

export function clearCoverageHealthForTests(): void {
  problems().clear();
}
