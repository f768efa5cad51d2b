import { z } from 'zod';
import { ETA } from '../../kit/manifest';
import { PROFILE_BASE, sandboxData } from '../../kit/sandbox';
import {
  PAYMENT_METHODS,
  RAMP_KYC_LEVELS,
  RAMP_SIDES,
  type PaymentMethod,
  type RampKycLevel,
  type RampSide,
} from '../contract';
import profilesJson from './profiles.json';

// The simulated ramps of the sandbox. They differ the way real ones do (where they serve, which
// currencies and payment methods, fees, limits, verification), so the fiat comparison has
// something honest to compare, and they are named "Sandbox …" so nobody mistakes them for real
// companies. Countries come from the ISO list the domain hands in (./world.ts), never typed here:
// a profile says which countries by rule (every country, or the countries paying in some
// currencies) and which regions it refuses. The profiles are data (profiles.json), checked
// against the schema below by the kit's sandbox helper.

export interface MethodFee {
  /** Share of the amount, e.g. 0.035 for 3.5 %. */
  rate: number;
  /** Fixed part in USD, converted into the fiat of the order. */
  fixedUsd: number;
}

export interface SandboxRampProfile {
  id: `sandbox-${string}`;
  name: string;
  sides: readonly RampSide[];
  /**
   * Countries served for each side: 'all', those whose main currency is one of `currencies`, or
   * exactly `only` (a simulated company's declared market).
   */
  countries: Record<
    RampSide,
    'all' | { currencies: readonly string[] } | { only: readonly string[] } | null
  >;
  /** Countries never served (sanctions and the like), whatever the rule above says. */
  excluded: readonly string[];
  /** Regions refused per side (ISO 3166-2), where coverage differs by region. */
  blockedRegions: Partial<Record<RampSide, readonly string[]>>;
  /** Fiats offered: 'local' = the main currency of every served country, plus these. */
  fiats: { local: boolean; extra: readonly string[] };
  /** Payment methods: everywhere, and only for some fiats. */
  methods: readonly PaymentMethod[];
  methodsFor: Readonly<Record<string, readonly PaymentMethod[]>>;
  fees: Partial<Record<PaymentMethod, MethodFee>> & { default: MethodFee };
  /** Price above (buy) or below (sell) the reference, e.g. 0.01. */
  spread: number;
  /** Limits per order in USD of the amount paid. */
  minUsd: number;
  maxUsd: number;
  /** Verification: the level for small orders, and from which USD amount `above` applies. */
  kyc: { level: RampKycLevel; above?: { usd: number; level: RampKycLevel } };
  eta: { min: number; max: number };
  /** Tickers it does not list (the rest of the priced catalogue is listed). */
  unlisted: readonly string[];
}

const methodFee = z.strictObject({ rate: z.number().min(0).max(1), fixedUsd: z.number().min(0) });
const sideRule = z
  .union([
    z.literal('all'),
    z.strictObject({ currencies: z.array(z.string().length(3)).min(1) }),
    z.strictObject({ only: z.array(z.string().length(2)).min(1) }),
  ])
  .nullable();
const level = z.enum(RAMP_KYC_LEVELS);

/** What profiles.json must hold (SandboxRampProfile says what each field means). */
const profileSchema = z.strictObject({
  ...PROFILE_BASE,
  $comment: z.string().optional(),
  sides: z.array(z.enum(RAMP_SIDES)).min(1),
  countries: z.strictObject({ buy: sideRule, sell: sideRule }),
  excluded: z.array(z.string().length(2)),
  blockedRegions: z.partialRecord(z.enum(RAMP_SIDES), z.array(z.string().regex(/^[A-Z]{2}-/))),
  fiats: z.strictObject({ local: z.boolean(), extra: z.array(z.string().length(3)) }),
  methods: z.array(z.enum(PAYMENT_METHODS)),
  methodsFor: z.record(z.string().length(3), z.array(z.enum(PAYMENT_METHODS))),
  fees: z
    .partialRecord(z.enum([...PAYMENT_METHODS, 'default']), methodFee)
    .refine((fees) => fees.default !== undefined, 'a default fee'),
  spread: z.number().min(0).max(1),
  minUsd: z.number().positive(),
  maxUsd: z.number().positive(),
  kyc: z.strictObject({
    level,
    above: z.strictObject({ usd: z.number().positive(), level }).optional(),
  }),
  eta: ETA,
  unlisted: z.array(z.string()),
});

/** The ramps (each refuses the sanctioned jurisdictions in `excluded`) and their network fees. */
export const SANDBOX_RAMPS = sandboxData<SandboxRampProfile>('ramp', profileSchema, profilesJson);
