import { z } from 'zod';

// Decimal strings without floats. Vendors send amounts as JSON numbers or strings; we keep them
// as canonical strings ("0.015", never "1.5e-2" or "0.01500") and do the little arithmetic the
// adapters need (compare, subtract, divide) on BigInt so nothing is rounded on the way through.
// (adapters2's copy: the lead may merge it with lib/providers/exchange/shared/ later.)

const PLAIN = /^(-)?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** "1.5e-2" → "0.015", "001.2300" → "1.23", "-0" → "0"; null when it is not a number. */
export function canonicalDecimal(input: string | number): string | null {
  if (typeof input === 'number' && !Number.isFinite(input)) return null;
  const match = PLAIN.exec(String(input).trim());
  if (!match) return null;
  const [, sign = '', int = '', frac = '', exp = '0'] = match;
  if (int === '' && frac === '') return null;
  let digits = `${int}${frac}`;
  let point = int.length + Number(exp);
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits += '0'.repeat(point - digits.length);
  const whole = digits.slice(0, point).replace(/^0+/, '') || '0';
  const fraction = digits.slice(point).replace(/0+$/, '');
  const body = fraction ? `${whole}.${fraction}` : whole;
  return body === '0' ? '0' : `${sign}${body}`;
}

/** zod: number | numeric string → canonical decimal string. */
export const decimalString = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const out = canonicalDecimal(value);
  if (out === null) {
    ctx.addIssue({ code: 'custom', message: 'not a decimal number' });
    return z.NEVER;
  }
  return out;
});

/** Like decimalString, but "" / null / undefined become null (vendors use all three). */
export const optionalDecimal = z
  .union([z.number(), z.string(), z.null(), z.undefined()])
  .transform((value) => (value === null || value === undefined || value === '' ? null : value))
  .pipe(z.union([z.null(), decimalString]));

interface Scaled {
  value: bigint;
  scale: number;
}

function scaled(decimal: string): Scaled {
  const canonical = canonicalDecimal(decimal);
  if (canonical === null) throw new Error(`not a decimal: ${decimal}`);
  const negative = canonical.startsWith('-');
  const [int = '0', frac = ''] = canonical.replace('-', '').split('.');
  const value = BigInt(`${int}${frac}`);
  return { value: negative ? -value : value, scale: frac.length };
}

function align(a: Scaled, b: Scaled): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [
    a.value * 10n ** BigInt(scale - a.scale),
    b.value * 10n ** BigInt(scale - b.scale),
    scale,
  ];
}

function format(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const frac = digits.slice(digits.length - scale);
  return canonicalDecimal(`${negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`) ?? '0';
}

/** -1, 0 or 1. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const [x, y] = align(scaled(a), scaled(b));
  return x < y ? -1 : x > y ? 1 : 0;
}

export function subtractDecimal(a: string, b: string): string {
  const [x, y, scale] = align(scaled(a), scaled(b));
  return format(x - y, scale);
}

/** a / b truncated to `places` decimals (rates are informative; 18 places is plenty). */
export function divideDecimal(a: string, b: string, places = 18): string {
  const [x, y] = align(scaled(a), scaled(b));
  if (y === 0n) throw new Error('division by zero');
  return format((x * 10n ** BigInt(places)) / y, places);
}

/** For vendors whose JSON wants a number: exact for the ≤15 significant digits amounts have. */
export function toJsonNumber(decimal: string): number {
  return Number(decimal);
}
