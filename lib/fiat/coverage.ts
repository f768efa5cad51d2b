import 'server-only';
import { cachedRead, invalidateCacheTags } from '@/lib/cache/tags';
import { listCurrencies, type Currency } from '@/lib/catalogue';
import { getDb } from '@/lib/db/client';
import { rampCoverage } from '@/lib/db/schema';
import { log } from '@/lib/log';
import { ProviderError } from '@/lib/providers/kit/errors';
import type {
  CryptoCoverage,
  FiatCoverage,
  PaymentMethod,
  PlaceCoverage,
  RampCoverage,
  RampInfo,
  RampSide,
} from '@/lib/providers/onramp/contract';
import { noteCoverageProblem, noteCoverageRead, type RampCoverageProblem } from './coverage-health';
import { ramps } from './ramps';
import { buildWithoutDatabase } from '@/lib/db/build-phase';

// Who serves what: each ramp's coverage, read from its coverage endpoints by a job (at start and
// every RAMP_COVERAGE_INTERVAL_MS) and stored, so pages and the offers list decide which ramps to
// show and ask without asking any provider for it. The sandbox ramps compute theirs locally, so
// they are read directly when no stored row exists yet (a fresh database, a build without one).
// A real ramp whose coverage was never read is not offered until it is.

export const RAMP_COVERAGE_INTERVAL_MS = 60 * 60_000;
const COVERAGE_TTL_MS = 60_000;

/** Whether a place is served: yes, no, or only in some of the country's regions. */
export type Served = 'yes' | 'some' | 'no';

export function servesPlace(place: PlaceCoverage, country: string, region?: string): Served {
  if (!place.countries.includes(country)) return 'no';
  const rules = place.regions?.[country];
  if (!rules || (!rules.allowed && !rules.blocked?.length)) return 'yes';
  if (!region) return 'some';
  if (rules.allowed) return rules.allowed.includes(region) ? 'yes' : 'no';
  return rules.blocked?.includes(region) ? 'no' : 'yes';
}

/** One ramp as the pages and the offers list see it. */
export interface CoveredRamp {
  info: RampInfo;
  coverage: RampCoverage;
  /** Catalogue currency codes it lists, per side. */
  codes: Record<RampSide, ReadonlySet<string>>;
  /** When the coverage was read; null when computed now (a sandbox ramp without a stored row). */
  readAt: string | null;
}

/** A ramp that serves a request's place, pair and fiat, with that fiat's methods and limits. */
export interface ServingRamp {
  ramp: CoveredRamp;
  fiat: FiatCoverage;
  /** 'some': the country is served only in some regions and no region was given. */
  served: Exclude<Served, 'no'>;
}

export interface Wanted {
  side: RampSide;
  /** Catalogue code; any when absent. */
  crypto?: string | undefined;
  country?: string | undefined;
  region?: string | undefined;
  /** ISO 4217; any when absent. */
  fiat?: string | undefined;
}

function matchCurrencies(list: readonly Currency[], assets: readonly CryptoCoverage[]) {
  const byTicker = new Map<string, Currency>();
  const byContract = new Map<string, Currency>();
  for (const currency of list) {
    byTicker.set(`${currency.ticker}|${currency.network.code}`, currency);
    if (currency.contract) {
      byContract.set(`${currency.network.code}|${currency.contract.toLowerCase()}`, currency);
    }
  }
  const codes: Record<RampSide, Set<string>> = { buy: new Set(), sell: new Set() };
  for (const asset of assets) {
    const found =
      (asset.contract && byContract.get(`${asset.network}|${asset.contract.toLowerCase()}`)) ||
      byTicker.get(`${asset.ticker.toUpperCase()}|${asset.network}`);
    if (!found) continue;
    for (const side of asset.sides) codes[side].add(found.code);
  }
  return codes;
}

export class CoverageIndex {
  constructor(readonly ramps: readonly CoveredRamp[]) {}

  /** Ramps serving what is wanted; partial coverage ('some') only when no region was given. */
  serving(wanted: Wanted): ServingRamp[] {
    const out: ServingRamp[] = [];
    for (const ramp of this.ramps) {
      if (!ramp.info.sides.includes(wanted.side)) continue;
      if (wanted.crypto && !ramp.codes[wanted.side].has(wanted.crypto)) continue;
      const place = ramp.coverage[wanted.side];
      const served = wanted.country ? servesPlace(place, wanted.country, wanted.region) : 'yes';
      if (served === 'no') continue;
      for (const fiat of ramp.coverage.fiats) {
        if (!fiat.sides.includes(wanted.side)) continue;
        if (wanted.fiat && fiat.code !== wanted.fiat) continue;
        out.push({ ramp, fiat, served });
      }
    }
    return out;
  }

  /** Whether any ramp serves what is wanted. */
  serves(wanted: Wanted): boolean {
    return this.serving(wanted).length > 0;
  }

  /** The distinct ramps serving what is wanted. */
  rampsServing(wanted: Wanted): CoveredRamp[] {
    return [...new Set(this.serving(wanted).map((s) => s.ramp))];
  }

  /** Countries at least one ramp serves for the side (and coin), sorted by code. */
  countries(side: RampSide, crypto?: string): string[] {
    const found = new Set<string>();
    for (const ramp of this.ramps) {
      if (!ramp.info.sides.includes(side)) continue;
      if (crypto && !ramp.codes[side].has(crypto)) continue;
      if (!ramp.coverage.fiats.some((fiat) => fiat.sides.includes(side))) continue;
      for (const country of ramp.coverage[side].countries) found.add(country);
    }
    return [...found].sort();
  }

  /**
   * Whether coverage of the country differs by region for this side and coin: some ramp serving
   * the country names region rules. Only then do region pages exist.
   */
  regionsDiffer(side: RampSide, country: string, crypto?: string): boolean {
    return this.serving({ side, crypto, country }).some((s) => s.served === 'some');
  }

  /** Fiats offered for what is wanted, sorted by code. */
  fiats(wanted: Wanted): string[] {
    return [...new Set(this.serving(wanted).map((s) => s.fiat.code))].sort();
  }

  /** Payment methods offered for what is wanted (a fiat should be given). */
  methods(wanted: Wanted): PaymentMethod[] {
    const found = new Set<PaymentMethod>();
    for (const { fiat } of this.serving(wanted))
      for (const method of fiat.methods) found.add(method);
    return [...found];
  }

  /**
   * True when every ramp that can be offered (its coverage is known) is simulated: the pages and
   * the widget then say "Sandbox" everywhere. A real ramp whose coverage was never read (a build
   * with keys but no network) is offered nowhere, so it does not count.
   */
  sandboxOnly(): boolean {
    return this.ramps.every((ramp) => ramp.info.sandbox);
  }

  /** Catalogue codes at least one ramp lists for the side. */
  cryptos(side: RampSide): Set<string> {
    const found = new Set<string>();
    for (const ramp of this.ramps) {
      if (!ramp.info.sides.includes(side)) continue;
      for (const code of ramp.codes[side]) found.add(code);
    }
    return found;
  }
}

async function storedRows(): Promise<Map<string, { coverage: RampCoverage; readAt: Date }>> {
  if (buildWithoutDatabase()) return new Map();
  const db = await getDb();
  const rows = await db.select().from(rampCoverage);
  return new Map(
    rows.map((row) => [
      row.provider,
      { coverage: row.coverage as RampCoverage, readAt: row.readAt },
    ]),
  );
}

async function loadIndex(): Promise<CoverageIndex> {
  const [stored, currencies] = await Promise.all([storedRows(), listCurrencies()]);
  const covered: CoveredRamp[] = [];
  for (const provider of ramps()) {
    const row = stored.get(provider.info.id);
    let coverage = row?.coverage;
    if (!coverage && provider.info.sandbox) coverage = await provider.coverage();
    if (!coverage) continue;
    covered.push({
      info: provider.info,
      coverage,
      codes: matchCurrencies(currencies, coverage.cryptos),
      readAt: row ? row.readAt.toISOString() : null,
    });
  }
  return new CoverageIndex(covered);
}

const index = cachedRead(loadIndex, {
  tags: ['ramp-coverage', 'catalogue'],
  ttlMs: COVERAGE_TTL_MS,
});

/** Every enabled ramp's coverage, matched to the catalogue. */
export function coverageIndex(): Promise<CoverageIndex> {
  return index.get();
}

/** More than this share of the stored countries or coins gone: the answer is not believed. */
export const COVERAGE_DROP_LIMIT = 0.5;

const countriesOf = (coverage: RampCoverage) =>
  new Set([...coverage.buy.countries, ...coverage.sell.countries]).size;

/**
 * Why a new coverage answer must not replace the stored one, or null: its country or coin count
 * fell by more than half (a vendor answering `[]` during an incident would otherwise take the
 * ramp off every page until the next run).
 */
export function coverageDrop(stored: RampCoverage, next: RampCoverage): string | null {
  const counts = [
    ['countries', countriesOf(stored), countriesOf(next)],
    ['cryptos', stored.cryptos.length, next.cryptos.length],
  ] as const;
  for (const [what, before, after] of counts) {
    if (before > 0 && after < before * (1 - COVERAGE_DROP_LIMIT)) {
      return `${what} fell from ${before} to ${after}`;
    }
  }
  return null;
}

/** Reads every enabled ramp's coverage again and stores it (the job: at start and hourly). */
export async function refreshRampCoverage(): Promise<void> {
  const db = await getDb();
  const stored = await storedRows();
  // One ramp after the other: a few requests each, nothing gained by running them at once.
  for (const provider of ramps()) {
    const id = provider.info.id;
    const previous = stored.get(id);
    const problem = (kind: RampCoverageProblem, reason: string) =>
      noteCoverageProblem({
        provider: id,
        problem: kind,
        at: new Date().toISOString(),
        readAt: previous ? previous.readAt.toISOString() : null,
        reason,
      });
    let coverage: RampCoverage;
    try {
      coverage = await provider.coverage();
    } catch (error) {
      // The previous coverage stays: a ramp briefly down keeps its pages; health says so.
      log.warn('ramp coverage: read failed', { provider: id, error });
      // Only the kind leaves in the (public) health answer; the log line has the message.
      problem('read_failed', error instanceof ProviderError ? error.kind : 'error');
      continue;
    }
    const drop = previous ? coverageDrop(previous.coverage, coverage) : null;
    if (drop) {
      log.warn('ramp coverage: answer dropped most of the stored coverage; kept the stored one', {
        provider: id,
        drop,
      });
      problem('drop_refused', drop);
      continue;
    }
    const row = { provider: id, sandbox: provider.info.sandbox, coverage, readAt: new Date() };
    try {
      await db
        .insert(rampCoverage)
        .values(row)
        .onConflictDoUpdate({ target: rampCoverage.provider, set: row });
      noteCoverageRead(id);
    } catch (error) {
      log.warn('ramp coverage: store failed', { provider: id, error });
      problem('read_failed', 'the coverage could not be stored');
    }
  }
  invalidateCacheTags('ramp-coverage');
}
