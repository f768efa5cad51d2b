import 'server-only';
import type { z } from 'zod';
import { log } from '@/lib/log';
import { noteCall } from './call-count';
import { HttpError } from './errors';
import { MAX_RESPONSE_BYTES, readCapped } from './read-body';

// The one way the server calls a third-party HTTP API. Vendors extend it (STYLE.md): it owns the
// timeout, the host allowlist, the no-redirect rule, the answer size cap, JSON parsing, zod
// checking of every answer, typed errors and keeping secrets out of messages and logs.

export interface BaseClientOptions {
  /** e.g. https://api.changenow.io/v2; request paths are resolved against it. */
  baseUrl: string;
  /** Hosts requests may go to; defaults to the base URL's host. */
  allowedHosts?: readonly string[];
  /** Per-request timeout in ms (default 10 000). */
  timeoutMs?: number;
  /** Values that must never appear in an error message or a log line (API keys, signatures). */
  secrets?: readonly (string | undefined)[];
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  /** Injected in tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Name used in logs. */
  name: string;
}

export interface RequestOptions<Schema extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Appended to the path; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (the caller sets Content-Type), for APIs that sign the exact bytes. */
  body?: string;
  headers?: Record<string, string>;
  schema: Schema;
  signal?: AbortSignal | undefined;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_ERROR_BODY_CHARS = 2_000;

export class BaseClient {
  protected readonly options: Required<Pick<BaseClientOptions, 'timeoutMs'>> & BaseClientOptions;
  private readonly allowed: ReadonlySet<string>;
  private readonly secrets: readonly string[];

  constructor(options: BaseClientOptions) {
    // An adapter passing `timeoutMs: undefined` still gets the default.
    this.options = { ...options, timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS };
    const base = new URL(options.baseUrl);
    this.allowed = new Set((options.allowedHosts ?? [base.host]).map((h) => h.toLowerCase()));
    this.secrets = (options.secrets ?? []).filter((s): s is string => !!s && s.length >= 4);
  }

  /** Replaces every configured secret in a string with [redacted]. */
  redact(text: string): string {
    let out = text;
    for (const secret of this.secrets) out = out.split(secret).join('[redacted]');
    return out;
  }

  url(path: string, query?: RequestOptions<z.ZodType>['query']): URL {
    const base = this.options.baseUrl.endsWith('/')
      ? this.options.baseUrl
      : `${this.options.baseUrl}/`;
    const url = new URL(path.replace(/^\//, ''), base);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    return url;
  }

  async request<Schema extends z.ZodType>(
    path: string,
    options: RequestOptions<Schema>,
  ): Promise<z.output<Schema>> {
    const url = this.url(path, options.query);
    const where = `${options.method ?? 'GET'} ${this.redact(url.pathname)}`;
    if (!this.allowed.has(url.host.toLowerCase())) {
      throw new HttpError('host_not_allowed', `${this.options.name}: ${where}: host not allowed`);
    }
    const timeoutMs = options.timeoutMs ?? this.options.timeoutMs;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...this.options.headers,
      ...options.headers,
    };
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['Content-Type'] ??= 'application/json';
    }

    const started = performance.now();
    let response: Response;
    let text: string | null;
    try {
      noteCall();
      response = await (this.options.fetch ?? fetch)(url, {
        method: options.method ?? 'GET',
        headers,
        body,
        signal,
        redirect: 'manual',
        cache: 'no-store',
      });
      text = await readCapped(response);
    } catch (error) {
      if (timeout.aborted) {
        throw new HttpError(
          'timeout',
          `${this.options.name}: ${where}: no answer in ${timeoutMs} ms`,
        );
      }
      if (options.signal?.aborted) {
        throw new HttpError('aborted', `${this.options.name}: ${where}: aborted`);
      }
      throw new HttpError('network', `${this.options.name}: ${where}: ${this.describe(error)}`, {
        cause: error,
      });
    }
    const ms = Math.round(performance.now() - started);
    log.debug('http: answer', {
      client: this.options.name,
      request: where,
      status: response.status,
      ms,
    });
    if (text === null) {
      throw new HttpError(
        'too_large',
        `${this.options.name}: ${where}: answer larger than ${MAX_RESPONSE_BYTES} bytes`,
        { status: response.status },
      );
    }

    const parsed = this.parseBody(text);
    if (response.status < 200 || response.status >= 300) {
      throw new HttpError('status', `${this.options.name}: ${where}: HTTP ${response.status}`, {
        status: response.status,
        body: parsed.ok ? parsed.value : this.redact(text).slice(0, MAX_ERROR_BODY_CHARS),
        headers: response.headers,
      });
    }
    if (!parsed.ok) {
      throw new HttpError('invalid_json', `${this.options.name}: ${where}: answer is not JSON`, {
        status: response.status,
        body: this.redact(text).slice(0, MAX_ERROR_BODY_CHARS),
      });
    }
    const checked = options.schema.safeParse(parsed.value);
    if (!checked.success) {
      const issues = checked.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
        .join('; ');
      throw new HttpError(
        'invalid_shape',
        `${this.options.name}: ${where}: unexpected answer (${issues})`,
        {
          status: response.status,
          body: parsed.value,
        },
      );
    }
    return checked.data;
  }

  private parseBody(text: string): { ok: true; value: unknown } | { ok: false } {
    if (text.trim() === '') return { ok: true, value: null };
    try {
      return { ok: true, value: JSON.parse(text) as unknown };
    } catch {
      return { ok: false };
    }
  }

  private describe(error: unknown): string {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
    const message = error instanceof Error ? error.message : String(error);
    return this.redact(cause ? `${message} (${cause})` : message);
  }
}
