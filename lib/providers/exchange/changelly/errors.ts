import { toDecimal } from '@/lib/decimal';
import { limitIn, type Classified } from '../../kit/classify';
import { ProviderError, type ProviderErrorKind } from '../../kit/errors';
import type { ChangellyRpcErrorBody } from './schema';

// Changelly reports errors as JSON-RPC { error: { code, message, data? } }, mostly with HTTP 200
// and code -32600 for every kind of invalid request, so the message text tells them apart (its
// error table: github.com/changelly/api-changelly, 2022). Amount errors carry
// data.limits { min: { from }, max: { from } } in the currency sent.

const RULES: readonly [RegExp, ProviderErrorKind][] = [
  // "You reached requests limit 20 rps", "Creating fix transactions limit exceeds, wait 5 minute".
  [/too many requests|rate limit|requests limit|transactions limit/i, 'rate_limited'],
  // "Not enough liquidity in pair btc->eth. Max amount is 1.5": the pair works, below that.
  [/not enough liquidity/i, 'amount_too_high'],
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

/** Auth, rate-limit and 5xx answers carry JSON-RPC bodies too: their HTTP status decides. */
export function classifyHttp(_status: number, body: unknown, redact: (text: string) => string) {
  const rpc = (body as { error?: { message?: unknown; data?: unknown } } | null)?.error;
  if (!rpc || typeof rpc.message !== 'string') return undefined;
  return classifyRpc(redact(rpc.message), rpc.data);
}

// An RPC error no rule recognises, by its JSON-RPC code: -32603 and the -32000..-32099 range are
// the server's own faults; every other code (-32600 invalid request, -32602 invalid params...)
// refuses this one request and says nothing about Changelly's health.
function unrecognised(code: number, message: string): ProviderErrorKind {
  if (/unauthori[sz]ed|signature|api key/i.test(message)) return 'unauthorized';
  if (code === -32603 || (code <= -32000 && code >= -32099)) return 'unavailable';
  return 'rejected';
}

/** A JSON-RPC error answer (Changelly sends most with HTTP 200) in our words. */
export function rpcError(
  method: string,
  error: ChangellyRpcErrorBody,
  redact: (t: string) => string,
) {
  const text = redact(error.message);
  const rpc = classifyRpc(text, error.data);
  const kind = rpc?.kind ?? unrecognised(error.code, text);
  const message = `${method}: ${text} (${error.code})`;
  return new ProviderError('changelly', kind, message, { status: 200, ...rpc?.details });
}
