import { blake256 } from '@noble/hashes/blake1.js';
import { Network as BtcNetwork, validate as validateBitcoin } from 'bitcoin-address-validation';
import { decodeCashAddr } from './cashaddr';
import { bech32Bytes, checkVersioned, decodeBase58Check, decodeBech32 } from './codecs';
import { fail, OK, type AddressResult } from './result';
import { base58 } from '@scure/base';

// Bitcoin and its descendants: base58check legacy addresses (version bytes per network) and,
// where the network has SegWit, bech32/bech32m witness addresses.

const BTC_SHAPE = /^(bc1|tb1|bcrt1|[13mn2])[a-zA-HJ-NP-Z0-9]{25,87}$/;

export function bitcoinAddress(address: string): AddressResult {
  if (validateBitcoin(address, BtcNetwork.mainnet)) return OK;
  if (validateBitcoin(address)) return fail('network');
  return fail(BTC_SHAPE.test(address) ? 'checksum' : 'format');
}

/** A SegWit address with human-readable part `hrp`: v0 (bech32, 20/32 bytes) or v1+ (bech32m). */
function segwit(address: string, hrp: string): AddressResult {
  const v0 = decodeBech32(address, 'bech32');
  const decoded = 'words' in v0 && v0.words[0] === 0 ? v0 : decodeBech32(address, 'bech32m');
  if (!('words' in decoded)) return fail(decoded.error);
  if (decoded.prefix !== hrp) return fail('network');
  const [version, ...rest] = decoded.words;
  const program = bech32Bytes(rest);
  if (version === undefined || version > 16 || !program) return fail('format');
  if (version === 0 && program.length !== 20 && program.length !== 32) return fail('format');
  return program.length >= 2 && program.length <= 40 ? OK : fail('format');
}

interface UtxoRule {
  versions: readonly (readonly number[])[];
  /** Bech32 human-readable part when the network has SegWit. */
  hrp?: string;
}

const RULES: Readonly<Record<string, UtxoRule>> = {
  litecoin: { versions: [[0x30], [0x32], [0x05]], hrp: 'ltc' },
  dogecoin: { versions: [[0x1e], [0x16]] },
  bitcoinsv: { versions: [[0x00], [0x05]] },
  ravencoin: { versions: [[0x3c], [0x7a]] },
  digibyte: { versions: [[0x1e], [0x3f], [0x05]], hrp: 'dgb' },
  dash: { versions: [[0x4c], [0x10]] },
  zcash: {
    versions: [
      [0x1c, 0xb8],
      [0x1c, 0xbd],
    ],
  },
  bitcoincash: { versions: [[0x00], [0x05]] },
};

export function utxoAddress(kind: string, address: string): AddressResult | null {
  const rule = RULES[kind];
  if (!rule) return null;
  if (kind === 'bitcoincash' && /^(bitcoincash:)?[qp]/i.test(address)) return cashAddress(address);
  if (kind === 'zcash' && /^(zs|u|tex)1/.test(address)) return zcashShielded(address);
  if (rule.hrp && address.toLowerCase().startsWith(`${rule.hrp}1`))
    return segwit(address, rule.hrp);
  return checkVersioned(decodeBase58Check(address), rule.versions, 20);
}

function cashAddress(address: string): AddressResult {
  const decoded = decodeCashAddr(address, 'bitcoincash', ['bchtest', 'bchreg', 'ecash']);
  if (!('bytes' in decoded)) return decoded;
  const [version, ...hash] = decoded.bytes;
  // Version byte: type in bits 3..6 (0 P2PKH, 1 P2SH), size in bits 0..2 (0 = 20 bytes).
  if (version === undefined || (version & 0x80) !== 0 || version >> 3 > 1) return fail('format');
  const sizes = [20, 24, 28, 32, 40, 48, 56, 64];
  return hash.length === sizes[version & 7] ? OK : fail('format');
}

/** Sapling (zs1, 43 bytes, bech32), unified (u1, bech32m, F4Jumbled) and TEX (tex1) addresses. */
function zcashShielded(address: string): AddressResult {
  const sapling = address.startsWith('zs1');
  const decoded = decodeBech32(address, sapling ? 'bech32' : 'bech32m');
  if (!('words' in decoded)) return fail(decoded.error);
  const bytes = bech32Bytes(decoded.words);
  if (!bytes) return fail('format');
  if (sapling) return bytes.length === 43 ? OK : fail('format');
  if (decoded.prefix === 'tex') return bytes.length === 20 ? OK : fail('format');
  return bytes.length >= 48 ? OK : fail('format');
}

/** Decred: 2 version bytes (Ds, Dc) + 20-byte hash + BLAKE-256d checksum. */
export function decredAddress(address: string): AddressResult {
  const decoded = decodeBase58Check(address, base58, (data) => blake256(blake256(data)));
  return checkVersioned(
    decoded,
    [
      [0x07, 0x3f],
      [0x07, 0x1a],
    ],
    20,
  );
}
