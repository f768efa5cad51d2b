import { bech32 } from '@scure/base';
import { fail, type AddressResult } from './result';

// CashAddr (Bitcoin Cash) and Kaspa's addresses share one format: "prefix:" + base32 payload
// with a 40-bit BCH checksum over the prefix. No kept library implements it, hence this one.

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATORS = [0x98f2bc8e61n, 0x79b76d99e2n, 0xf33e5fb3c4n, 0xae2eabe2a8n, 0x1e4f43e470n];

function polymod(values: readonly number[]): bigint {
  let checksum = 1n;
  for (const value of values) {
    const top = checksum >> 35n;
    checksum = ((checksum & 0x07ffffffffn) << 5n) ^ BigInt(value);
    GENERATORS.forEach((generator, index) => {
      if ((top >> BigInt(index)) & 1n) checksum ^= generator;
    });
  }
  return checksum ^ 1n;
}

/**
 * Checks "prefix:payload" (the prefix may be omitted). Answers the payload bytes (version byte
 * first) or why it failed.
 */
export function decodeCashAddr(
  text: string,
  prefix: string,
  otherPrefixes: readonly string[] = [],
): { bytes: Uint8Array } | AddressResult {
  const lower = text.toLowerCase();
  if (text !== lower && text !== text.toUpperCase()) return fail('format');
  const colon = lower.lastIndexOf(':');
  const given = colon === -1 ? prefix : lower.slice(0, colon);
  const body = colon === -1 ? lower : lower.slice(colon + 1);
  if (given !== prefix) return fail(otherPrefixes.includes(given) ? 'network' : 'format');
  const words = [...body].map((char) => CHARSET.indexOf(char));
  if (words.length < 9 || words.some((word) => word < 0)) return fail('format');
  const prefixWords = [...prefix].map((char) => char.charCodeAt(0) & 0x1f);
  if (polymod([...prefixWords, 0, ...words]) !== 0n) return fail('checksum');
  try {
    return { bytes: bech32.fromWords(words.slice(0, -8)) };
  } catch {
    return fail('format');
  }
}
