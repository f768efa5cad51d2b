import { divideDecimal, toDecimal } from '@/lib/decimal';
import type { TokenRef } from '../../kit/contract';
import type { DexRouteLeg } from '../contract';
import type { OpenoceanPath } from './schema';
import { EEEE_NATIVE } from '../vendor';

// OpenOcean in our words: its chain codes, its spelling of each chain's own coin (the 0xEeee…
// sentinel, except on Polygon, where its docs name POL's system contract 0x…1010), slippage in
// percent, price impact as a percent text, and the route as its path of percentage splits.

/** OpenOcean's chain codes ("supported chains"), by EIP-155 id. */
export const OPENOCEAN_CHAINS: Readonly<Record<number, string>> = {
  1: 'eth',
  56: 'bsc',
  137: 'polygon',
  42161: 'arbitrum',
  10: 'optimism',
};

const NATIVE: Readonly<Record<number, string>> = {
  137: '0x0000000000000000000000000000000000001010',
};

/** The address OpenOcean takes for a token on a chain. */
export function tokenAddress(token: TokenRef): string {
  return token.native ? (NATIVE[token.chainId] ?? EEEE_NATIVE) : token.address;
}

/** OpenOcean's documented slippage range, in basis points (0.05 % to 50 %). */
export const SLIPPAGE_BPS = { min: 5, max: 5000 } as const;

/** Basis points as OpenOcean's percent ("50" bps → "0.5"). */
export function slippagePercent(bps: number): string {
  return divideDecimal(String(bps), '100', { places: 2 });
}

/** "0.31%" → "0.0031"; null when OpenOcean gives none or something we cannot read. */
export function priceImpactOf(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const percent = toDecimal(String(value).trim().replace(/%$/, ''));
  return percent === null ? null : divideDecimal(percent, '100', { places: 8 });
}

/**
 * Route legs from the path: each split's share goes to the DEXes of its first hop by their
 * percentages; the same DEX in several splits is one leg. Largest share first.
 */
export function routeOf(path: OpenoceanPath | null | undefined): DexRouteLeg[] {
  const shares = new Map<string, number>();
  for (const route of path?.routes ?? []) {
    for (const dex of route.subRoutes?.[0]?.dexes ?? []) {
      const share = (route.percentage / 100) * (dex.percentage / 100);
      const name = dex.dex.trim();
      if (name && share > 0) shares.set(name, (shares.get(name) ?? 0) + share);
    }
  }
  return [...shares]
    .map(([name, share]) => ({ name, share: Math.min(1, Math.round(share * 10_000) / 10_000) }))
    .sort((a, b) => b.share - a.share || a.name.localeCompare(b.name));
}
