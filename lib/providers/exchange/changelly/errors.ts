import { ProviderError, type ProviderErrorKind } from '../errors';
import { toDecimal } from '../shared/decimal';
import { limitIn, toProviderError, type Classified } from '../shared/errors';
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

function classifyRpc(message: string, data: unknown): Classified | undefined {
  const rule = RULES.find(([pattern]) => pattern.test(message));
  if (!rule) return undefined;
  let kind = rule[1];
  if (kind === 'amount_too_low' && /max/i.test(message)) kind = 'amount_too_high';
  const details = {
    min: kind === 'amount_too_low' ? (limit(data, 'min') ?? limitIn(message, 'min')) : undefined,
    max: kind === 'amount_too_high' ? (limit(data, 'max') ?? limitIn(message, 'max')) : undefined,
  };
  return { kind, details, message };
}

// Auth, rate-limit and 5xx answers carry JSON-RPC bodies too; toProviderError lets their HTTP
// status decide and only asks this for the rest.
function classifyHttp(_status: number, body: unknown, redact: (text: string) => string) {
  const rpc = (body as { error?: { message?: unknown; data?: unknown } } | null)?.error;
  if (!rpc || typeof rpc.message !== 'string') return undefined;
  return classifyRpc(redact(rpc.message), rpc.data);
}

// An RPC error no rule recognises, by its JSON-RPC code: -32603 and the -32000..-32099 range are
// the server's own faults; every other code (-32600 invalid request, -32602 invalid params...)
// refuses this one request and says nothing about Changelly's health.
function unrecognisedRpc(error: ChangellyRpcError): ProviderErrorKind {
  if (/unauthori[sz]ed|signature|api key/i.test(error.message)) return 'unauthorized';
  if (/too many requests|rate limit/i.test(error.message)) return 'rate_limited';
  if (error.code === -32603 || (error.code <= -32000 && error.code >= -32099)) return 'unavailable';
  return 'rejected';
}

export function changellyError(error: unknown, redact: (text: string) => string): ProviderError {
  if (error instanceof ChangellyRpcError) {
    const rpc = classifyRpc(error.message, error.data);
    const kind = rpc?.kind ?? unrecognisedRpc(error);
    const details = { status: 200, ...rpc?.details };
    return new ProviderError('changelly', kind, error.message, details, { cause: error });
  }
  return toProviderError(error, {
    provider: 'changelly',
    classify: classifyHttp,
    redact,
  });
}
