import type { KycPolicy, RateType } from '../contract';

// The simulated providers of the sandbox. They differ the way real ones do (spread, fees, speed,
// verification policy, limits), so the comparison screens have something honest to compare, and
// they are named "Sandbox …" so nobody mistakes them for real companies.

export interface SandboxProfile {
  id: `sandbox-${string}`;
  name: string;
  /** Share of the amount kept by the provider, per rate type (fixed costs more: it carries risk). */
  spread: Record<RateType, number>;
  /** Multiplier on the network's payout fee (some providers pass it on with a margin). */
  networkFeeFactor: number;
  /** Limits in USD of the amount sent; null max means none. */
  minUsd: number;
  maxUsd: number | null;
  kyc: KycPolicy;
  rating: number;
  eta: { min: number; max: number };
  /** How long the simulated API takes to answer a quote, in ms. */
  latencyMs: number;
  rateTypes: readonly RateType[];
  /** Minutes a fixed quote is honoured. */
  fixedQuoteMinutes: number;
}

export const SANDBOX_PROFILES: readonly SandboxProfile[] = [
  {
    id: 'sandbox-swift',
    name: 'Sandbox Swift',
    spread: { floating: 0.009, fixed: 0.016 },
    networkFeeFactor: 1,
    minUsd: 20,
    maxUsd: 50_000,
    kyc: 'none',
    rating: 4.2,
    eta: { min: 5, max: 15 },
    latencyMs: 60,
    rateTypes: ['floating', 'fixed'],
    fixedQuoteMinutes: 10,
  },
  {
    id: 'sandbox-harbor',
    name: 'Sandbox Harbor',
    spread: { floating: 0.005, fixed: 0.012 },
    networkFeeFactor: 1.5,
    minUsd: 50,
    maxUsd: 250_000,
    kyc: 'sometimes',
    rating: 4.6,
    eta: { min: 20, max: 40 },
    latencyMs: 140,
    rateTypes: ['floating', 'fixed'],
    fixedQuoteMinutes: 15,
  },
  {
    id: 'sandbox-meridian',
    name: 'Sandbox Meridian',
    spread: { floating: 0.007, fixed: 0.014 },
    networkFeeFactor: 1.2,
    minUsd: 10,
    maxUsd: null,
    kyc: 'rare',
    rating: 4.4,
    eta: { min: 10, max: 30 },
    latencyMs: 220,
    rateTypes: ['floating', 'fixed'],
    fixedQuoteMinutes: 10,
  },
];

/** Payout fee of each network in USD; networks not listed cost DEFAULT_NETWORK_FEE_USD. */
export const NETWORK_FEE_USD: Readonly<Record<string, number>> = {
  bitcoin: 1.5,
  ethereum: 1.2,
  bitcoincash: 0.05,
  litecoin: 0.05,
  dogecoin: 0.2,
  tron: 1,
  bsc: 0.1,
  solana: 0.02,
  ripple: 0.01,
  stellar: 0.01,
  ton: 0.05,
  monero: 0.1,
  cardano: 0.3,
};

export const DEFAULT_NETWORK_FEE_USD = 0.1;
