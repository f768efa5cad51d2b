import { BaseClient } from '@/lib/http/base-client';
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

export interface SimpleswapClientOptions {
  apiKey: string;
  baseUrl?: string | undefined;
  allowedHosts?: string[] | undefined;
  timeoutMs?: number | undefined;
}

export class SimpleswapClient extends BaseClient {
  constructor(options: SimpleswapClientOptions) {
    super({
      name: 'simpleswap',
      baseUrl: options.baseUrl ?? SIMPLESWAP_BASE_URL,
      allowedHosts: options.allowedHosts,
      timeoutMs: options.timeoutMs,
      headers: { 'x-api-key': options.apiKey },
      secrets: [options.apiKey],
    });
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
