import type { HttpError } from '@/lib/http/errors';
import { ProviderError, type ProviderErrorKind } from '../errors';
import { toDecimal } from '../shared/decimal';
import { toProviderError } from '../shared/errors';
import { ChangellyRpcError } from './client';

// Changelly reports errors as JSON-RPC { error: { code, message, data? } }, mostly with HTTP
// 200 and code -32600 for every kind of invalid request, so the message text tells them apart.
// Amount errors carry data.limits { min: { from }, max: { from } } in the currency sent.

const RULES: readonly [RegExp, ProviderErrorKind][] = [
  [
    /invalid amount|amount is (less|more|too)|minimal amount|maximal amount|minimum|maximum/i,
    'amount_too_low',
  ],
  [/rate ?id|rate.*expired|expired.*rate/i, 'rate_expired'],
  [/extra ?id|memo|destination tag/i, 'invalid_extra_id'],
  [/address/i, 'invalid_address'],
  [/pair|currency|disabled|not available|unavailable|not supported/i, 'pair_unavailable'],
  [/not found|no transaction/i, 'not_found'],
];

function limit(data: unknown, side: 'min' | 'max'): string | undefined {
  const limits = (data as { limits?: Record<string, { from?: unknown } | undefined> } | undefined)
    ?.limits;
  const value = limits?.[side]?.from;
  return typeof value === 'string' || typeof value === 'number'
    ? (toDecimal(value) ?? undefined)
    : undefined;
}

function fromMessage(message: string, word: RegExp): string | undefined {
  const match = new RegExp(`${word.source}[^\\d]{0,20}(\\d+(?:\\.\\d+)?)`, 'i').exec(message);
  return match?.[1] ? (toDecimal(match[1]) ?? undefined) : undefined;
}

function classifyRpc(
  message: string,
  data: unknown,
  status: number | undefined,
  cause: unknown,
): ProviderError | undefined {
  const rule = RULES.find(([pattern]) => pattern.test(message));
  if (!rule) return undefined;
  let kind = rule[1];
  if (kind === 'amount_too_low' && /max/i.test(message)) kind = 'amount_too_high';
  const details = {
    status,
    min:
      kind === 'amount_too_low' ? (limit(data, 'min') ?? fromMessage(message, /min/)) : undefined,
    max:
      kind === 'amount_too_high' ? (limit(data, 'max') ?? fromMessage(message, /max/)) : undefined,
  };
  return new ProviderError('changelly', kind, message, details, { cause });
}

function classifyHttp(error: HttpError, redact: (text: string) => string) {
  const rpc = (error.body as { error?: { message?: unknown; data?: unknown } } | null)?.error;
  if (!rpc || typeof rpc.message !== 'string') return undefined;
  // Auth and rate-limit answers carry JSON-RPC bodies too; their HTTP status says it better.
  if (error.status === 401 || error.status === 403 || error.status === 429) return undefined;
  if (error.status !== undefined && error.status >= 500) return undefined;
  return classifyRpc(redact(rpc.message), rpc.data, error.status, error);
}

export function changellyError(error: unknown, redact: (text: string) => string): ProviderError {
  if (error instanceof ChangellyRpcError) {
    return (
      classifyRpc(error.message, error.data, 200, error) ??
      new ProviderError(
        'changelly',
        /unauthori[sz]ed|signature|api key/i.test(error.message) ? 'unauthorized' : 'unavailable',
        error.message,
        { status: 200 },
        { cause: error },
      )
    );
  }
  return toProviderError('changelly', error, classifyHttp, redact);
}
