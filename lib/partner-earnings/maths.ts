import {
  addDecimal,
  compareDecimal,
  divideDecimal,
  multiplyDecimal,
  toDecimal,
} from '@/lib/decimal';

// The ledger's arithmetic, exact (lib/decimal, big.js): no value here is ever a float. The
// columns are numeric(38, 18), so every figure is cut (truncated, never rounded up) to 18
// decimals before it is stored: a partner is never credited a fraction we did not compute.

/** Decimals the ledger keeps (the scale of its numeric columns). */
export const LEDGER_PLACES = 18;

/** `value` cut to the ledger's 18 decimals, canonical ("0.10" → "0.1"). */
export function toLedger(value: string): string {
  return divideDecimal(value, '1', { places: LEDGER_PLACES });
}

/**
 * A stored reference price (a double in asset_prices / price_history) as a decimal: the
 * shortest text that reads back as the same double, which is what the price source sent.
 * Null for what is no positive price.
 */
export function priceDecimal(usd: number): string | null {
  if (!Number.isFinite(usd) || usd <= 0) return null;
  return toDecimal(usd);
}

export interface CommissionFigures {
  /** The exchange amount in USD; null without a reference price. */
  amountUsd: string | null;
  commissionDeposit: string;
  /** The commission in USD; null without a reference price. */
  commissionUsd: string | null;
}

/**
 * What one swap earns: `amount` (the deposit) × `rate` in the deposit coin, and in USD at
 * `usdPrice` (per whole deposit coin) when there is one. USD = amount × price first, then × rate,
 * each cut to the ledger's decimals, so the two USD columns agree with each other exactly.
 */
export function commissionFigures(
  amount: string,
  rate: string,
  usdPrice: string | null,
): CommissionFigures {
  if (compareDecimal(amount, '0') < 0) throw new RangeError('a deposit amount is never negative');
  if (compareDecimal(rate, '0') < 0) throw new RangeError('a commission rate is never negative');
  const commissionDeposit = toLedger(multiplyDecimal(amount, rate));
  if (usdPrice === null) return { amountUsd: null, commissionDeposit, commissionUsd: null };
  const amountUsd = toLedger(multiplyDecimal(amount, usdPrice));
  return {
    amountUsd,
    commissionDeposit,
    commissionUsd: toLedger(multiplyDecimal(amountUsd, rate)),
  };
}

/** The sum of decimals ("0" for none), exact. */
export function sumDecimals(values: Iterable<string>): string {
  let total = '0';
  for (const value of values) total = addDecimal(total, value);
  return total;
}

/** A payout's figure: USD cut to cents (what a bank or a stablecoin transfer can send). */
export function toCents(usd: string): string {
  return divideDecimal(usd, '1', { places: 2 });
}

/** A numeric column's text as PostgreSQL returns it ("0.002000000000000000") made canonical. */
export function canonicalDecimal(value: string): string {
  return addDecimal(value, '0');
}
