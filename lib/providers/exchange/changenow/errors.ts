import type { HttpError } from '@/lib/http/errors';
import { ProviderError, type ProviderErrorKind } from '../errors';
import { toDecimal } from '../shared/decimal';
import { bodyText, toProviderError } from '../shared/errors';

// ChangeNOW answers errors as 4xx with { error: "<code>", message: "<text>" }.

const CODES: Readonly<Record<string, ProviderErrorKind>> = {
  deposit_too_small: 'amount_too_low',
  amount_too_small: 'amount_too_low',
  pair_is_inactive: 'pair_unavailable',
  fixed_rate_not_enabled: 'pair_unavailable',
  not_valid_address: 'invalid_address',
  not_valid_refund_address: 'invalid_address',
  not_valid_extra_id: 'invalid_extra_id',
  not_valid_refund_extra_id: 'invalid_extra_id',
  rate_id_not_found_or_expired: 'rate_expired',
  exchange_not_found: 'not_found',
};

/** The first number after a word like "minimal"/"maximal" in a vendor's message. */
export function limitIn(message: string, word: RegExp): string | undefined {
  const match = new RegExp(`${word.source}[^\\d]{0,20}(\\d+(?:\\.\\d+)?(?:e-?\\d+)?)`, 'i').exec(
    message,
  );
  return match?.[1] ? (toDecimal(match[1]) ?? undefined) : undefined;
}

function classify(error: HttpError, redact: (text: string) => string): ProviderError | undefined {
  const body = error.body as { error?: unknown } | undefined;
  const code = typeof body?.error === 'string' ? body.error : '';
  const message = redact(bodyText(error.body, 'message') || code);
  const status = error.status;
  let kind = CODES[code];
  if (code === 'out_of_range' || (!kind && /minimal|maximal/i.test(message))) {
    kind = /max/i.test(message) ? 'amount_too_high' : 'amount_too_low';
  }
  if (!kind && code === 'not_valid_params' && /address/i.test(message)) kind = 'invalid_address';
  if (!kind) return undefined;
  const details = {
    status,
    min: kind === 'amount_too_low' ? limitIn(message, /min/) : undefined,
    max: kind === 'amount_too_high' ? limitIn(message, /max/) : undefined,
  };
  return new ProviderError('changenow', kind, `${code}: ${message}`, details, { cause: error });
}

export function changenowError(error: unknown, redact: (text: string) => string): ProviderError {
  return toProviderError('changenow', error, classify, redact);
}
