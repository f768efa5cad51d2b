import type {
  RampCheckoutRequest,
  RampCoverage,
  RampQuote,
  RampQuoteRequest,
} from '@/lib/providers/onramp/contract';
import type { VendorAnswer, VendorApi } from '@/tests/helpers/vendor-api';
import type { HarnessSpec, Match, Route } from '../contract/harness';
import type { RampProvider } from '@/lib/providers/onramp/contract';

// What one ramp vendor gives the shared ramp contract suite (./ramp-contract.ts): where its calls
// go, its recorded answers for each case (lib/providers/onramp/<vendor>/fixtures), and what our
// contract must read from them.

export interface RampQuoteCase {
  /** Merged over the suite's default request (buy, EUR, BTC, 150, DE, card). */
  request: Partial<RampQuoteRequest>;
  routes: readonly Route[];
  expect: Partial<RampQuote>;
  /** Checks what went over the wire (parameters, body, signature). */
  wire?: (api: VendorApi) => void;
}

export interface RampFailureCase {
  request?: Partial<RampQuoteRequest>;
  routes: readonly Route[];
}

export interface RampContractSpec extends HarnessSpec<RampProvider> {
  /** Where each kind of call goes. */
  calls: { coverage: Match; quote: Match; checkout?: Match };
  /** Routes answering the coverage endpoints (they may be several calls). */
  coverage: {
    routes: readonly Route[];
    /** A sample of what must be read: checked with toMatchObject-style containment. */
    expect: (coverage: RampCoverage) => void;
  };
  quotes: { buy: RampQuoteCase; sell?: RampQuoteCase };
  /** Below the vendor's minimum: amount_too_low with details.min. */
  tooLow: RampFailureCase & { min: string };
  /** A country (or region) the vendor refuses: place_unavailable. */
  unsupportedPlace: RampFailureCase;
  /** The vendor needs verification first (or says the amount needs KYC): verification_required. */
  kycRequired?: RampFailureCase;
  checkout: {
    request: Partial<RampCheckoutRequest>;
    routes: readonly Route[];
    /** Checks the URL (host, prefilled address, signature verified with the test secret). */
    expect: (url: URL, api: VendorApi) => void;
  };
  /** Answers of the quote call. */
  unauthorized: VendorAnswer;
  rateLimited: VendorAnswer;
  serverError: VendorAnswer;
  /** A 200 answer to the quote call that parses but is not the documented shape. */
  wronglyShaped: unknown;
}
