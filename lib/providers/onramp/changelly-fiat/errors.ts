import { compareDecimal, toDecimal } from '@/lib/decimal';
import type { Classified } from '../../kit/classify';
import type { ProviderErrorKind } from '../../kit/errors';
import { errorSchema, type ChangellyFailedOffer } from './schema';

// Changelly's fiat API names what went wrong with an errorType, on the HTTP error answers and on
// each provider's entry of an offers list (docs: "Possible error types"). Ours, per type (limits
// and validation read their details, below):

const KINDS: Readonly<Record<string, ProviderErrorKind>> = {
  country: 'place_unavailable',
  state: 'place_unavailable',
  currency: 'pair_unavailable',
  paymentMethod: 'pair_unavailable',
  timeout: 'timeout',
  unavailable: 'unavailable',
  invalidOffer: 'unavailable',
  unauthorized: 'unauthorized',
  tooManyRequests: 'rate_limited',
  internalServerError: 'unavailable',
};

type Details = ChangellyFailedOffer['errorDetails'];

/** The limit a limits error names (errorDetails [{ cause: 'min' | 'max', value }]). */
export function limitOf(details: Details, cause: 'min' | 'max'): string | undefined {
  const value = details?.find((detail) => detail.cause === cause)?.value;
  return typeof value === 'string' || typeof value === 'number'
    ? (toDecimal(value) ?? undefined)
    : undefined;
}

/** A validation error about the wallet is the visitor's address, not a malformed request. */
function validationKind(details: Details): ProviderErrorKind {
  const causes = (details ?? []).map((detail) => detail.cause);
  if (causes.includes('walletExtraId')) return 'invalid_extra_id';
  if (causes.includes('walletAddress') || causes.includes('refundAddress'))
    return 'invalid_address';
  return 'rejected';
}

export function kindOf(type: string, details: Details): ProviderErrorKind | undefined {
  if (type === 'limits') return limitOf(details, 'min') ? 'amount_too_low' : 'amount_too_high';
  if (type === 'validation') return validationKind(details);
  return KINDS[type];
}

export function classify(
  _status: number,
  body: unknown,
  redact: (text: string) => string,
): Classified | undefined {
  const parsed = errorSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { errorType, errorMessage, errorDetails } = parsed.data;
  const kind = kindOf(errorType, errorDetails);
  if (!kind) return undefined;
  return {
    kind,
    details: { min: limitOf(errorDetails, 'min'), max: limitOf(errorDetails, 'max') },
    message: `${errorType}: ${redact(errorMessage ?? '')}`,
  };
}

// When every provider refused, the answer that helps the visitor most: an amount they can change
// first, then what is not offered here, then the place, then the providers' own failures.
const PRIORITY: readonly ProviderErrorKind[] = [
  'amount_too_low',
  'amount_too_high',
  'pair_unavailable',
  'place_unavailable',
  'timeout',
  'unavailable',
];

export interface OffersRefusal {
  kind: ProviderErrorKind;
  message: string;
  min?: string | undefined;
  max?: string | undefined;
}

/** The providers' refusals as one: the lowest minimum, the highest maximum, the first reason. */
export function refusalOf(failed: readonly ChangellyFailedOffer[]): OffersRefusal | undefined {
  const kinds = failed.map((offer) => ({
    offer,
    kind: kindOf(offer.errorType, offer.errorDetails) ?? 'unavailable',
  }));
  const kind = PRIORITY.find((k) => kinds.some((entry) => entry.kind === k)) ?? kinds[0]?.kind;
  if (!kind) return undefined;
  const same = kinds.filter((entry) => entry.kind === kind).map((entry) => entry.offer);
  const limits = (cause: 'min' | 'max') =>
    same.flatMap((offer) => limitOf(offer.errorDetails, cause) ?? []);
  const min = limits('min').sort(compareDecimal)[0];
  const max = limits('max').sort(compareDecimal).at(-1);
  const message = same
    .map((offer) => `${offer.providerCode}: ${offer.errorType} ${offer.errorMessage ?? ''}`.trim())
    .join('; ');
  return { kind, message, min, max };
}
