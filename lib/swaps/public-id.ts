import { randomBytes } from 'node:crypto';
import { SWAP_ID_ALPHABET, SWAP_ID_LENGTH } from './swap-id';

// New Swap IDs, on the server only (node:crypto); how an ID is read is ./swap-id.ts.

/** A new random Swap ID, e.g. 'K7M2Q9XD3F8H'. */
export function newSwapId(): string {
  // 32 symbols are exactly 5 bits each, so taking 5-bit slices of random bytes is unbiased.
  const bytes = randomBytes(8);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let id = '';
  for (let index = 0; index < SWAP_ID_LENGTH; index += 1) {
    id += SWAP_ID_ALPHABET[Number(bits & 31n)];
    bits >>= 5n;
  }
  return id;
}
