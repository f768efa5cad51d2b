import { BaseClient } from '@/lib/http/base-client';
import { clientOptions, type AdapterOptions } from '../shared/options';
import {
  createdSchema,
  currenciesSchema,
  estimateSchema,
  exchangeSchema,
  rangeSchema,
} from './schema';

// ChangeNOW API v2: REST, the partner key in the x-changenow-api-key header.

export const CHANGENOW_BASE_URL = 'https://api.changenow.io/v2';

export type ChangenowFlow = 'standard' | 'fixed-rate';

export interface ChangenowPair {
  fromCurrency: string;
  fromNetwork: string;
  toCurrency: string;
  toNetwork: string;
  flow: ChangenowFlow;
}

export interface ChangenowCreateBody extends ChangenowPair {
  fromAmount?: string | undefined;
  toAmount?: string | undefined;
  address: string;
  extraId?: string | undefined;
  refundAddress?: string | undefined;
  refundExtraId?: string | undefined;
  type: 'direct' | 'reverse';
  rateId?: string | undefined;
}

export type ChangenowClientOptions = AdapterOptions;

export class ChangenowClient extends BaseClient {
  constructor(options: ChangenowClientOptions) {
    super(
      clientOptions('changenow', CHANGENOW_BASE_URL, options, {
        'x-changenow-api-key': options.apiKey,
      }),
    );
  }

  currencies(signal?: AbortSignal) {
    return this.request('/exchange/currencies', {
      query: { active: true },
      schema: currenciesSchema,
      signal,
    });
  }

  range(pair: ChangenowPair, signal?: AbortSignal) {
    return this.request('/exchange/range', { query: { ...pair }, schema: rangeSchema, signal });
  }

  estimate(
    pair: ChangenowPair & { fromAmount?: string; toAmount?: string; type: 'direct' | 'reverse' },
    signal?: AbortSignal,
  ) {
    return this.request('/exchange/estimated-amount', {
      query: { ...pair, useRateId: pair.flow === 'fixed-rate' ? true : undefined },
      schema: estimateSchema,
      signal,
    });
  }

  create(body: ChangenowCreateBody, signal?: AbortSignal) {
    return this.request('/exchange', {
      method: 'POST',
      json: body,
      schema: createdSchema,
      signal,
    });
  }

  byId(id: string, signal?: AbortSignal) {
    return this.request('/exchange/by-id', { query: { id }, schema: exchangeSchema, signal });
  }
}
