import { vi } from 'vitest';

/**
 * lib/env parses the environment once per module instance. To test a configuration, stub the
 * variables, drop the module cache and import the code under test again. Process singletons
 * (the database, the rate limiter: lib/process-singleton.mjs) survive, so test hooks still apply.
 */
export async function importWithEnv<Module>(
  variables: Record<string, string | undefined>,
  load: () => Promise<Module>,
): Promise<Module> {
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value ?? '');
  vi.resetModules();
  return load();
}
