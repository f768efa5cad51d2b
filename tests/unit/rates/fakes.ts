import type { Currency } from '@/lib/catalogue/types';
import { noteCall } from '@/lib/http/call-count';
import type {
  ExchangeProvider,
  ProviderInfo,
  ProviderQuote,
  QuoteRequest,
} from '@/lib/providers/exchange/contract';
import { breakers, offerCache } from '@/lib/rates/ask';
import { getProviderBudget, ProviderBudget } from '@/lib/upstream/budget';
import { roundWriter, type ObservedRound } from '@/lib/rates/history';
import { setSingletonForTests } from '@/lib/process-singleton.mjs';
import type { OffersPlan } from '@/lib/rates/types';

// Fake providers for the offers tests: each counts the vendor calls it "sends" (noteCall, as the
// base client does before every request), so budgets are charged exactly as for real adapters.
// Files using these mock '@/lib/catalogue' (toCurrencyRef) and '@/lib/rates/quote-store' (see
// offers.test.ts).

export type Behaviour = (request: QuoteRequest) => Promise<string>;

export interface FakeProvider extends ExchangeProvider {
  /** Quotes asked so far. */
  quotes: QuoteRequest[];
}

export function fakeProvider(
  id: string,
  behaviour: Behaviour,
  info: Partial<ProviderInfo> & { httpCallsPerQuote?: number } = {},
): FakeProvider {
  const { httpCallsPerQuote = 1, ...rest } = info;
  const quotes: QuoteRequest[] = [];
  return {
    quotes,
    info: {
      id: `sandbox-${id}`,
      name: id,
      sandbox: true,
      kyc: 'none',
      rating: 4,
      eta: { min: 5, max: 10 },
      website: '',
      rateTypes: ['floating', 'fixed'],
      reverse: true,
      quoteCalls: 1,
      ...rest,
    },
    supports: async () => true,
    range: async () => ({ min: '0.001', max: null }),
    quote: async (request): Promise<ProviderQuote> => {
      quotes.push(request);
      for (let i = 0; i < httpCallsPerQuote; i += 1) noteCall();
      const amountTo = await behaviour(request);
      const fixed = request.rateType === 'fixed';
      return {
        provider: `sandbox-${id}`,
        rateType: request.rateType,
        amountFrom: request.amount,
        amountTo,
        rate: '1',
        networkFee: null,
        min: '0.001',
        max: '10',
        rateId: fixed ? `rate-${id}-${quotes.length}` : undefined,
        expiresAt: fixed ? new Date(Date.now() + 120_000).toISOString() : undefined,
      };
    },
    createSwap: async () => {
      throw new Error('not used');
    },
    getSwap: async () => {
      throw new Error('not used');
    },
  };
}

/** A promise the test settles by hand. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Never answers until its signal aborts. */
export const never: Behaviour = (request) =>
  new Promise((_, reject) =>
    request.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
  );

export const answers =
  (value: string): Behaviour =>
  async () =>
    value;

export function currency(code: string, ticker: string, network: string): Currency {
  return {
    code,
    ticker,
    name: ticker,
    network: {
      code: network,
      name: network,
      badge: network,
      addressKind: network,
      memo: null,
      explorerTx: '',
      explorerAddress: '',
    },
    contract: null,
    decimals: 8,
    icon: '',
    popularRank: null,
  };
}

export function plan(
  providers: ExchangeProvider[],
  amount = '0.1',
  rateType: 'fixed' | 'floating' = 'floating',
): OffersPlan {
  return {
    query: { from: 'btc', to: 'eth', amount, direction: 'direct', rateType },
    from: currency('btc', 'BTC', 'bitcoin'),
    to: currency('eth', 'ETH', 'ethereum'),
    tasks: providers.map((provider) => ({ provider, rateType })),
    sandbox: true,
  };
}

/** The rounds the offers engine handed to the quote history since resetOffersState. */
export const recordedRounds: ObservedRound[] = [];

/**
 * A clean slate: no cached answers, closed breakers, a fresh in-memory budget, the quote history
 * in recordedRounds.
 */
export function resetOffersState(perMinute = 10_000): ProviderBudget {
  offerCache().clear();
  // The quote history is kept in memory here (its database writes: tests/integration).
  recordedRounds.length = 0;
  setSingletonForTests(roundWriter, async (round: ObservedRound) => {
    recordedRounds.push(round);
  });
  breakers().reset();
  const budget = new ProviderBudget({ perMinute, perProvider: {} });
  setSingletonForTests(getProviderBudget, budget);
  return budget;
}
