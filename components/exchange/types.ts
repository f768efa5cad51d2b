import type { MemoRule } from '@/lib/catalogue/types';
import type { RateType } from '@/lib/providers/exchange/contract';

// The shapes the exchange screens read from our own API (GET /api/v1/currencies).

export interface CurrencyNetworkOption {
  code: string;
  name: string;
  /** Short label for badges: 'ERC20', 'TRC20'. */
  badge: string;
  memo: MemoRule | null;
}

export interface CurrencyOption {
  code: string;
  ticker: string;
  name: string;
  network: CurrencyNetworkOption;
  icon: string;
  decimals: number;
  popular: boolean;
  usd: number | null;
}

export interface CurrenciesResponse {
  currencies: CurrencyOption[];
  prices: { source: 'coingecko' | 'snapshot'; asOf: string };
}

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
