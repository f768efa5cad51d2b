import { z } from 'zod';

// Vendors send amounts as JSON numbers or strings ("0.1", 1e-7, "12.50"). We keep them as
// canonical decimal strings and do the little arithmetic adapters need (fee deduction, rates,
// limit checks) on scaled integers, so nothing goes through binary floating point.

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

// Vendor values are bounded before anything is expanded: "1e40000" would otherwise become 40 000
// characters (and a long run of zeros took seconds to trim). No real amount comes near these.
/** Longest text accepted as a decimal (a 20-digit amount with 18 decimals and padding fits). */
export const MAX_DECIMAL_CHARS = 64;
/** Most significant digits (first to last non-zero digit) of an accepted decimal. */
export const MAX_SIGNIFICANT_DIGITS = 40;
/** Largest |exponent| of an accepted decimal ("1e-8" yes, "1e-50" no). */
export const MAX_EXPONENT = 40;

/** Index of the first character of `text` before `end` that is not '0' (linear, no regex). */
function firstNonZero(text: string, end = text.length): number {
  let i = 0;
  while (i < end && text.charCodeAt(i) === 48) i += 1;
  return i;
}

/** Length of `text` without its trailing '0's (linear, no regex). */
function withoutTrailingZeros(text: string): number {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 48) end -= 1;
  return end;
}

/** "-", digits and where the point goes → canonical text ("0012.500" → "12.5"). */
function canonical(negative: boolean, digits: string, point: number): string {
  const whole = digits.slice(firstNonZero(digits, point), point) || '0';
  const rest = digits.slice(point);
  const fraction = rest.slice(0, withoutTrailingZeros(rest));
  const out = fraction ? `${whole}.${fraction}` : whole;
  return negative && out !== '0' ? `-${out}` : out;
}

function parse(text: string, bounded: boolean): string | null {
  if (bounded && text.length > MAX_DECIMAL_CHARS) return null;
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign = '', int = '', frac = '', exp = '0'] = match;
  if (int === '' && frac === '') return null;
  // Checked before Number(): a 100k-digit exponent is refused by its length alone.
  if (exp.length > 4 || Math.abs(Number(exp)) > MAX_EXPONENT) return null;
  let digits = `${int}${frac}`;
  if (bounded && withoutTrailingZeros(digits) - firstNonZero(digits) > MAX_SIGNIFICANT_DIGITS) {
    return null;
  }
  let point = int.length + Number(exp);
  if (point < 0) {
    digits = `${'0'.repeat(-point)}${digits}`;
    point = 0;
  }
  if (point > digits.length) digits = digits.padEnd(point, '0');
  return canonical(sign === '-', digits, point);
}

/**
 * Canonical form of a decimal ("0012.500" → "12.5", 1e-7 → "0.0000001"), or null when not one
 * or outside the bounds above (too long, too many significant digits, too large an exponent).
 */
export function toDecimal(value: number | string): string | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return parse(String(value).trim(), true);
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

interface Scaled {
  units: bigint;
  scale: number;
}

// Arithmetic takes vendor values (already bounded by their schemas), visitors' amounts (bounded by
// theirs) and our own exact results, which may be longer than a vendor value: only the exponent is
// bounded here.
function scaled(value: string): Scaled {
  const text = parse(value.trim(), false);
  if (text === null) throw new TypeError(`not a decimal: ${value.slice(0, 80)}`);
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const units = BigInt(`${whole}${fraction}`);
  return { units: text.startsWith('-') ? -units : units, scale: fraction.length };
}

function align(a: Scaled, b: Scaled): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [
    a.units * 10n ** BigInt(scale - a.scale),
    b.units * 10n ** BigInt(scale - b.scale),
    scale,
  ];
}

// Our own arithmetic's results are exact and may be longer than a vendor value is allowed to be
// (a rate to 18 places), so they skip toDecimal's bounds.
function format(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  return canonical(negative, digits, digits.length - scale);
}

/** -1, 0 or 1, like a sort comparator. */
export function compareDecimal(a: string, b: string): number {
  const [x, y] = align(scaled(a), scaled(b));
  return x === y ? 0 : x < y ? -1 : 1;
}

export function subtractDecimal(a: string, b: string): string {
  const [x, y, scale] = align(scaled(a), scaled(b));
  return format(x - y, scale);
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
  const [x, y] = align(scaled(a), scaled(b));
  if (y === 0n || x === 0n) return '0';
  const negative = x < 0n !== y < 0n;
  const num = x < 0n ? -x : x;
  const den = y < 0n ? -y : y;
  if ('places' in precision) {
    const out = (num * 10n ** BigInt(precision.places)) / den;
    return format(negative ? -out : out, precision.places);
  }
  const { significant } = precision;
  // Enough extra digits that a tiny quotient still keeps `significant` of its own.
  const extra = Math.max(0, den.toString().length - num.toString().length) + significant;
  const quotient = (num * 10n ** BigInt(extra)) / den;
  const keep = quotient.toString().length - significant;
  const trimmed = keep > 0 ? (quotient / 10n ** BigInt(keep)) * 10n ** BigInt(keep) : quotient;
  return format(negative ? -trimmed : trimmed, extra);
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

/** zod: an optional amount; null, missing and "" (some vendors send it before a value is known) are null. */
export function optionalDecimalString() {
  return z
    .union([z.literal(''), decimalString()])
    .nullish()
    .transform((value) => (value === '' || value === undefined ? null : value));
}

/** For vendors whose JSON wants a number: exact for the ≤15 significant digits amounts have. */
export function toJsonNumber(decimal: string): number {
  return Number(decimal);
}
