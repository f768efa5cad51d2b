import { z } from 'zod';
import { PROFILE_BASE, sandboxData } from '../../kit/sandbox';
import profilesJson from './profiles.json';

// The simulated bridge aggregators: data (profiles.json), checked against the schema below by the
// kit's sandbox helper when the module loads. They differ where real bridges differ for a
// visitor (the fee taken out, the gas of the source transaction, how long the crossing takes, the
// bounds they route within, the chains they serve), so the ranking has something to rank.

export interface SandboxBridgeProfile {
  id: `sandbox-${string}`;
  name: string;
  /** Taken off the value crossing, in basis points. */
  feeBps: number;
  /** Taken off the value crossing, in USD, per transfer. */
  fixedFeeUsd: number;
  /** Taken off the value by each swap step, in basis points. */
  swapSpreadBps: number;
  /** The source transaction's gas as a multiple of the chain's typical call (networkFeeUsd). */
  gasFactor: number;
  /** Typical seconds of the crossing itself. */
  etaSeconds: number;
  /** Seconds each swap step adds. */
  swapSeconds: number;
  /** Bounds per transfer, in USD of what is sent. */
  minUsd: number;
  maxUsd: number;
  /** The chains it serves among the world's; all of them when absent. */
  chains?: readonly number[];
  bridgeTool: string;
  swapTool: string;
}

const profileSchema = z.strictObject({
  ...PROFILE_BASE,
  feeBps: z.number().int().min(0).max(1000),
  fixedFeeUsd: z.number().nonnegative(),
  swapSpreadBps: z.number().int().min(0).max(1000),
  gasFactor: z.number().positive(),
  etaSeconds: z.number().int().positive(),
  swapSeconds: z.number().int().nonnegative(),
  minUsd: z.number().positive(),
  maxUsd: z.number().positive(),
  chains: z.array(z.number().int().positive()).min(2).optional(),
  bridgeTool: z.string().min(1),
  swapTool: z.string().min(1),
});

export const SANDBOX_BRIDGES = sandboxData<SandboxBridgeProfile>(
  'bridge',
  profileSchema,
  profilesJson,
);
