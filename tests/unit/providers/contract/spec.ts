import type {
  CreateSwapRequest,
  CurrencyRef,
  PairRange,
  PairRequest,
  ProviderQuote,
  ProviderSwap,
  QuoteRequest,
  RateType,
  SwapStatus,
} from '@/lib/providers/exchange/contract';
import type { VendorAnswer, VendorApi } from '@/tests/helpers/vendor-api';
import type { HarnessSpec, Match, Route } from './harness';

// What one exchange vendor gives the shared contract suite: where its calls go, its recorded
// answers for each case, and what our contract must read from them.

export interface QuoteCase {
  request: Partial<QuoteRequest>;
  routes: readonly Route[];
  expect: Partial<ProviderQuote>;
  /** Checks what went over the wire (parameters, body). */
  wire?: (api: VendorApi) => void;
}

export interface ExchangeContractSpec extends HarnessSpec {
  /** Where each kind of call goes. */
  calls: { quote: Match; create: Match; status: Match; list: Match };
  /** The pair every quote fixture is about. */
  pair: { from: CurrencyRef; to: CurrencyRef };
  quotes: { floating: QuoteCase; fixed: QuoteCase; reverse: QuoteCase };
  range: { request: Partial<PairRequest>; routes: readonly Route[]; expect: PairRange };
  tooLow: { request: Partial<QuoteRequest>; routes: readonly Route[]; min: string };
  tooHigh: { request: Partial<QuoteRequest>; routes: readonly Route[]; max: string };
  create: {
    request: CreateSwapRequest;
    routes: readonly Route[];
    expect: Partial<ProviderSwap>;
    wire?: (api: VendorApi) => void;
  };
  /** Answers of the create call. */
  invalidAddress: VendorAnswer;
  /** Answers of the status call for an unknown id. */
  notFound: VendorAnswer;
  /** Answers of the quote call. */
  unauthorized: VendorAnswer;
  rateLimited: VendorAnswer;
  serverError: VendorAnswer;
  /** A 200 answer to the quote call that parses but is not the documented shape. */
  wronglyShaped: unknown;
  /** The id the status fixtures carry. */
  swapId: string;
  statuses: {
    /** A recorded status answer with its status replaced by `raw`. */
    answer(raw: string): VendorAnswer;
    /** Every status the vendor documents, and ours for it. */
    table: ReadonlyArray<readonly [string, SwapStatus]>;
    /** Recorded status answers: [fixture name, the vendor's status in it, ours, more we read]. */
    fixtures: ReadonlyArray<
      | readonly [string, string, SwapStatus]
      | readonly [string, string, SwapStatus, Partial<ProviderSwap>]
    >;
  };
  /** supports() on the vendor's list: [from, to, rate type, expected]. */
  listed: ReadonlyArray<readonly [CurrencyRef, CurrencyRef, RateType, boolean]>;
}
