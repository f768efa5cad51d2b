// Exact comparison of decimal strings: amounts never pass through floats.

function scaled(value: string, scale: number): bigint {
  const [whole = '0', fraction = ''] = value.trim().split('.');
  return BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale));
}

/** -1, 0 or 1 as `a` is below, equal to or above `b` (both non-negative decimals). */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const scale = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0);
  const left = scaled(a, scale);
  const right = scaled(b, scale);
  return left < right ? -1 : left > right ? 1 : 0;
}
