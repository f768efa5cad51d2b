import type { MemoRule } from '@/lib/catalogue/contract';
import type { PaymentMethod, RampSide } from './contract';

// What a buy or sell page hands the ramp widget (components/fiat): everything already localized
// on the server, so the island carries no country or currency data of its own. Browser-safe:
// types only.

export interface RampCoin {
  code: string;
  ticker: string;
  name: string;
  /** The network's name ("Tron"), shown when a ticker lives on several. */
  network: string;
  /** The memo or tag this network takes, if any. */
  memo: { kind: MemoRule['label']; required: boolean } | null;
}

export interface NamedCode {
  code: string;
  name: string;
}

export interface RampPreset {
  crypto: string;
  fiat?: string | undefined;
  country?: string | undefined;
  region?: string | undefined;
  amount?: string | undefined;
  method?: PaymentMethod | undefined;
}

export interface RampWidgetProps {
  side: RampSide;
  coins: readonly RampCoin[];
  /** Countries served for this side, localized and sorted by name. */
  countries: readonly NamedCode[];
  /** Regions of the countries whose coverage differs by region. */
  regions: Readonly<Record<string, readonly NamedCode[]>>;
  /** The region names are English: no translation exists in this locale (lib/geo/regions.ts). */
  regionsInEnglish: boolean;
  /** Fiats served for this side, localized. */
  fiats: readonly NamedCode[];
  preset: RampPreset;
  /** Every ramp is simulated: the widget says so above everything it shows. */
  sandbox: boolean;
  /** The page already says above the widget that every ramp is simulated: one notice is enough. */
  pageNotice?: boolean | undefined;
}
