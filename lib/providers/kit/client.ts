import 'server-only';
import type { z } from 'zod';
import { BaseClient, type RequestOptions } from '@/lib/http/base-client';
import { toProviderError, type Classifier } from './classify';
import { ProviderError, type ProviderErrorDetails, type ProviderErrorKind } from './errors';

// The base of every vendor client, whatever the provider kind. It is lib/http/base-client.ts
// (timeout, allowlisted host, zod-checked answers, secret redaction) plus one hook: every failure
// of a request leaves as a typed ProviderError, classified once here with the vendor's own
// reading of its error bodies. Adapters never wrap a call in try/catch for that.

/** How tests (and staging) point a client elsewhere; production uses the vendor's defaults. */
interface HttpConfig {
  baseUrl?: string | undefined;
  allowedHosts?: readonly string[] | undefined;
  timeoutMs?: number | undefined;
  fetch?: typeof fetch | undefined;
}

/** What an adapter's client is built from: its env values (all secret) and the HTTP settings. */
export interface AdapterConfig<Key extends string = string, Optional extends string = never> {
  env: Readonly<Record<Key, string>> & Readonly<Partial<Record<Optional, string>>>;
  http?: HttpConfig | undefined;
}

interface VendorOptions {
  /** The provider id: in every error and log line. */
  provider: string;
  /** The vendor's production base URL. */
  baseUrl: string;
  /** How the key is sent. */
  headers?: Record<string, string>;
  /** Reads the vendor's error bodies (amount limits, inactive pair, bad address...). */
  classify?: Classifier | undefined;
}

export class VendorClient extends BaseClient {
  readonly provider: string;
  private readonly classify: Classifier | undefined;

  constructor(config: AdapterConfig<string, string>, vendor: VendorOptions) {
    const http = config.http ?? {};
    super({
      name: vendor.provider,
      baseUrl: http.baseUrl ?? vendor.baseUrl,
      allowedHosts: http.allowedHosts,
      timeoutMs: http.timeoutMs,
      fetch: http.fetch,
      headers: vendor.headers,
      // Every configured value (keys, private keys, ids) stays out of messages and logs.
      secrets: Object.values(config.env),
    });
    this.provider = vendor.provider;
    this.classify = vendor.classify;
  }

  override async request<Schema extends z.ZodType>(
    path: string,
    options: RequestOptions<Schema>,
  ): Promise<z.output<Schema>> {
    try {
      return await super.request(path, options);
    } catch (error) {
      throw this.toError(error);
    }
  }

  /** The hook: a failure in our words. Vendors whose errors arrive inside 2xx answers extend it. */
  protected toError(error: unknown): ProviderError {
    return toProviderError(error, {
      provider: this.provider,
      classify: this.classify,
      redact: (text) => this.redact(text),
    });
  }

  /** A ProviderError of this vendor, its message redacted (vendor text may quote the key). */
  fail(kind: ProviderErrorKind, message: string, details?: ProviderErrorDetails): ProviderError {
    return new ProviderError(this.provider, kind, this.redact(message), details);
  }
}
