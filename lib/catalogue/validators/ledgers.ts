import { blake2b } from '@noble/hashes/blake2.js';
import { sha512_256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base32nopad, base58, base58xmr, base58xrp, base64 } from '@scure/base';
import { checkVersioned, crc16xmodem, decodeBase58Check } from './codecs';
import { fail, OK, sameBytes, type AddressResult } from './result';

// Account chains whose addresses carry a checksum.

export function tronAddress(address: string): AddressResult {
  return checkVersioned(decodeBase58Check(address), [[0x41]], 20);
}

/** Classic XRP Ledger addresses (r...): XRP's base58 alphabet, version 0, double SHA-256. */
export function rippleAddress(address: string): AddressResult {
  if (/^[XT][1-9A-HJ-NP-Za-km-z]{46}$/.test(address)) return fail('format'); // X-addresses
  return checkVersioned(decodeBase58Check(address, base58xrp), [[0x00]], 20);
}

function decodeOrNull(
  coder: { decode(text: string): Uint8Array },
  text: string,
): Uint8Array | null {
  try {
    return coder.decode(text);
  } catch {
    return null;
  }
}

/** Stellar account ids (G..., StrKey): version 6<<3, 32-byte key, CRC16-XModem little-endian. */
export function stellarAddress(address: string): AddressResult {
  if (!/^[A-Z2-7]{56}$/.test(address)) return fail('format');
  const bytes = decodeOrNull(base32nopad, address);
  if (!bytes || bytes.length !== 35) return fail('format');
  const crc = crc16xmodem(bytes.subarray(0, 33));
  if ((bytes[33] ?? 0) + ((bytes[34] ?? 0) << 8) !== crc) return fail('checksum');
  return bytes[0] === 6 << 3 ? OK : fail('network');
}

/** Solana: a base58 ed25519 public key (32 bytes). Base58 has no checksum: format only. */
export function solanaAddress(address: string): AddressResult {
  if (address.length < 32 || address.length > 44) return fail('format');
  return decodeOrNull(base58, address)?.length === 32 ? OK : fail('format');
}

/**
 * TON: raw "0:<hex>" / "-1:<hex>", or the 48-character user-friendly form (base64 or base64url):
 * flags, workchain, 32-byte hash, CRC16-XModem big-endian. The test-only flag means testnet.
 */
export function tonAddress(address: string): AddressResult {
  if (/^(0|-1):[0-9a-fA-F]{64}$/.test(address)) return OK;
  if (!/^[A-Za-z0-9+/_-]{48}$/.test(address)) return fail('format');
  const bytes = decodeOrNull(base64, address.replace(/-/g, '+').replace(/_/g, '/'));
  if (!bytes || bytes.length !== 36) return fail('format');
  const crc = crc16xmodem(bytes.subarray(0, 34));
  if (((bytes[34] ?? 0) << 8) + (bytes[35] ?? 0) !== crc) return fail('checksum');
  const flags = bytes[0] ?? 0;
  if (flags & 0x80) return fail('network');
  if (flags !== 0x11 && flags !== 0x51) return fail('format');
  return bytes[1] === 0x00 || bytes[1] === 0xff ? OK : fail('format');
}

const SS58_PREFIX = new TextEncoder().encode('SS58PRE');

/** Polkadot SS58: prefix 0, 32-byte key, 2-byte BLAKE2b-512 checksum over "SS58PRE" + both. */
export function polkadotAddress(address: string): AddressResult {
  const bytes = decodeOrNull(base58, address);
  if (!bytes || bytes.length !== 35 || (bytes[0] ?? 0) >= 64) return fail('format');
  const body = bytes.subarray(0, 33);
  const hash = blake2b(new Uint8Array([...SS58_PREFIX, ...body]), { dkLen: 64 });
  if (!sameBytes(hash.subarray(0, 2), bytes.subarray(33))) return fail('checksum');
  return bytes[0] === 0 ? OK : fail('network');
}

// Monero network bytes: standard, integrated, subaddress (mainnet) and the test networks' ones.
const XMR_MAINNET = new Set([18, 19, 42]);
const XMR_OTHER = new Set([53, 54, 63, 24, 25, 36]);

/** Monero: Monero's block base58, 1 net byte + 2 keys (+ 8-byte payment id) + Keccak checksum. */
export function moneroAddress(address: string): AddressResult {
  if (address.length !== 95 && address.length !== 106) return fail('format');
  const bytes = decodeOrNull(base58xmr, address);
  if (!bytes || (bytes.length !== 69 && bytes.length !== 77)) return fail('format');
  const hash = keccak_256(bytes.subarray(0, -4)).subarray(0, 4);
  if (!sameBytes(hash, bytes.subarray(-4))) return fail('checksum');
  const net = bytes[0] ?? 0;
  if (XMR_OTHER.has(net)) return fail('network');
  if (!XMR_MAINNET.has(net)) return fail('format');
  return (net === 19) === (bytes.length === 77) ? OK : fail('format');
}

/** Tezos: base58check with a 3-byte prefix (tz1, tz2, tz3, tz4, KT1) and a 20-byte hash. */
export function tezosAddress(address: string): AddressResult {
  const prefixes = [
    [6, 161, 159],
    [6, 161, 161],
    [6, 161, 164],
    [6, 161, 166],
    [2, 90, 121],
  ];
  return checkVersioned(decodeBase58Check(address), prefixes, 20);
}

/** Algorand: base32 of key (32) + last 4 bytes of SHA-512/256(key). */
export function algorandAddress(address: string): AddressResult {
  if (!/^[A-Z2-7]{58}$/.test(address)) return fail('format');
  const bytes = decodeOrNull(base32nopad, address);
  if (!bytes || bytes.length !== 36) return fail('format');
  const hash = sha512_256(bytes.subarray(0, 32)).subarray(28);
  return sameBytes(hash, bytes.subarray(32)) ? OK : fail('checksum');
}

/** Waves: version 1, chain 'W', 20-byte hash, Keccak-256(BLAKE2b-256(...)) checksum. */
export function wavesAddress(address: string): AddressResult {
  const bytes = decodeOrNull(base58, address);
  if (!bytes || bytes.length !== 26 || bytes[0] !== 1) return fail('format');
  const hash = keccak_256(blake2b(bytes.subarray(0, 22), { dkLen: 32 })).subarray(0, 4);
  if (!sameBytes(hash, bytes.subarray(22))) return fail('checksum');
  return bytes[1] === 87 ? OK : fail('network');
}

export function neoAddress(address: string): AddressResult {
  return checkVersioned(decodeBase58Check(address), [[0x35]], 20);
}
