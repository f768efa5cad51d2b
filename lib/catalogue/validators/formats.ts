import { blake2b } from '@noble/hashes/blake2.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { fail, OK, sameBytes, type AddressResult } from './result';

// Mostly networks checked by format only, because their addresses carry no checksum (account
// names, numeric ids, raw hex keys): there a wrong character that still fits the format passes,
// and the payout wallet is the last check. Stacks and Nano, at the end, do have a checksum.

function formatRule(pattern: RegExp): (address: string) => AddressResult {
  return (address) => (pattern.test(address) ? OK : fail('format'));
}

/** NEAR: implicit accounts (64 hex) or named accounts (2..64 chars, dot-separated parts). */
export const nearAddress = (address: string): AddressResult =>
  address.length >= 2 &&
  address.length <= 64 &&
  /^(([a-z\d]+[-_])*[a-z\d]+\.)*([a-z\d]+[-_])*[a-z\d]+$/.test(address)
    ? OK
    : fail('format');

/** Aptos and Sui: 0x + 32 bytes of hex. */
export const hex32Address = formatRule(/^0x[0-9a-fA-F]{64}$/);
/** Hedera: shard.realm.num (0.0.N), optionally with HIP-15's 5-letter checksum (not verified). */
export const hederaAddress = formatRule(/^0\.0\.\d{1,19}(-[a-z]{5})?$/);
/** EOS account names: up to 12 of a-z, 1-5 and '.', not ending with a dot. */
export const eosAddress = formatRule(/^[a-z1-5.]{0,11}[a-z1-5]$/);
/** ICON: hx (wallet) or cx (contract) + 40 hex. */
export const iconAddress = formatRule(/^(hx|cx)[0-9a-f]{40}$/);
/** Flow: 8 bytes of hex. */
export const flowAddress = formatRule(/^(0x)?[0-9a-f]{16}$/);
/** IOTA (since the 2025 Rebased mainnet): 0x + 32 bytes of hex. */
export const iotaAddress = formatRule(/^0x[0-9a-fA-F]{64}$/);

const C32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const STACKS_VERSIONS: Readonly<Record<string, number>> = { P: 22, M: 20, T: 26, N: 21 };

/**
 * Stacks c32check: 'S', the version (P single-sig, M multi-sig; T/N on testnet), then c32 of
 * hash160 + 4 bytes of double SHA-256 over version + hash160.
 */
export function stacksAddress(address: string): AddressResult {
  const match = /^S([PMTN])([0-9A-HJKMNP-TV-Z]{30,41})$/.exec(address);
  const version = STACKS_VERSIONS[match?.[1] ?? ''];
  if (!match?.[2] || version === undefined) return fail('format');
  let value = 0n;
  for (const char of match[2]) value = value * 32n + BigInt(C32.indexOf(char));
  if (value >= 1n << 192n) return fail('format');
  const bytes = Uint8Array.from({ length: 24 }, (_, index) =>
    Number((value >> BigInt(8 * (23 - index))) & 0xffn),
  );
  const hash = sha256(sha256(new Uint8Array([version, ...bytes.subarray(0, 20)])));
  if (!sameBytes(hash.subarray(0, 4), bytes.subarray(20))) return fail('checksum');
  return version === 22 || version === 20 ? OK : fail('network');
}

const NANO_ALPHABET = '13456789abcdefghijkmnopqrstuwxyz';

/** Nano: nano_/xrb_ + 52 chars of key (4 pad bits + 256) + 8 chars of reversed BLAKE2b-5. */
export function nanoAddress(address: string): AddressResult {
  const match = /^(?:nano|xrb)_([13][13456789abcdefghijkmnopqrstuwxyz]{59})$/.exec(address);
  if (!match?.[1]) return fail('format');
  const bits = [...match[1]]
    .map((char) => NANO_ALPHABET.indexOf(char).toString(2).padStart(5, '0'))
    .join('');
  const bytes = (from: number, count: number): Uint8Array =>
    Uint8Array.from({ length: count }, (_, index) =>
      parseInt(bits.slice(from + index * 8, from + index * 8 + 8), 2),
    );
  const key = bytes(4, 32);
  const checksum = bytes(260, 5);
  return sameBytes(blake2b(key, { dkLen: 5 }).reverse(), checksum) ? OK : fail('checksum');
}
