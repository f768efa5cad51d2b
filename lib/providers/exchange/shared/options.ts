// What every adapter factory takes. `privateKey` is for vendors that sign requests (Changelly);
// the others only need the API key.

export interface AdapterOptions {
  apiKey: string;
  privateKey?: string | undefined;
  baseUrl?: string | undefined;
  allowedHosts?: string[] | undefined;
  timeoutMs?: number | undefined;
}
