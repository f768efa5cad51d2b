import 'server-only';
import { compareDecimal } from '@/lib/decimal';
import { bodyText, limitIn, type Classified } from '../../kit/classify';
import { cached } from '../../kit/cache';
import { VendorClient, type AdapterConfig } from '../../kit/client';
import { ProviderError, type ProviderErrorKind } from '../../kit/errors';
import type { PairRange } from '../contract';
import { currenciesSchema, estimateSchema, exchangeSchema, rangeSchema } from './schema';

// SimpleSwap API v3: REST, the partner key in the x-api-key header, every answer in `result`.
// Errors are 4xx with { code, error, message } (v1-era answers say `description`); the message
// tells the cases apart. An amount outside the range names both limits ("min: 0.0007 max:
// 1.5"), so low or high is settled against the amount asked (amountError).

export interface SimpleswapPair {
  tickerFrom: string;
  networkFrom: string;
  tickerTo: string;
  networkTo: string;
  fixed: boolean;
}

export interface SimpleswapCreateBody extends SimpleswapPair {
  amount: string;
  reverse: boolean;
  addressTo: string;
  extraIdTo?: string | undefined;
  userRefundAddress?: string | undefined;
  userRefundExtraId?: string | undefined;
  rateId?: string | undefined;
}

const RULES: readonly [RegExp, ProviderErrorKind][] = [
  [
    /range|min(imal|imum)?\b|max(imal|imum)?\b|too (small|low|high|big)|less than|greater than/i,
    'amount_too_low',
  ],
  [/rate ?id|expired/i, 'rate_expired'],
  [/extra ?id|memo|destination tag/i, 'invalid_extra_id'],
  [/address/i, 'invalid_address'],
  [/pair|not available|unavailable|inactive|not supported|disabled|currency/i, 'pair_unavailable'],
];

// "min: 0.0007 max: 1.5": the number right after the word (and its ending), not the next one.
const NAMED = '[a-z]*\\W{0,5}';

function classify(_status: number, body: unknown, redact: (text: string) => string) {
  const message = redact(bodyText(body, 'message', 'description') || bodyText(body, 'error'));
  const rule = RULES.find(([pattern]) => pattern.test(message));
  if (!rule) return undefined;
  let kind = rule[1];
  const high = /max|high|big|greater/i.test(message) && !/min|low|small|less/i.test(message);
  if (kind === 'amount_too_low' && high) kind = 'amount_too_high';
  const amount = kind.startsWith('amount');
  const details = {
    min: amount ? limitIn(message, 'min', NAMED) : undefined,
    max: amount ? limitIn(message, 'max', NAMED) : undefined,
  };
  return { kind, details, message } satisfies Classified;
}

/** Settles low vs high for an amount error once the range (and the amount sent) is known. */
export function amountError(error: ProviderError, amountFrom: string, range: PairRange) {
  if (error.kind !== 'amount_too_low' && error.kind !== 'amount_too_high') return error;
  const tooHigh = range.max !== null && compareDecimal(amountFrom, range.max) > 0;
  const details = { ...error.details, min: range.min, max: range.max ?? undefined };
  const kind = tooHigh ? 'amount_too_high' : 'amount_too_low';
  return new ProviderError('simpleswap', kind, error.message, details, { cause: error.cause });
}

export class SimpleswapClient extends VendorClient {
  readonly currencies = cached(
    async () => (await this.request('/currencies', { schema: currenciesSchema })).result,
  );

  constructor(config: AdapterConfig<'SIMPLESWAP_API_KEY'>) {
    super(config, {
      provider: 'simpleswap',
      baseUrl: 'https://api.simpleswap.io/v3',
      headers: { 'x-api-key': config.env.SIMPLESWAP_API_KEY },
      classify,
    });
  }

  async range(pair: SimpleswapPair & { reverse: boolean }, signal?: AbortSignal) {
    const answer = await this.request('/ranges', {
      query: { ...pair },
      schema: rangeSchema,
      signal,
    });
    return answer.result;
  }

  async estimate(
    pair: SimpleswapPair & { amount: string; reverse: boolean },
    signal?: AbortSignal,
  ) {
    const query = { ...pair };
    return (await this.request('/estimates', { query, schema: estimateSchema, signal })).result;
  }

  async create(body: SimpleswapCreateBody, signal?: AbortSignal) {
    const options = { method: 'POST' as const, json: body, schema: exchangeSchema, signal };
    return (await this.request('/exchanges', options)).result;
  }

  async exchange(id: string, signal?: AbortSignal) {
    const path = `/exchanges/${encodeURIComponent(id)}`;
    return (await this.request(path, { schema: exchangeSchema, signal })).result;
  }
}
