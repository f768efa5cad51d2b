import type { BaseClientOptions } from '@/lib/http/base-client';

// What every adapter factory takes. `privateKey` is for vendors that sign requests (Changelly);
// the others only need the API key.

export interface AdapterOptions {
  apiKey: string;
  privateKey?: string | undefined;
  baseUrl?: string | undefined;
  allowedHosts?: string[] | undefined;
  timeoutMs?: number | undefined;
}

/**
 * The BaseClient settings every adapter derives the same way from its options; only the name,
 * the default base URL and how the key is sent differ between vendors.
 */
export function clientOptions(
  name: string,
  defaultBaseUrl: string,
  options: AdapterOptions,
  headers: Record<string, string>,
): BaseClientOptions {
  return {
    name,
    baseUrl: options.baseUrl ?? defaultBaseUrl,
    allowedHosts: options.allowedHosts,
    timeoutMs: options.timeoutMs,
    headers,
    // Neither key may reach a message or a log line, whichever vendor it was given to.
    secrets: [options.apiKey, options.privateKey],
  };
}
