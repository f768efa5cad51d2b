import { ProviderError, type ProviderErrorKind } from '../errors';
import { compareDecimal } from '../shared/decimal';
import { bodyText, limitIn, toProviderError, type Classified } from '../shared/errors';
import type { PairRange } from '../types';

// SimpleSwap answers errors as 4xx with { code, error, message } (v1-era answers say
// `description` instead of `message`); the message tells the cases apart. An amount outside
// the range names both limits ("min: 0.0007 max: 1.5"), so whether it is too low or too high is
// decided against the amount asked (amountError).

const RULES: readonly [RegExp, ProviderErrorKind][] = [
  [
    /range|min(imal|imum)?\b|max(imal|imum)?\b|too (small|low|high|big)|less than|greater than/i,
    'amount_too_low',
  ],
  [/rate ?id|expired/i, 'rate_expired'],
  [/extra ?id|memo|destination tag/i, 'invalid_extra_id'],
  [/address/i, 'invalid_address'],
  [/pair|not available|unavailable|inactive|not supported|disabled|currency/i, 'pair_unavailable'],
];

// "min: 0.0007 max: 1.5": the number right after the word (and its ending), not the next one.
const NAMED = '[a-z]*\\W{0,5}';

function classify(
  _status: number,
  body: unknown,
  redact: (text: string) => string,
): Classified | undefined {
  const message = redact(bodyText(body, 'message', 'description') || bodyText(body, 'error'));
  const rule = RULES.find(([pattern]) => pattern.test(message));
  if (!rule) return undefined;
  let kind = rule[1];
  if (
    kind === 'amount_too_low' &&
    /max|high|big|greater/i.test(message) &&
    !/min|low|small|less/i.test(message)
  ) {
    kind = 'amount_too_high';
  }
  const details = {
    min: kind.startsWith('amount') ? limitIn(message, 'min', NAMED) : undefined,
    max: kind.startsWith('amount') ? limitIn(message, 'max', NAMED) : undefined,
  };
  return { kind, details, message };
}

export function simpleswapError(error: unknown, redact: (text: string) => string): ProviderError {
  return toProviderError(error, {
    provider: 'simpleswap',
    classify,
    redact,
  });
}

/** Settles low vs high for an amount error once the range (and the amount sent) is known. */
export function amountError(
  error: ProviderError,
  amountFrom: string,
  range: PairRange,
): ProviderError {
  if (error.kind !== 'amount_too_low' && error.kind !== 'amount_too_high') return error;
  const tooHigh = range.max !== null && compareDecimal(amountFrom, range.max) > 0;
  const kind = tooHigh ? 'amount_too_high' : 'amount_too_low';
  const details = { ...error.details, min: range.min, max: range.max ?? undefined };
  return new ProviderError('simpleswap', kind, error.message, details, { cause: error.cause });
}
