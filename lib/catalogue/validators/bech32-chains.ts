import { blake2b } from '@noble/hashes/blake2.js';
import { base32nopad, base58 } from '@scure/base';
import { BECH32_PREFIXES } from '../networks';
import { decodeCashAddr } from './cashaddr';
import { bech32Bytes, crc32, decodeBech32 } from './codecs';
import { evmAddress } from './evm';
import { fail, OK, sameBytes, type AddressResult } from './result';

/** Cosmos SDK chains, Zilliqa, MultiversX: bech32 with the network's prefix (networks.ts). */
export function bech32Address(networkCode: string, address: string): AddressResult {
  const rule = BECH32_PREFIXES[networkCode];
  if (!rule) return fail('format');
  const decoded = decodeBech32(address);
  if (!('words' in decoded)) return fail(decoded.error);
  if (decoded.prefix !== rule.hrp) return fail('network');
  const bytes = bech32Bytes(decoded.words);
  return bytes && rule.lengths.includes(bytes.length) ? OK : fail('format');
}

/** Harmony: one1... (bech32 of the 20-byte account) or the same account in 0x form. */
export function harmonyAddress(address: string): AddressResult {
  if (address.startsWith('0x')) return evmAddress(address);
  const decoded = decodeBech32(address);
  if (!('words' in decoded)) return fail(decoded.error);
  if (decoded.prefix !== 'one') return fail('network');
  return bech32Bytes(decoded.words)?.length === 20 ? OK : fail('format');
}

/**
 * Cardano Shelley (addr1..., bech32 without the 90-character limit) and Byron (base58 CBOR
 * [tag 24 bytes, CRC-32]) payment addresses. Stake addresses cannot receive a payout.
 */
export function cardanoAddress(address: string): AddressResult {
  if (/^(Ae2|DdzFF)/.test(address)) return byronAddress(address);
  const decoded = decodeBech32(address);
  if (!('words' in decoded)) return fail(decoded.error);
  if (decoded.prefix === 'addr_test') return fail('network');
  if (decoded.prefix !== 'addr') return fail('format');
  const bytes = bech32Bytes(decoded.words);
  // Header: type in the high nibble (0..7 are payment addresses), network id 1 in the low one.
  if (!bytes || bytes.length < 29 || (bytes[0] ?? 0) >> 4 > 7) return fail('format');
  return ((bytes[0] ?? 0) & 0x0f) === 1 ? OK : fail('network');
}

function byronAddress(address: string): AddressResult {
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(address);
  } catch {
    return fail('format');
  }
  // 0x82 array(2), 0xd8 0x18 tag 24, then a byte string (0x58 len8 | 0x59 len16), then uint32.
  if (bytes[0] !== 0x82 || bytes[1] !== 0xd8 || bytes[2] !== 0x18) return fail('format');
  const wide = bytes[3] === 0x59;
  if (!wide && bytes[3] !== 0x58) return fail('format');
  const start = wide ? 6 : 5;
  const length = wide ? ((bytes[4] ?? 0) << 8) + (bytes[5] ?? 0) : (bytes[4] ?? 0);
  const payload = bytes.subarray(start, start + length);
  const tail = bytes.subarray(start + length);
  if (payload.length !== length || tail.length !== 5 || tail[0] !== 0x1a) return fail('format');
  const stored = new DataView(tail.buffer, tail.byteOffset + 1, 4).getUint32(0);
  return stored === crc32(payload) ? OK : fail('checksum');
}

/** Kaspa: CashAddr-style "kaspa:" + payload (version 0/8: 32 bytes, version 1: 33 bytes). */
export function kaspaAddress(address: string): AddressResult {
  const decoded = decodeCashAddr(address, 'kaspa', ['kaspatest', 'kaspasim', 'kaspadev']);
  if (!('bytes' in decoded)) return decoded;
  if (!address.toLowerCase().startsWith('kaspa:')) return fail('format');
  const [version, ...key] = decoded.bytes;
  const size = version === 1 ? 33 : version === 0 || version === 8 ? 32 : -1;
  return key.length === size ? OK : fail('format');
}

/**
 * Filecoin: f0<id>, f1 (secp256k1, 20 bytes), f3 (BLS, 48 bytes), f410f (Ethereum-style, 20
 * bytes). Checksums are BLAKE2b-4 over protocol (+ namespace) + payload.
 */
export function filecoinAddress(address: string): AddressResult {
  if (/^t[0-4]/.test(address)) return fail('network');
  if (/^f0(0|[1-9]\d{0,19})$/.test(address)) return OK;
  const match = /^f(1|3|410f)([a-z2-7]+)$/.exec(address);
  if (!match?.[1] || !match[2]) return fail('format');
  const header = match[1] === '410f' ? [4, 10] : [Number(match[1])];
  let bytes: Uint8Array;
  try {
    bytes = base32nopad.decode(match[2].toUpperCase());
  } catch {
    return fail('format');
  }
  const size = match[1] === '3' ? 48 : 20;
  if (bytes.length !== size + 4) return fail('format');
  const payload = bytes.subarray(0, size);
  const sum = blake2b(new Uint8Array([...header, ...payload]), { dkLen: 4 });
  return sameBytes(sum, bytes.subarray(size)) ? OK : fail('checksum');
}
