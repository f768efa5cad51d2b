import { NATIVE_TOKEN_ADDRESS } from '@/lib/dex/chains';
import type { TokenRef } from '@/lib/providers/kit/contract';
import { vendorFixtures, type RecordedRequest } from '@/tests/helpers/vendor-api';
import type { Match } from '../contract/harness';

// What the OpenOcean and KyberSwap tests and contract specs share: their recorded answers
// (lib/providers/dex/<vendor>/fixtures), the tokens those answers are about, the wallet they
// were recorded for, and how to read a call that went over the wire.

/** A DEX vendor's recorded answers: lib/providers/dex/<vendor>/fixtures/<name>.json. */
export const dexFixtures = (vendor: string) => vendorFixtures(vendor, 'dex');

/** The wallet the firm answers were recorded for (the well-known dev account). */
export const TAKER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

export const ETH: TokenRef = {
  chainId: 1,
  address: NATIVE_TOKEN_ADDRESS,
  decimals: 18,
  native: true,
};
export const USDC: TokenRef = {
  chainId: 1,
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  decimals: 6,
  native: false,
};

/** A call by method and a path pattern (query ignored), for paths with the chain in them. */
export const call =
  (method: string, path: RegExp): Match =>
  (request) =>
    request.method === method && path.test(request.url.split('?')[0] ?? '');

/** The query of a recorded call. */
export function query(request: RecordedRequest | undefined): Record<string, string> {
  return Object.fromEntries(new URL(request?.url ?? '/', 'http://x').searchParams);
}
