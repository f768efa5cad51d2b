import { base58, bech32, bech32m } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { fail, sameBytes, startsWith, type AddressResult } from './result';

// Checksummed encodings shared by several networks. Each decoder tells a malformed string
// ('format') from a well-formed one whose checksum does not match ('checksum'), so the form can
// say "one character is wrong" instead of "this is not an address".

type Decoded = { bytes: Uint8Array } | { error: 'format' | 'checksum' };

const dsha256 = (data: Uint8Array): Uint8Array => sha256(sha256(data));

/** Base58 with a 4-byte checksum: `hash(payload)[0..4]` (Bitcoin's double SHA-256 by default). */
export function decodeBase58Check(
  text: string,
  coder: { decode(text: string): Uint8Array } = base58,
  hash: (data: Uint8Array) => Uint8Array = dsha256,
): Decoded {
  let raw: Uint8Array;
  try {
    raw = coder.decode(text);
  } catch {
    return { error: 'format' };
  }
  if (raw.length < 5) return { error: 'format' };
  const payload = raw.subarray(0, -4);
  if (!sameBytes(hash(payload).subarray(0, 4), raw.subarray(-4))) return { error: 'checksum' };
  return { bytes: payload };
}

/**
 * A base58check address: `versions` lists the accepted version prefixes and `length` the size of
 * the payload after them. A valid string of another version belongs to another network.
 */
export function checkVersioned(
  decoded: Decoded,
  versions: readonly (readonly number[])[],
  length: number,
): AddressResult {
  if ('error' in decoded) return fail(decoded.error);
  const { bytes } = decoded;
  const version = versions.find((prefix) => startsWith(bytes, prefix));
  if (!version) return fail('network');
  return bytes.length === version.length + length ? { valid: true } : fail('format');
}

const BECH32_SHAPE = /^[a-z0-9]{1,83}1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{6,}$/;

export interface Bech32Address {
  prefix: string;
  words: number[];
}

/** Decodes bech32 (or bech32m); lengths over 90 are allowed (Cardano, Zcash shielded). */
export function decodeBech32(
  text: string,
  variant: 'bech32' | 'bech32m' = 'bech32',
): Bech32Address | { error: 'format' | 'checksum' } {
  const coder = variant === 'bech32' ? bech32 : bech32m;
  const lower = text.toLowerCase();
  // BIP-173: all lower-case or all upper-case, never mixed.
  if (text !== lower && text !== text.toUpperCase()) return { error: 'format' };
  try {
    return coder.decode(lower as `${string}1${string}`, false);
  } catch {
    return { error: BECH32_SHAPE.test(lower) ? 'checksum' : 'format' };
  }
}

/** Bytes of a bech32 payload (8-bit groups), or null when the padding is wrong. */
export function bech32Bytes(words: number[]): Uint8Array | null {
  try {
    return bech32.fromWords(words);
  } catch {
    return null;
  }
}

/** CRC-16/XMODEM (poly 0x1021, init 0): Stellar's StrKey and TON's user-friendly addresses. */
export function crc16xmodem(data: Uint8Array): number {
  let crc = 0;
  for (const byte of data) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/** CRC-32 (IEEE, reflected): the checksum inside Cardano Byron addresses. */
export function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
