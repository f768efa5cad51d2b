import '@/lib/zod-jitless';
import { z } from 'zod';
import type { DexRouteLeg } from './contract';

// What the DEX aggregator adapters share when reading their vendors: the shapes of addresses,
// base-unit amounts and calldata in zod, the least output after slippage for vendors that name
// none, a short default validity for vendors that name no expiry, and route legs in our form.

/**
 * How 0x, 1inch and Velora (and most aggregators) document the chain's own coin: the 0xEeee…
 * sentinel, which is also our contract's spelling (lib/dex/chains.ts; providers do not import
 * the domain, so each side writes it once).
 */
export const EEEE_NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

/** How long a quote's calldata counts as fresh when the vendor names no expiry (seconds). */
export const DEFAULT_QUOTE_TTL_SECONDS = 30;

/** zod: a 0x-prefixed, 40-hex-digit address. */
export const address = () => z.string().regex(/^0x[0-9a-fA-F]{40}$/);

/** zod: 0x-prefixed call data. */
export const hexData = () => z.string().regex(/^0x(?:[0-9a-fA-F]{2})*$/);

/**
 * zod: an integer amount in base units, as a decimal string. Vendors send amounts as strings
 * (beyond 2^53); gas figures sometimes as JSON numbers, taken when they are safe integers.
 */
export const baseUnits = () =>
  z
    .union([
      z.string().regex(/^\d{1,78}$/),
      z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
    ])
    .transform((value) => BigInt(value).toString());

/** A gas figure as our contract keeps it: a positive integer string, or null (none, or 0). */
export function gasUnitsOf(value: string | null | undefined): string | null {
  return value && value !== '0' ? value : null;
}

/**
 * The least `amountOut` (base units) the swap accepts at `slippageBps`, rounded down, as the
 * vendors that return no minimum compute it on chain (amount × (10000 − bps) / 10000).
 */
export function minOutAfterSlippage(amountOut: string, slippageBps: number): string {
  const bps = BigInt(Math.min(Math.max(Math.trunc(slippageBps), 0), 10_000));
  return ((BigInt(amountOut) * (10_000n - bps)) / 10_000n).toString();
}

/** The instant `seconds` after `now` (ms), as ISO 8601. */
export function expiresIn(seconds = DEFAULT_QUOTE_TTL_SECONDS, now = Date.now()): string {
  return new Date(now + seconds * 1000).toISOString();
}

/** One (source, share) pair as a vendor reports it; `hop` names the step of the path it is on. */
export interface VendorFill {
  name: string;
  /** Of the input, 0..1. */
  share: number;
  /** Fills on the same hop split the amount between them; a path runs through every hop. */
  hop: string;
}

/**
 * Route legs from a vendor's fills: per source, its shares on one hop added, and across hops the
 * largest (all of the input passes through each hop of a path), within (0, 1], the largest
 * first. Unnamed or empty fills are left out.
 */
export function routeLegs(fills: readonly VendorFill[]): DexRouteLeg[] {
  const perHop = new Map<string, number>();
  for (const { name, share, hop } of fills) {
    const label = name.trim();
    if (!label || !Number.isFinite(share) || share <= 0) continue;
    const key = JSON.stringify([label, hop]);
    perHop.set(key, (perHop.get(key) ?? 0) + share);
  }
  const shares = new Map<string, number>();
  for (const [key, share] of perHop) {
    const [label] = JSON.parse(key) as [string, string];
    shares.set(label, Math.max(shares.get(label) ?? 0, share));
  }
  return [...shares]
    .map(([name, share]) => ({ name, share: Math.min(1, Math.round(share * 10_000) / 10_000) }))
    .filter((leg) => leg.share > 0)
    .sort((a, b) => b.share - a.share || a.name.localeCompare(b.name));
}
