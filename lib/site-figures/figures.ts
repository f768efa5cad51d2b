import { yearsOfExpertise } from '../brand';
import { catalogueCounts } from '../catalogue/counts';

// The figures the site states about itself. Each one is counted from what the site runs with (the
// provider registry, the catalogue, the locales); the operator's claims (years of expertise,
// round-the-clock support) appear only when lib/brand.ts has them. Pure: the server module beside
// it gathers the inputs.

export interface FigureInputs {
  providers: ReadonlyArray<{ sandbox: boolean }>;
  /** Enabled currencies: one asset on one network each. */
  currencies: ReadonlyArray<{ ticker: string; network: { code: string } }>;
  languages: number;
  /** The chains /dex swaps on (lib/dex/chains.ts), by their short names. */
  dexNetworks: readonly string[];
  foundedYear: number | undefined;
  support24x7: boolean;
  now: Date;
}

export interface SiteFigures {
  /** Real providers when there is any, else the simulated ones (then `sandbox` is true). */
  providers: { count: number; sandbox: boolean };
  /** Distinct tickers: USDT on TRON and USDT on Ethereum are one coin. */
  coins: number;
  networks: number;
  /** The DEX networks' names, in lib/dex/chains.ts order: "5 DEX networks (Ethereum, …)". */
  dexNetworks: readonly string[];
  languages: number;
  /** Whole years since the configured founding year; undefined when none is configured. */
  yearsOfExpertise: number | undefined;
  support24x7: boolean;
}

export function computeSiteFigures(input: FigureInputs): SiteFigures {
  const real = input.providers.filter((provider) => !provider.sandbox).length;
  // A sandbox next to real providers is a test aid, not a provider anyone can swap with.
  const providers =
    real > 0
      ? { count: real, sandbox: false }
      : { count: input.providers.length, sandbox: input.providers.length > 0 };
  // The same count /coin states (lib/catalogue/counts.ts).
  const { coins, networks } = catalogueCounts(input.currencies);
  return {
    providers,
    coins,
    networks,
    dexNetworks: input.dexNetworks,
    languages: input.languages,
    // Zero years (founded this year) is no expertise to speak of.
    yearsOfExpertise: yearsOfExpertise(input.now, input.foundedYear) || undefined,
    support24x7: input.support24x7,
  };
}
