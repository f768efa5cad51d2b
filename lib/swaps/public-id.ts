import { randomBytes } from 'node:crypto';

// Public Swap IDs: 12 Crockford base32 characters (60 random bits). Crockford's alphabet leaves
// out I, L, O and U so an ID read aloud or copied by hand cannot be mistaken for another one.

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const SWAP_ID_LENGTH = 12;
const VALID = new RegExp(`^[${ALPHABET}]{${SWAP_ID_LENGTH}}$`);

/** A new random Swap ID, e.g. 'K7M2Q9XD3F8H'. */
export function newSwapId(): string {
  // 32 symbols are exactly 5 bits each, so taking 5-bit slices of random bytes is unbiased.
  const bytes = randomBytes(8);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let id = '';
  for (let index = 0; index < SWAP_ID_LENGTH; index += 1) {
    id += ALPHABET[Number(bits & 31n)];
    bits >>= 5n;
  }
  return id;
}

/**
 * The Swap ID a visitor meant: case, spaces and dashes ignored, O read as 0 and I/L as 1.
 * Null when what remains is not a valid ID.
 */
export function normaliseSwapId(input: string): string | null {
  if (input.length > 64) return null;
  const id = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return VALID.test(id) ? id : null;
}

/** The ID in groups of four for reading aloud: 'K7M2-Q9XD-3F8H'. */
export function formatSwapId(id: string): string {
  return id.replace(/(.{4})(?=.)/g, '$1-');
}
