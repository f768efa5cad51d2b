import { z } from 'zod';

// Vendors send amounts as JSON numbers or strings ("0.1", 1e-7, "12.50"). We keep them as
// canonical decimal strings and do the little arithmetic adapters need (fee deduction, rates,
// limit checks) on scaled integers, so nothing goes through binary floating point.

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Canonical form of a decimal ("0012.500" → "12.5", 1e-7 → "0.0000001"), or null when not one. */
export function toDecimal(value: number | string): string | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const match = DECIMAL.exec(String(value).trim());
  if (!match) return null;
  const [, sign = '', int = '', frac = '', exp = '0'] = match;
  if (int === '' && frac === '') return null;
  let digits = `${int}${frac}`;
  let point = int.length + Number(exp);
  if (point < 0) {
    digits = `${'0'.repeat(-point)}${digits}`;
    point = 0;
  }
  if (point > digits.length) digits = digits.padEnd(point, '0');
  const whole = digits.slice(0, point).replace(/^0+/, '') || '0';
  const fraction = digits.slice(point).replace(/0+$/, '');
  const out = fraction ? `${whole}.${fraction}` : whole;
  return sign === '-' && out !== '0' ? `-${out}` : out;
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

function scaled(value: string): Scaled {
  const canonical = toDecimal(value);
  if (canonical === null) throw new TypeError(`not a decimal: ${value}`);
  const [whole = '0', fraction = ''] = canonical.replace('-', '').split('.');
  const units = BigInt(`${whole}${fraction}`);
  return { units: canonical.startsWith('-') ? -units : units, scale: fraction.length };
}

function align(a: Scaled, b: Scaled): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [
    a.units * 10n ** BigInt(scale - a.scale),
    b.units * 10n ** BigInt(scale - b.scale),
    scale,
  ];
}

function format(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const text = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return toDecimal(`${negative ? '-' : ''}${text}`) ?? '0';
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
