import Big from 'big.js';
import { z } from 'zod';

// Amounts are canonical decimal strings ("0.1", never 1e-1 or 0.10000000000000001) everywhere:
// vendors send JSON numbers or strings, visitors type them, and nothing goes through binary
// floating point. big.js does the arithmetic (docs/decisions/0006-decimal-maths.md); this module
// adds the bounds every outside value must meet before anything is expanded, and the one
// canonical form. Browser-safe: forms and route handlers check amounts with the same rules.

/** Longest text accepted as a decimal (a 20-digit amount with 18 decimals and padding fits). */
export const MAX_DECIMAL_CHARS = 64;
/** Most significant digits (first to last non-zero digit) of an accepted decimal. */
export const MAX_SIGNIFICANT_DIGITS = 40;
/** Largest |exponent| of an accepted decimal ("1e-8" yes, "1e-50" no). */
export const MAX_EXPONENT = 40;

// A private constructor: the global Big's settings stay untouched. Every cut truncates.
const Dec = Big();
Dec.RM = Big.roundDown;

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Significant digits of a digit string: from the first to the last non-zero (linear, no regex). */
function significantDigits(digits: string): number {
  let start = 0;
  while (start < digits.length && digits.charCodeAt(start) === 48) start += 1;
  let end = digits.length;
  while (end > start && digits.charCodeAt(end - 1) === 48) end -= 1;
  return end - start;
}

/**
 * The text as big.js reads it, or null when it is not a decimal or breaks the bounds. The
 * exponent is always bounded ("1e40000" would expand to 40 000 characters); length and
 * significant digits only for outside values (`bounded`), since our own exact results may be long.
 */
function check(text: string, bounded: boolean): string | null {
  if (bounded && text.length > MAX_DECIMAL_CHARS) return null;
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign = '', int = '', frac = '', exp = '0'] = match;
  if (int === '' && frac === '') return null;
  // Checked before Number(): a 100k-digit exponent is refused by its length alone.
  if (exp.length > 4 || Math.abs(Number(exp)) > MAX_EXPONENT) return null;
  if (bounded && significantDigits(`${int}${frac}`) > MAX_SIGNIFICANT_DIGITS) return null;
  return sign === '+' ? text.slice(1) : text;
}

function canonical(value: Big): string {
  return value.eq(0) ? '0' : value.toFixed();
}

/**
 * Canonical form of a decimal ("0012.500" → "12.5", 1e-7 → "0.0000001"), or null when not one
 * or outside the bounds above (too long, too many significant digits, too large an exponent).
 */
export function toDecimal(value: number | string): string | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = check(String(value).trim(), true);
  return text === null ? null : canonical(new Dec(text));
}

/** zod: a number or numeric string, out as a canonical decimal string. */
export function decimalString() {
  return z.union([z.number(), z.string()]).transform((value, ctx) => {
    const out = toDecimal(value);
    if (out === null) {
      ctx.addIssue({ code: 'custom', message: 'expected a decimal number' });
      return z.NEVER;
    }
    return out;
  });
}

/** zod: an optional amount; null, missing and "" (some vendors send it before a value is known) are null. */
export function optionalDecimalString() {
  return z
    .union([z.literal(''), decimalString()])
    .nullish()
    .transform((value) => (value === '' || value === undefined ? null : value));
}

// Arithmetic takes vendor values (already bounded by their schemas), visitors' amounts (bounded by
// theirs) and our own exact results, which may be longer than a vendor value: only the exponent is
// bounded here.
function read(value: string): Big {
  const text = check(value.trim(), false);
  if (text === null) throw new TypeError(`not a decimal: ${value.slice(0, 80)}`);
  return new Dec(text);
}

/** -1, 0 or 1, like a sort comparator. */
export function compareDecimal(a: string, b: string): number {
  return read(a).cmp(read(b));
}

export function subtractDecimal(a: string, b: string): string {
  return canonical(read(a).minus(read(b)));
}

export function addDecimal(a: string, b: string): string {
  return canonical(read(a).plus(read(b)));
}

/** a × b, exact (a product has no more decimals than its factors together). */
export function multiplyDecimal(a: string, b: string): string {
  return canonical(read(a).times(read(b)));
}

/**
 * How a quotient is cut: to `significant` digits (what a rate shown beside an offer needs) or
 * to `places` decimals (StealthEX, LetsExchange and Exolix rates keep 18). Always truncated.
 */
export type Precision = { significant: number } | { places: number };

/** a / b, "0" when b is zero (a rate over nothing shows as nothing, not as a crash). */
export function divideDecimal(
  a: string,
  b: string,
  precision: Precision = { significant: 10 },
): string {
  const x = read(a);
  const y = read(b);
  if (y.eq(0) || x.eq(0)) return '0';
  if ('places' in precision) {
    Dec.DP = precision.places;
    return canonical(x.div(y));
  }
  // Enough places that a tiny quotient still keeps `significant` digits of its own.
  Dec.DP = Math.max(0, precision.significant + y.e - x.e + 1);
  return canonical(x.div(y).prec(precision.significant, Big.roundDown));
}

/** The rate a quote shows: amountTo / amountFrom. */
export function rateOf(amountFrom: string, amountTo: string, precision?: Precision): string {
  return divideDecimal(amountTo, amountFrom, precision);
}

/** a - b, but never below zero (a fee larger than the amount leaves nothing). */
export function deductFee(amount: string, fee: string | null): string {
  if (fee === null) return amount;
  const out = subtractDecimal(amount, fee);
  return compareDecimal(out, '0') < 0 ? '0' : out;
}

/** For vendors whose JSON wants a number: exact for the ≤15 significant digits amounts have. */
export function toJsonNumber(decimal: string): number {
  return Number(decimal);
}

/**
 * A whole-coin amount in the token's base units (wei for 18 decimals), as wallet-executed kinds
 * (DEX, bridge) send it: an integer string, digits past `decimals` truncated. Throws on a
 * negative amount or decimals outside 0..255.
 */
export function toBaseUnits(amount: string, decimals: number): string {
  const value = read(amount);
  if (value.lt(0)) throw new RangeError(`negative amount: ${amount.slice(0, 80)}`);
  return canonical(value.times(new Dec(10).pow(checkedDecimals(decimals))).round(0, Big.roundDown));
}

/** Base units (an integer string) as a canonical whole-coin decimal: "1500000", 6 → "1.5". */
export function fromBaseUnits(units: string, decimals: number): string {
  if (!/^\d{1,100}$/.test(units)) throw new TypeError(`not base units: ${units.slice(0, 80)}`);
  // Dividing by 10^decimals is exact with that many places (divideDecimal sets DP per call too).
  Dec.DP = checkedDecimals(decimals);
  return canonical(new Dec(units).div(new Dec(10).pow(decimals)));
}

function checkedDecimals(decimals: number): number {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new RangeError(`decimals out of range: ${decimals}`);
  }
  return decimals;
}
