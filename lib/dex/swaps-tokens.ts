import 'server-only';
import {
  BaseError,
  HttpRequestError,
  TimeoutError,
  WebSocketRequestError,
  erc20Abi,
  getAddress,
  isAddress,
} from 'viem';
import { ApiError } from '@/lib/api/errors';
import { log } from '@/lib/log';
import type { DexToken } from './contract';
import { dexClient } from './rpc';
import { findCuratedToken } from './tokens';

// A recorded swap's tokens as the server resolves them: the curated list, else the ERC-20's own
// symbol, name and decimals read on chain (unverified: no logo, no reference price). The
// browser's word for a token is never taken. A contract that does not answer as an ERC-20 is
// null; a node that does not answer is a 503, as it may answer a moment later.

const MAX_SYMBOL = 32;
const MAX_NAME = 64;

/** A token's own text, as displayable: control characters out, trimmed and cut to `max`. */
function clean(text: string, max: number): string {
  return text
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .trim()
    .slice(0, max);
}

const transportFailure = (error: unknown): boolean =>
  error instanceof BaseError &&
  error.walk(
    (cause) =>
      cause instanceof HttpRequestError ||
      cause instanceof TimeoutError ||
      cause instanceof WebSocketRequestError,
  ) !== null;

/** The token at `address` on DEX chain `chainId`, or null when it is no readable ERC-20. */
export async function resolveDexToken(chainId: number, address: string): Promise<DexToken | null> {
  const curated = findCuratedToken(chainId, address);
  if (curated) return curated;
  const client = dexClient(chainId);
  if (!client || !isAddress(address, { strict: false })) return null;
  const token = getAddress(address);
  const read = <const Name extends 'symbol' | 'name' | 'decimals'>(functionName: Name) =>
    client.readContract({ address: token, abi: erc20Abi, functionName });
  try {
    const [symbol, name, decimals] = await Promise.all([
      read('symbol'),
      read('name').catch(() => null),
      read('decimals'),
    ]);
    const shownSymbol = clean(symbol, MAX_SYMBOL);
    if (!shownSymbol || decimals > 255) return null;
    return {
      chainId,
      address: token,
      symbol: shownSymbol,
      name: clean(name ?? '', MAX_NAME) || shownSymbol,
      decimals,
      logo: null,
      native: false,
      verified: false,
      ticker: null,
    };
  } catch (error) {
    if (!transportFailure(error)) return null;
    log.warn('dex: a token could not be read', { chainId, address: token, error });
    throw new ApiError('service_unavailable', { retryAfter: 5, cause: error });
  }
}
