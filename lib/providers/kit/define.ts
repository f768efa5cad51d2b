import 'server-only';
import { BaseClient } from '@/lib/http/base-client';
import { toProviderError } from './classify';
import type { ProviderError } from './errors';

// What every adapter declaration shares, whatever its kind: an id, the env keys that enable it
// (all of them secret, all required) and optional ones, and methods that fail only with the
// provider's own typed errors. Each kind's definer (exchange/define.ts) builds on these.

export interface AdapterKeys<Key extends string = string, Optional extends string = string> {
  /** Every one must be set for the adapter to run; all are secrets (build canaries, redaction). */
  readonly env: readonly Key[];
  /** Read when set, never required (an affiliate id). */
  readonly optionalEnv: readonly Optional[];
}

/** The adapter's env values out of `source`, or null when a required key is missing. */
export function adapterEnv(
  keys: AdapterKeys,
  source: Readonly<Record<string, string | undefined>>,
): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const key of keys.env) {
    const value = source[key];
    if (!value) return null;
    out[key] = value;
  }
  for (const key of keys.optionalEnv) {
    const value = source[key];
    if (value) out[key] = value;
  }
  return out;
}

/**
 * Runs one adapter method so that whatever leaves it is a ProviderError of this provider: the
 * vendor client already turned HTTP failures into typed errors; a bug in a mapper becomes
 * 'unavailable', its message redacted.
 */
export async function asProviderError<T>(
  provider: string,
  client: unknown,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const redact = (text: string) => (client instanceof BaseClient ? client.redact(text) : text);
    throw toProviderError(error, { provider, redact }) satisfies ProviderError;
  }
}
