import 'server-only';
import type { Currency } from '@/lib/catalogue';
import { compareDecimal } from '@/lib/decimal';
import type { PaymentMethod, RampKycLevel, RampSide } from '@/lib/providers/onramp/contract';
import type { ServingRamp } from './coverage';

// The pieces every buy, sell and fiat-pair page shows: a coin, a place, and a row per ramp,
// reshaped from the catalogue and the coverage matrix.

export interface PageCoin {
  code: string;
  ticker: string;
  name: string;
  /** The network's name, for tickers that live on several. */
  network: string;
}

export function pageCoin({ code, ticker, name, network }: Currency): PageCoin {
  return { code, ticker, name, network: network.name };
}

/** A country or region: ISO code, URL slug and name in the page's locale. */
export interface PagePlace {
  code: string;
  slug: string;
  name: string;
}

/** One ramp as a page lists it, from its RampInfo and its coverage of the place. */
export interface RampRow {
  id: string;
  name: string;
  sandbox: boolean;
  sides: readonly RampSide[];
  eta: { min: number; max: number };
  kyc: RampKycLevel;
  methods: PaymentMethod[];
  /** Limits per order in the page's fiat (the input currency when buying), when named. */
  min: string | null;
  max: string | null;
  /** Serves the country only in some of its regions. */
  partial: boolean;
}

/**
 * One row per ramp, in coverage order, from the (ramp, fiat) pairs serving a place. With a single
 * fiat the rows carry its limits; across several fiats limits mean nothing and are left out.
 */
export function rampRows(serving: readonly ServingRamp[], oneFiat: boolean): RampRow[] {
  const rows = new Map<string, RampRow>();
  for (const { ramp, fiat, served } of serving) {
    const { info } = ramp;
    const row = rows.get(info.id) ?? {
      id: info.id,
      name: info.name,
      sandbox: info.sandbox,
      sides: info.sides,
      eta: info.eta,
      kyc: info.kyc,
      methods: [],
      min: oneFiat ? (fiat.min ?? null) : null,
      max: oneFiat ? (fiat.max ?? null) : null,
      partial: served === 'some',
    };
    for (const method of fiat.methods) if (!row.methods.includes(method)) row.methods.push(method);
    rows.set(info.id, row);
  }
  return [...rows.values()];
}

/** The lowest minimum and the highest maximum across rows; null where no row names one. */
function limitsOf(rows: readonly RampRow[]): { min: string | null; max: string | null } {
  const pick = (values: Array<string | null>, sign: 1 | -1) =>
    values
      .filter((value): value is string => value !== null)
      .reduce<string | null>(
        (best, value) => (best === null || sign * compareDecimal(value, best) < 0 ? value : best),
        null,
      );
  return {
    min: pick(
      rows.map((r) => r.min),
      1,
    ),
    max: pick(
      rows.map((r) => r.max),
      -1,
    ),
  };
}

/** The fastest and slowest typical minutes across rows, or null without rows. */
function etaOf(rows: readonly RampRow[]): { min: number; max: number } | null {
  if (rows.length === 0) return null;
  return {
    min: Math.min(...rows.map((row) => row.eta.min)),
    max: Math.max(...rows.map((row) => row.eta.max)),
  };
}

/** Every payment method across rows, in first-seen order. */
function methodsOf(rows: readonly RampRow[]): PaymentMethod[] {
  return [...new Set(rows.flatMap((row) => row.methods))];
}

/** The ramps a page lists and what it sums up from them: their methods, limits and times. */
export interface RampSummary {
  ramps: RampRow[];
  methods: RampRow['methods'];
  /** The lowest minimum and highest maximum per order across `ramps`, in the page's fiat. */
  limits: { min: string | null; max: string | null } | null;
  eta: { min: number; max: number } | null;
}

/** `ramps` with their summary; no limits where the rows are in no single fiat (`oneFiat`). */
export function rampSummary(ramps: RampRow[], oneFiat: boolean): RampSummary {
  return {
    ramps,
    methods: methodsOf(ramps),
    limits: oneFiat && ramps.length > 0 ? limitsOf(ramps) : null,
    eta: etaOf(ramps),
  };
}
