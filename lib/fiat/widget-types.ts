import type { MemoRule } from '@/lib/catalogue/contract';
import type { PaymentMethod, RampSide } from './contract';

// What a buy or sell page hands the ramp widget (components/fiat): everything already localized
// on the server, so the island carries no country or currency data of its own. Browser-safe:
// types only.

export interface RampCoin {
  code: string;
  ticker: string;
  name: string;
  /** The coin's icon (an SVG of our origin), shown in the coin picker. */
  icon: string;
  /** The network: its name ("Tron") and short badge ("TRC20"), beside the ticker. */
  network: { name: string; badge: string };
  /** Never marked popular in the widget's list (the shape of the coin picker's currencies). */
  popular: false;
  /** The memo or tag this network takes, if any. */
  memo: { kind: MemoRule['label']; required: boolean } | null;
}

export interface NamedCode {
  code: string;
  name: string;
}

/** A country of the widget: its ISO code and localized name. */
export type RampCountry = NamedCode;

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
  countries: readonly RampCountry[];
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
