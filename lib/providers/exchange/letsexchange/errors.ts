import type { ProviderError } from '../errors';
import { flattenText, numberIn, toProviderError, type Classified } from '../shared/errors';
import { errorSchema } from './schema';

// LetsExchange error answers: 403 `{ error: "Wrong number of segments" }` for a bad key, 404 for an
// unknown transaction, and 422 (400) validation answers `{ error }` or `{ message, errors }` naming
// the field at fault. A 422 that names no amount, address or rate means the pair cannot be
// swapped (how LetsExchange answers an unsupported or disabled pair).

export function classifyLetsexchange(status: number, body: unknown): Classified | undefined {
  const parsed = errorSchema.safeParse(body);
  if (!parsed.success) return status === 422 ? { kind: 'pair_unavailable' } : undefined;
  const fields = Object.keys(parsed.data.errors ?? {});
  const text = [parsed.data.error, parsed.data.message, parsed.data.errors]
    .map(flattenText)
    .join(' ');
  const field = (...names: string[]) => fields.some((f) => names.includes(f));
  if (
    field('withdrawal_extra_id', 'return_extra_id') ||
    /extra.?id|memo|destination tag/i.test(text)
  ) {
    return { kind: 'invalid_extra_id' };
  }
  if (field('rate_id') || /rate.?id|rate.*expired|expired.*rate/i.test(text)) {
    return { kind: 'rate_expired' };
  }
  if (field('withdrawal', 'return') || /address/i.test(text)) return { kind: 'invalid_address' };
  if (/max/i.test(text)) return { kind: 'amount_too_high', details: { max: numberIn(text) } };
  if (field('amount', 'deposit_amount', 'withdrawal_amount') || /min|amount/i.test(text)) {
    return { kind: 'amount_too_low', details: { min: numberIn(text) } };
  }
  if (/not found|no transaction/i.test(text) || status === 404) return { kind: 'not_found' };
  if (status === 422 || /pair|coin|network|not (available|supported)/i.test(text)) {
    return { kind: 'pair_unavailable' };
  }
  return undefined;
}

export function letsexchangeError(error: unknown, redact: (text: string) => string): ProviderError {
  return toProviderError(error, {
    provider: 'letsexchange',
    classify: classifyLetsexchange,
    redact,
  });
}
