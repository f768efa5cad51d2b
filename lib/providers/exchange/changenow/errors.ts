import type { ProviderError, ProviderErrorKind } from '../errors';
import { bodyText, limitIn, toProviderError, type Classified } from '../shared/errors';

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

function classify(
  _status: number,
  body: unknown,
  redact: (text: string) => string,
): Classified | undefined {
  const error = (body as { error?: unknown } | undefined)?.error;
  const code = typeof error === 'string' ? error : '';
  const message = redact(bodyText(body, 'message') || code);
  let kind = CODES[code];
  if (code === 'out_of_range' || (!kind && /minimal|maximal/i.test(message))) {
    kind = /max/i.test(message) ? 'amount_too_high' : 'amount_too_low';
  }
  if (!kind && code === 'not_valid_params' && /address/i.test(message)) kind = 'invalid_address';
  if (!kind) return undefined;
  const details = {
    min: kind === 'amount_too_low' ? limitIn(message, 'min') : undefined,
    max: kind === 'amount_too_high' ? limitIn(message, 'max') : undefined,
  };
  return { kind, details, message: `${code}: ${message}` };
}

export function changenowError(error: unknown, redact: (text: string) => string): ProviderError {
  return toProviderError(error, {
    provider: 'changenow',
    classify,
    redact,
  });
}
