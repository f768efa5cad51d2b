// A provider failure in our words (the kinds are in ./contract.ts). Vendor clients turn every
// vendor error answer into one of these kinds (lib/providers/kit/
// client.ts); the offers list and the swaps API show them to visitors translated.

import { CLIENT_ERROR_KINDS, type ProviderErrorKind } from './contract';

export type { ProviderErrorKind } from './contract';

export interface ProviderErrorDetails {
  /** For amount errors: the limits, in the currency sent. */
  min?: string | undefined;
  max?: string | undefined;
  /** For rate_limited: seconds to wait, when the provider says. */
  retryAfter?: number | undefined;
  /** HTTP status of the vendor's answer, for the log. */
  status?: number | undefined;
}

const CLIENT_ERRORS: ReadonlySet<ProviderErrorKind> = new Set(CLIENT_ERROR_KINDS);

/** Whether a failure of this kind says nothing about the provider's health. */
export function isClientErrorKind(kind: ProviderErrorKind): boolean {
  return CLIENT_ERRORS.has(kind);
}

// Next bundles each route separately, and the registry's providers (a process singleton) may come
// from another route's copy of this module: `instanceof` must not depend on which copy made the
// error. A registered symbol is the same in every copy.
const BRAND = Symbol.for('swaplens.ProviderError');

export class ProviderError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && BRAND in value;
  }

  readonly [BRAND] = true;
  /** The provider's id (ProviderId of its kind's registry). */
  readonly provider: string;
  readonly kind: ProviderErrorKind;
  readonly details: ProviderErrorDetails;

  constructor(
    provider: string,
    kind: ProviderErrorKind,
    message: string,
    details: ProviderErrorDetails = {},
    options: { cause?: unknown } = {},
  ) {
    super(`${provider}: ${kind}: ${message}`, options);
    this.name = 'ProviderError';
    this.provider = provider;
    this.kind = kind;
    this.details = details;
  }

  /** Failures that say nothing about the provider's health (the visitor's input was wrong). */
  get isClientError(): boolean {
    return isClientErrorKind(this.kind);
  }
}

const OUTAGES: ReadonlySet<ProviderErrorKind> = new Set(['timeout', 'unavailable', 'bad_response']);

/**
 * Whether a failure says the provider itself is down (the upstream guard's breaker counts only
 * these): timeouts, 5xx, network errors, answers we cannot read. Anything a visitor's request can
 * provoke (amounts, pairs, addresses, an unrecognised 4xx, a vendor 429 caused by our own
 * traffic) says the provider is up.
 */
export function isOutage(error: unknown): boolean {
  // An adapter that throws something unexpected cannot be used either.
  if (!(error instanceof ProviderError)) return true;
  const status = error.details.status;
  // Whatever an adapter called it, a 4xx answer is the vendor refusing one request.
  if (status !== undefined && status >= 400 && status < 500) return false;
  return OUTAGES.has(error.kind);
}
