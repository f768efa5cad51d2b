import { z } from 'zod';
import { ETA } from '../../kit/manifest';
import { PROFILE_BASE, sandboxData } from '../../kit/sandbox';
import { KYC_POLICIES, RATE_TYPES } from '../contract';
import profilesJson from './profiles.json';

// The simulated providers of the sandbox. They differ the way real ones do (spread, fees, speed,
// verification policy, limits), so the comparison screens have something honest to compare, and
// they are named "Sandbox …" so nobody mistakes them for real companies. The profiles are data
// (profiles.json), checked against the schema below by the kit's sandbox helper.

const profileSchema = z.strictObject({
  ...PROFILE_BASE,
  /** Share of the amount the provider keeps, per rate type (fixed costs more: it carries risk). */
  spread: z.strictObject({ floating: z.number().min(0).max(1), fixed: z.number().min(0).max(1) }),
  /** Multiplier on the network's payout fee (some providers pass it on with a margin). */
  networkFeeFactor: z.number().positive(),
  /** Limits in USD of the amount sent; null max means none. */
  minUsd: z.number().positive(),
  maxUsd: z.number().positive().nullable(),
  kyc: z.enum(KYC_POLICIES),
  rating: z.number().min(0).max(5),
  eta: ETA,
  /** How long the simulated API takes to answer a quote, in ms. */
  latencyMs: z.number().int().nonnegative(),
  rateTypes: z.array(z.enum(RATE_TYPES)).min(1),
  /** Minutes a fixed quote is honoured. */
  fixedQuoteMinutes: z.number().positive(),
});

export type SandboxProfile = z.infer<typeof profileSchema>;

const sandbox = sandboxData<SandboxProfile>('exchange', profileSchema, profilesJson);

export const SANDBOX_PROFILES = sandbox.profiles;

/** Payout fee of a network in USD (a profile multiplies it by its networkFeeFactor). */
export const networkFeeUsd = sandbox.networkFeeUsd;
