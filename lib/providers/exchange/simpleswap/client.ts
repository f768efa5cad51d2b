import { BaseClient } from '@/lib/http/base-client';
import { clientOptions, type AdapterOptions } from '../shared/options';
import { currenciesSchema, estimateSchema, exchangeSchema, rangeSchema } from './schema';

// SimpleSwap API v3: REST, the partner key in the x-api-key header.

export const SIMPLESWAP_BASE_URL = 'https://api.simpleswap.io/v3';

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

export type SimpleswapClientOptions = AdapterOptions;

export class SimpleswapClient extends BaseClient {
  constructor(options: SimpleswapClientOptions) {
    super(
      clientOptions('simpleswap', SIMPLESWAP_BASE_URL, options, { 'x-api-key': options.apiKey }),
    );
  }

  async currencies(signal?: AbortSignal) {
    return (await this.request('/currencies', { schema: currenciesSchema, signal })).result;
  }

  async range(pair: SimpleswapPair & { reverse: boolean }, signal?: AbortSignal) {
    return (await this.request('/ranges', { query: { ...pair }, schema: rangeSchema, signal }))
      .result;
  }

  async estimate(
    pair: SimpleswapPair & { amount: string; reverse: boolean },
    signal?: AbortSignal,
  ) {
    return (
      await this.request('/estimates', { query: { ...pair }, schema: estimateSchema, signal })
    ).result;
  }

  async create(body: SimpleswapCreateBody, signal?: AbortSignal) {
    return (
      await this.request('/exchanges', {
        method: 'POST',
        json: body,
        schema: exchangeSchema,
        signal,
      })
    ).result;
  }

  async exchange(id: string, signal?: AbortSignal) {
    return (
      await this.request(`/exchanges/${encodeURIComponent(id)}`, { schema: exchangeSchema, signal })
    ).result;
  }
}
