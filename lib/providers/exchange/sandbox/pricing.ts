import { ProviderError } from '../../kit/errors';
import type { CurrencyRef, ProviderQuote, QuoteRequest } from '../contract';
import { networkFeeUsd, type SandboxProfile } from './profiles';

// Deterministic quotes from reference prices: the same request and prices give the same answer.

/** USD price of one unit of a ticker; the sandbox cannot quote what has no price. */
export type PriceLookup = (ticker: string) => number | undefined;

/** A decimal string with at most `decimals` (capped at 8) places, no trailing zeros. */
export function formatAmount(value: number, decimals: number): string {
  const places = Math.min(Math.max(decimals, 0), 8);
  const fixed = value.toFixed(places);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

function price(ref: CurrencyRef, prices: PriceLookup, profile: SandboxProfile): number {
  const usd = prices(ref.ticker);
  if (usd === undefined || !(usd > 0)) {
    throw new ProviderError(profile.id, 'pair_unavailable', `no reference price for ${ref.ticker}`);
  }
  return usd;
}

export function limits(
  profile: SandboxProfile,
  from: CurrencyRef,
  prices: PriceLookup,
): { min: string; max: string | null } {
  const usd = price(from, prices, profile);
  return {
    // Rounded up so the minimum itself is accepted.
    min: formatAmount(Math.ceil((profile.minUsd / usd) * 1e8) / 1e8, from.decimals),
    max: profile.maxUsd === null ? null : formatAmount(profile.maxUsd / usd, from.decimals),
  };
}

/** Quotes a request; throws amount_too_low / amount_too_high like a real provider. */
export function quote(
  profile: SandboxProfile,
  request: QuoteRequest,
  prices: PriceLookup,
  now: Date,
): Omit<ProviderQuote, 'rateId' | 'expiresAt'> & { expiresAt?: string } {
  const fromUsd = price(request.from, prices, profile);
  const toUsd = price(request.to, prices, profile);
  const keep = 1 - profile.spread[request.rateType];
  const feeUsd = networkFeeUsd(request.to.network) * profile.networkFeeFactor;
  const networkFee = feeUsd / toUsd;
  const amount = Number(request.amount);
  let amountFrom: number;
  let amountTo: number;
  if (request.direction === 'direct') {
    amountFrom = amount;
    amountTo = (amountFrom * fromUsd * keep) / toUsd - networkFee;
  } else {
    amountTo = amount;
    amountFrom = ((amountTo + networkFee) * toUsd) / (fromUsd * keep);
  }
  const range = limits(profile, request.from, prices);
  const details = { min: range.min, max: range.max ?? undefined };
  if (amountFrom < Number(range.min) || amountTo <= 0) {
    throw new ProviderError(profile.id, 'amount_too_low', `below ${range.min}`, details);
  }
  if (range.max !== null && amountFrom > Number(range.max)) {
    throw new ProviderError(profile.id, 'amount_too_high', `above ${range.max}`, details);
  }
  const result = {
    provider: profile.id,
    rateType: request.rateType,
    amountFrom: formatAmount(amountFrom, request.from.decimals),
    amountTo: formatAmount(amountTo, request.to.decimals),
    rate: formatAmount(amountTo / amountFrom, 8),
    networkFee: formatAmount(networkFee, request.to.decimals),
    min: range.min,
    max: range.max,
  };
  if (request.rateType === 'floating') return result;
  const expiresAt = new Date(now.getTime() + profile.fixedQuoteMinutes * 60_000).toISOString();
  return { ...result, expiresAt };
}
