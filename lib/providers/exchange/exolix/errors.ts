import type { ProviderError } from '../errors';
import { flattenText, toProviderError, type Classified } from '../shared/errors';
import { errorSchema } from './schema';

// Exolix error answers carry `error` and/or `message`. GET /rate answers 422 with the rate body
// itself when the amount is outside the limits ("Amount to exchange is below the possible min
// amount to exchange", with minAmount / maxAmount), and 422 without amounts for a pair it cannot
// swap. POST /transactions answers 400/422 naming the field at fault.

export function classifyExolix(status: number, body: unknown): Classified | undefined {
  const parsed = errorSchema.safeParse(body);
  if (!parsed.success) return status === 422 ? { kind: 'pair_unavailable' } : undefined;
  const { minAmount, maxAmount } = parsed.data;
  const text = `${flattenText(parsed.data.error)} ${flattenText(parsed.data.message)}`;
  const limits = { min: minAmount ?? undefined, max: maxAmount ?? undefined };
  if (/\bmin/i.test(text)) return { kind: 'amount_too_low', details: limits };
  if (/\bmax/i.test(text)) return { kind: 'amount_too_high', details: limits };
  if (/extra.?id|memo|destination tag/i.test(text)) return { kind: 'invalid_extra_id' };
  if (/address/i.test(text)) return { kind: 'invalid_address' };
  if (/expired/i.test(text)) return { kind: 'rate_expired' };
  if (status === 404 || /not found/i.test(text)) return { kind: 'not_found' };
  if (status === 422 || /pair|not (available|supported)|unsupported|currency|network/i.test(text)) {
    return { kind: 'pair_unavailable' };
  }
  return undefined;
}

export function exolixError(error: unknown, redact: (text: string) => string): ProviderError {
  return toProviderError(error, { provider: 'exolix', classify: classifyExolix, redact });
}
