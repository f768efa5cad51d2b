import providerSecrets from '../providers/secret-keys.json';

// Read by next.config.ts at build time and by instrumentation.ts at start, like the build-time
// values of lib/build-config.ts; it lives here because it reads the providers' declared keys.

/**
 * The provider keys that are set (their names, never their values) and whether the sandbox runs
 * beside them. Prerendered pages count and list the providers that serve (the home page's
 * figures, /partners), so a server with other providers than its build would contradict its own
 * pages. Only names leave the server: the list is public, the keys are not.
 */
export function providerSetting(source: Readonly<Record<string, string | undefined>>): string {
  const set = providerSecrets.secrets.filter((key) => (source[key] ?? '').trim() !== '');
  const sandbox = source.SANDBOX?.trim() === 'true' ? ['SANDBOX=true'] : [];
  return [...set.sort(), ...sandbox].join(',') || 'none';
}

/**
 * The sentence naming a provider setting that differs from the build's, or none. The e2e build
 * gives every key a canary value to prove none reaches a browser, while its servers run the
 * sandbox: with the fixtures flag the difference is expected and not reported.
 */
export function providerMismatch(
  built: string | undefined,
  source: Readonly<Record<string, string | undefined>>,
  fixtures: boolean,
): string[] {
  const now = providerSetting(source);
  if (built === undefined || fixtures || built === now) return [];
  return [
    `  provider keys: the pages were built with ${JSON.stringify(built)} set but the server has ${JSON.stringify(now)} (pages count and list the providers that serve)`,
  ];
}
