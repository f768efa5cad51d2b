import 'server-only';
import { parseRuntimeEnv, runtimeEnvWarnings, type Env } from './schema';

// The environment of the running server, parsed once per bundle. Server code only: a component
// that reaches this module fails the build. next.config.ts, which plain Node loads (where
// 'server-only' throws), imports ./schema instead.

export type { Env };

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseRuntimeEnv(process.env);
  return cached;
}

/** What this server runs with but should not (logged at start by instrumentation.ts). */
export function envWarnings(): string[] {
  return runtimeEnvWarnings(env());
}
