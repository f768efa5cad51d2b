// A provider failure in our words (the kinds are in ./contract.ts). Vendor clients turn every
// vendor error answer into one of these kinds (lib/providers/kit/
// client.ts); the offers list and the swaps API show them to visitors translated.

import type { ProviderErrorKind } from './contract';

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

/** Failures that say nothing about the provider's health (the visitor's input was wrong). */
const CLIENT_ERRORS: ReadonlySet<ProviderErrorKind> = new Set([
  'amount_too_low',
  'amount_too_high',
  'pair_unavailable',
  'invalid_address',
  'invalid_extra_id',
  'rate_expired',
  'not_found',
  'place_unavailable',
  'verification_required',
  'rejected',
]);

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
