import type { Big } from 'big.js';
import type { RampSide } from '../contract';

// What the sandbox ramps need from outside, handed in where the registry is wired (lib/fiat):
// providers import no domain module, so the ISO lists, the prices and the address of the
// sandbox checkout page arrive through this.

export interface SandboxRampWorld {
  /** Every ISO 3166-1 alpha-2 code. */
  countries: readonly string[];
  /** A country's main currency (ISO 4217), when it has one. */
  currencyOf(country: string): string | undefined;
  /** The fiats the site serves (ISO 4217): a ramp offers only these. */
  fiats: readonly string[];
  /** Units of a fiat one US dollar buys, from the reference rates; undefined when unknown. */
  fiatPerUsd(code: string): Big | undefined;
  /** USD reference price of one coin of a ticker; the sandbox cannot quote what has none. */
  usdPrice(ticker: string): Promise<Big | undefined>;
  /** The catalogue's assets (ticker on a network): what the sandbox may list. */
  coins(): Promise<readonly { ticker: string; network: string }[]>;
  /** The absolute URL of this site's sandbox checkout page for a simulated order. */
  checkoutUrl(order: SandboxCheckoutOrder): string;
}

/** What the sandbox checkout page shows (nothing is charged, nothing is kept). */
export interface SandboxCheckoutOrder {
  provider: string;
  providerName: string;
  side: RampSide;
  fiat: string;
  crypto: string;
  amountIn: string;
  amountOut: string;
  address: string;
  locale: string;
}
