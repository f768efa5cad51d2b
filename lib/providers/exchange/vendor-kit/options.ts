// What every adapter factory takes (the shared contract in the issue brief). `privateKey` is
// for vendors that sign requests; StealthEX, LetsExchange and Exolix only need the API key.

export interface AdapterOptions {
  apiKey: string;
  privateKey?: string | undefined;
  baseUrl?: string | undefined;
  allowedHosts?: string[] | undefined;
  timeoutMs?: number | undefined;
}
