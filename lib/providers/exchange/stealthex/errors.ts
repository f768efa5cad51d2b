import type { ProviderError } from '../errors';
import { numberIn, toProviderError, type Classified } from '../shared/errors';
import { errorSchema } from './schema';

// StealthEX error answers are `{ err: { kind, details } }` (v4 reference): NoPair (404),
// NotAllowed / NoExchangeRoute / RouteIsDisabled / MarketUnavailable (422), InvalidAmount,
// RateId, ExtraId, InvalidData, NoUserApiKey (400), NotFound (404).

const PAIR_KINDS = new Set(['NoPair', 'NoExchangeRoute', 'RouteIsDisabled', 'NotAllowed']);

export function classifyStealthex(status: number, body: unknown): Classified | undefined {
  const parsed = errorSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { kind } = parsed.data.err;
  const details = typeof parsed.data.err.details === 'string' ? parsed.data.err.details : '';
  // A market that is down concerns this pair only (and any visitor can ask for it): it must not
  // count as an outage of the whole provider.
  if (PAIR_KINDS.has(kind) || kind === 'MarketUnavailable') return { kind: 'pair_unavailable' };
  if (kind === 'InvalidAmount') {
    const limit = numberIn(details);
    return /max|greater than max|too (big|large|high)/i.test(details)
      ? { kind: 'amount_too_high', details: { max: limit } }
      : { kind: 'amount_too_low', details: { min: limit } };
  }
  if (kind === 'RateId') return { kind: 'rate_expired' };
  if (kind === 'ExtraId') return { kind: 'invalid_extra_id' };
  if (kind === 'InvalidData') {
    if (/extra|memo|tag/i.test(details)) return { kind: 'invalid_extra_id' };
    if (/address/i.test(details)) return { kind: 'invalid_address' };
    return { kind: 'rejected' };
  }
  if (kind === 'NotFound') return { kind: 'not_found' };
  if (kind === 'NoUserApiKey') return { kind: 'unauthorized' };
  return status === 404 ? { kind: 'not_found' } : undefined;
}

export function stealthexError(error: unknown, redact: (text: string) => string): ProviderError {
  return toProviderError(error, { provider: 'stealthex', classify: classifyStealthex, redact });
}
