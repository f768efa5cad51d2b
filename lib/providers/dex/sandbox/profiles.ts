import { z } from 'zod';
import { PROFILE_BASE, sandboxData } from '../../kit/sandbox';
import profilesJson from './profiles.json';

// The simulated aggregators of the DEX sandbox: data (profiles.json), checked against the schema
// below by the kit's sandbox helper when the module loads. They differ where real aggregators
// differ for a visitor (the spread, how much a large trade moves the price, the gas the route
// burns, the bounds they quote within), so the ranking has something honest to rank.

export interface SandboxDexProfile {
  id: `sandbox-${string}`;
  name: string;
  /** Taken off the reference value, in basis points. */
  spreadBps: number;
  /** USD depth of the simulated pools: impact = value / (value + depthUsd). */
  depthUsd: number;
  /** Gas units the route is said to burn. */
  gasUnits: number;
  /** Whether the quote names its own price impact (else the ranking computes one). */
  reportsImpact: boolean;
  /** Bounds per swap, in USD of what is sold. */
  minUsd: number;
  maxUsd: number;
  route: readonly { name: string; share: number }[];
}

const profileSchema = z.strictObject({
  ...PROFILE_BASE,
  $comment: z.string().optional(),
  spreadBps: z.number().int().min(0).max(1000),
  depthUsd: z.number().positive(),
  gasUnits: z.number().int().positive(),
  reportsImpact: z.boolean(),
  minUsd: z.number().positive(),
  maxUsd: z.number().positive(),
  route: z
    .array(z.strictObject({ name: z.string().min(1), share: z.number().gt(0).max(1) }))
    .min(1),
});

export const SANDBOX_DEXES = sandboxData<SandboxDexProfile>('dex', profileSchema, profilesJson);
