import 'server-only';
import {
  erc20Abi,
  getAddress,
  hexToString,
  isAddress,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem';
import { ApiError } from '@/lib/api/errors';
import { processSingleton } from '@/lib/process-singleton.mjs';
import type { DexToken } from './contract';
import { findCuratedToken } from './tokens';
import { rpcFailure } from './rpc-error';
import { dexClient } from './rpc';

// A token by (chain, address): the curated list first (verified), else read on chain (symbol,
// name, decimals through the server's RPC) and marked unverified, with no logo and no ticker (so
// no USD figures: nothing vouches for its price). An address without code, or whose code answers
// no decimals, is no token. What the chain said is kept per process (a bounded LRU): a token's
// metadata does not change; "no token" is kept for a while only (code may be deployed there).

const MAX_ENTRIES = 2_000;
const NOT_A_TOKEN_TTL_MS = 10 * 60_000;
const MAX_SYMBOL = 32;
const MAX_NAME = 64;

/** MKR and other early tokens declare symbol and name as bytes32, not string. */
const BYTES32_METADATA_ABI = [
  {
    type: 'function',
    name: 'symbol',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'bytes32' }],
  },
  {
    type: 'function',
    name: 'name',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'bytes32' }],
  },
] as const;

interface Entry {
  token: DexToken | null;
  until: number;
}

const cache = processSingleton('dex-token-lookup', () => new Map<string, Entry>());

/** Tests: forget what was read. */
export function clearTokenLookupCache(): void {
  cache().clear();
}

/** Printable, trimmed, at most `max` characters: a token's own strings are untrusted. */
function clean(text: string, max: number): string {
  return text
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .trim()
    .slice(0, max);
}

async function readText(
  client: PublicClient,
  address: Address,
  functionName: 'symbol' | 'name',
): Promise<string | null> {
  try {
    return await client.readContract({ address, abi: erc20Abi, functionName });
  } catch {
    try {
      const raw: Hex = await client.readContract({
        address,
        abi: BYTES32_METADATA_ABI,
        functionName,
      });
      return hexToString(raw, { size: 32 }).replace(/\0+$/, '');
    } catch {
      return null;
    }
  }
}

async function readToken(client: PublicClient, chainId: number, address: Address) {
  const code = await client.getCode({ address });
  if (!code || code === '0x') return null;
  let decimals: number;
  try {
    decimals = await client.readContract({ address, abi: erc20Abi, functionName: 'decimals' });
  } catch {
    return null;
  }
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 36) return null;
  const [symbolText, nameText] = await Promise.all([
    readText(client, address, 'symbol'),
    readText(client, address, 'name'),
  ]);
  const symbol = clean(symbolText ?? '', MAX_SYMBOL);
  if (!symbol) return null;
  const token: DexToken = {
    chainId,
    address,
    symbol,
    name: clean(nameText ?? '', MAX_NAME) || symbol,
    decimals,
    logo: null,
    native: false,
    verified: false,
    ticker: null,
  };
  return token;
}

/**
 * The token at `address` on a DEX chain: curated, else read on chain; null when the address
 * holds no ERC-20 (or the chain is not a DEX chain, or the address is malformed). Rejects only
 * when the chain cannot be read.
 */
export async function lookupToken(chainId: number, address: string): Promise<DexToken | null> {
  if (!isAddress(address, { strict: false })) return null;
  const curated = findCuratedToken(chainId, address);
  if (curated) return curated;
  const client = dexClient(chainId);
  if (!client) return null;
  const checksummed = getAddress(address);
  const key = `${chainId}:${checksummed}`;
  const entries = cache();
  const hit = entries.get(key);
  if (hit && Date.now() < hit.until) {
    // Map order is insertion order: reinserting marks it most recently used.
    entries.delete(key);
    entries.set(key, hit);
    return hit.token;
  }
  const token = await readToken(client, chainId, checksummed);
  entries.delete(key);
  if (entries.size >= MAX_ENTRIES) {
    const oldest = entries.keys().next();
    if (!oldest.done) entries.delete(oldest.value);
  }
  entries.set(key, { token, until: token ? Infinity : Date.now() + NOT_A_TOKEN_TTL_MS });
  return token;
}

/** lookupToken for an API answer: a chain that cannot be read is a 503 the client may retry. */
export async function lookupTokenForApi(
  chainId: number,
  address: string,
): Promise<DexToken | null> {
  try {
    return await lookupToken(chainId, address);
  } catch (error) {
    throw new ApiError('service_unavailable', { retryAfter: 5, cause: rpcFailure(error) });
  }
}
