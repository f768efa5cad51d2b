import type { PaymentMethod, RampKycLevel, RampSide } from '../contract';

// The simulated ramps of the sandbox. They differ the way real ones do (where they serve, which
// currencies and payment methods, fees, limits, verification), so the fiat comparison has
// something honest to compare, and they are named "Sandbox …" so nobody mistakes them for real
// companies. Countries come from the ISO list the domain hands in (./world.ts), never typed here:
// a profile says which countries by rule (every country, or the countries paying in some
// currencies) and which regions it refuses.

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

/** Sanctioned jurisdictions no simulated ramp serves. */
const SANCTIONED = ['CU', 'IR', 'KP', 'SY'] as const;

export const SANDBOX_RAMP_PROFILES: readonly SandboxRampProfile[] = [
  {
    // A European ramp: cheap bank transfers in the EEA and the UK, buy and sell.
    id: 'sandbox-meadow',
    name: 'Sandbox Meadow',
    sides: ['buy', 'sell'],
    countries: {
      buy: { currencies: ['EUR', 'GBP', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF', 'RON'] },
      sell: { currencies: ['EUR', 'GBP', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN'] },
    },
    excluded: SANCTIONED,
    blockedRegions: {},
    fiats: { local: true, extra: [] },
    methods: ['card', 'apple_pay', 'google_pay', 'bank_transfer'],
    methodsFor: { EUR: ['sepa'], GBP: ['faster_payments'] },
    fees: {
      default: { rate: 0.039, fixedUsd: 0 },
      sepa: { rate: 0.009, fixedUsd: 0 },
      faster_payments: { rate: 0.009, fixedUsd: 0 },
      bank_transfer: { rate: 0.015, fixedUsd: 0 },
    },
    spread: 0.008,
    minUsd: 25,
    maxUsd: 20_000,
    kyc: { level: 'basic', above: { usd: 1_000, level: 'full' } },
    eta: { min: 5, max: 30 },
    unlisted: [],
  },
  {
    // A North American and Australian ramp whose coverage differs by state and province.
    id: 'sandbox-prairie',
    name: 'Sandbox Prairie',
    sides: ['buy', 'sell'],
    countries: { buy: { only: ['US', 'CA', 'AU'] }, sell: { only: ['US', 'AU'] } },
    excluded: SANCTIONED,
    blockedRegions: {
      buy: ['US-NY', 'US-HI', 'CA-QC'],
      sell: ['US-NY', 'US-HI', 'US-TX', 'US-LA', 'AU-TAS'],
    },
    fiats: { local: true, extra: [] },
    methods: ['card', 'apple_pay'],
    methodsFor: { USD: ['ach'], CAD: ['interac'], AUD: ['bank_transfer'] },
    fees: {
      default: { rate: 0.029, fixedUsd: 0.3 },
      ach: { rate: 0.01, fixedUsd: 0 },
      interac: { rate: 0.012, fixedUsd: 0 },
      bank_transfer: { rate: 0.01, fixedUsd: 0 },
    },
    spread: 0.006,
    minUsd: 30,
    maxUsd: 30_000,
    kyc: { level: 'full' },
    eta: { min: 10, max: 60 },
    unlisted: ['XMR', 'ZEC'],
  },
  {
    // A worldwide card ramp: buy only, dearer, no verification for small orders, local methods
    // where they exist.
    id: 'sandbox-atlas',
    name: 'Sandbox Atlas',
    sides: ['buy'],
    countries: { buy: 'all', sell: null },
    excluded: SANCTIONED,
    blockedRegions: { buy: ['US-NY'] },
    fiats: { local: true, extra: ['USD', 'EUR'] },
    methods: ['card', 'google_pay', 'apple_pay'],
    methodsFor: { BRL: ['pix'], INR: ['upi'], KES: ['mobile_money'], GHS: ['mobile_money'] },
    fees: {
      default: { rate: 0.045, fixedUsd: 3.99 },
      pix: { rate: 0.02, fixedUsd: 0 },
      upi: { rate: 0.02, fixedUsd: 0 },
      mobile_money: { rate: 0.03, fixedUsd: 0 },
    },
    spread: 0.012,
    minUsd: 20,
    maxUsd: 5_000,
    kyc: { level: 'none', above: { usd: 150, level: 'basic' } },
    eta: { min: 2, max: 20 },
    unlisted: ['XMR'],
  },
];

/** Network fee the simulated ramps charge for sending coins on a network, in USD. */
export const RAMP_NETWORK_FEE_USD: Readonly<Record<string, number>> = {
  bitcoin: 2.5,
  ethereum: 2,
  tron: 1,
  bsc: 0.2,
  solana: 0.05,
  polygon: 0.1,
  litecoin: 0.1,
  ripple: 0.05,
  ton: 0.1,
};

export const DEFAULT_RAMP_NETWORK_FEE_USD = 0.5;
