import { compareDecimal, divideDecimal, subtractDecimal } from '@/lib/decimal';
import type { TokenRef } from '../../kit/contract';
import type { DexRouteLeg } from '../contract';
import type { KyberRoutes } from './schema';
import { EEEE_NATIVE } from '../vendor';

// KyberSwap in our words: its chain slugs, the native coin as the same 0xEeee… sentinel we use,
// the route as splits of hops, and a price impact from the USD values it reports (it names none).

/** KyberSwap's chain path segments, by EIP-155 id. */
export const KYBERSWAP_CHAINS: Readonly<Record<number, string>> = {
  1: 'ethereum',
  56: 'bsc',
  137: 'polygon',
  42161: 'arbitrum',
  10: 'optimism',
};

export function tokenAddress(token: TokenRef): string {
  return token.native ? EEEE_NATIVE : token.address;
}

/**
 * (USD in − USD out) / USD in, as a fraction: KyberSwap's own figure for what the trade loses
 * to price impact and fees. Null when it reports no USD value for either side.
 */
export function priceImpactOf(inUsd: string | null, outUsd: string | null): string | null {
  if (inUsd === null || outUsd === null || compareDecimal(inUsd, '0') <= 0) return null;
  return divideDecimal(subtractDecimal(inUsd, outUsd), inUsd, { places: 8 });
}

/**
 * Route legs: each split's share of the input (its first hop's swapAmount / amountIn), named by
 * the exchanges of its hops in order; one leg per name, largest share first.
 */
export function routeOf(summary: KyberRoutes['summary']): DexRouteLeg[] {
  const total = summary.amountIn;
  if (total === '0') return [];
  const shares = new Map<string, number>();
  for (const hops of summary.route ?? []) {
    const first = hops[0];
    if (!first) continue;
    const names = [...new Set(hops.map((hop) => hop.exchange?.trim()).filter(Boolean))];
    if (names.length === 0) continue;
    const name = names.join(' → ');
    const share = Number(divideDecimal(first.swapAmount, total, { places: 6 }));
    if (share > 0) shares.set(name, (shares.get(name) ?? 0) + share);
  }
  return [...shares]
    .map(([name, share]) => ({ name, share: Math.min(1, Math.round(share * 10_000) / 10_000) }))
    .sort((a, b) => b.share - a.share || a.name.localeCompare(b.name));
}
