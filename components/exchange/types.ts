import type { RateType } from '@/lib/rates/contract';

/** What steps 1 and 2 keep in the URL so a reload keeps the visitor's choice. */
export interface SwapSelection {
  from: string;
  to: string;
  /** Decimal string with '.', as typed (may be empty while editing). */
  amount: string;
  rateType: RateType;
}

export const DEFAULT_SELECTION: SwapSelection = {
  from: 'btc',
  to: 'eth',
  amount: '0.1',
  rateType: 'floating',
};
