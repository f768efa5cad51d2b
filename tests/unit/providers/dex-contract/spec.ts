import type { DexProvider, DexQuote, DexQuoteRequest } from '@/lib/providers/dex/contract';
import type { VendorAnswer, VendorApi } from '@/tests/helpers/vendor-api';
import type { HarnessSpec, Match, Route } from '../contract/harness';

// What one DEX aggregator gives the shared DEX contract suite (./dex-contract.ts): where its
// calls go, its recorded answers for each case (lib/providers/dex/<vendor>/fixtures, following
// the vendor's documented API), and what our contract must read from them.

export interface DexQuoteCase {
  /**
   * Merged over the suite's default request: chain 1, 1 WETH-sized amount of the native coin
   * (NATIVE_TOKEN_ADDRESS) to USDC, 50 bps, with the suite's taker.
   */
  request: Partial<DexQuoteRequest>;
  routes: readonly Route[];
  /** What must be read (containment, as toMatchObject). */
  expect: Partial<DexQuote>;
  /** Checks what went over the wire (the vendor's token spelling, amounts, slippage, taker, key). */
  wire?: (api: VendorApi) => void;
}

export interface DexFailureCase {
  request?: Partial<DexQuoteRequest>;
  routes: readonly Route[];
}

export interface DexContractSpec extends HarnessSpec<DexProvider> {
  calls: { quote: Match; price?: Match };
  /** A firm quote (with taker): tx set, spender on the adapter's documented list (or null for native in). */
  firm: DexQuoteCase;
  /** An ERC-20 sold (needs an approval): spender is the documented one for the chain. */
  token: DexQuoteCase;
  /** Without a taker: indicative, tx null. */
  indicative: DexQuoteCase;
  /** The vendor finds no route (or no liquidity): no_route. */
  noRoute: DexFailureCase;
  /** Below what the vendor quotes: amount_too_low (details.min when the vendor names one). */
  tooLow?: DexFailureCase;
  unauthorized: VendorAnswer;
  rateLimited: VendorAnswer;
  serverError: VendorAnswer;
  /** A 200 answer to the quote call that parses as JSON but is not the documented shape. */
  wronglyShaped: unknown;
}
