import { isAddress } from 'viem';
import { fail, OK, type AddressResult } from './result';

const EVM_SHAPE = /^0x[0-9a-fA-F]{40}$/;

/**
 * EVM networks: 0x + 40 hex. All-lower or all-upper case has no checksum; mixed case must match
 * EIP-55 (viem's strict mode), so one mistyped letter is caught.
 */
export function evmAddress(address: string): AddressResult {
  if (!EVM_SHAPE.test(address)) return fail('format');
  return isAddress(address, { strict: true }) ? OK : fail('checksum');
}
