// The answer of every address validator (the shape lib/catalogue exports).

export type AddressFailure = 'empty' | 'format' | 'checksum' | 'network';
export type AddressResult = { valid: true } | { valid: false; reason: AddressFailure };

export const OK: AddressResult = { valid: true };

export function fail(reason: AddressFailure): AddressResult {
  return { valid: false, reason };
}

/** Byte-wise equality of two short arrays (checksums). */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

/** Whether `bytes` begins with `prefix`. */
export function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}
