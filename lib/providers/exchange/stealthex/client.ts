import { BaseClient } from '@/lib/http/base-client';
import { clientOptions, type AdapterOptions } from '../shared/options';
import {
  currencyListSchema,
  estimateSchema,
  exchangeSchema,
  rangeSchema,
  type StealthexCurrency,
} from './schema';
import type { StealthexAsset } from './currencies';

// StealthEX API v4: one method per endpoint the adapter uses. Auth is `Authorization: Bearer`
// (the documented header form, so the key never ends up in a URL or an access log).

export const STEALTHEX_BASE_URL = 'https://api.stealthex.io/v4';
const PAGE = 250;
const MAX_PAGES = 40;

export interface StealthexRoute {
  from: StealthexAsset;
  to: StealthexAsset;
}

export interface StealthexRateBody {
  route: StealthexRoute;
  estimation: 'direct' | 'reversed';
  rate: 'floating' | 'fixed';
}

export interface StealthexExchangeBody extends StealthexRateBody {
  amount: number;
  address: string;
  extra_id?: string | undefined;
  refund_address?: string | undefined;
  refund_extra_id?: string | undefined;
  rate_id?: string | undefined;
}

export class StealthexClient extends BaseClient {
  constructor(options: AdapterOptions) {
    super(
      clientOptions('stealthex', STEALTHEX_BASE_URL, options, {
        Authorization: `Bearer ${options.apiKey}`,
      }),
    );
  }

  /** GET /currencies, every page (about 1 500 listings, 250 a page). */
  async currencies(signal?: AbortSignal): Promise<StealthexCurrency[]> {
    const all: StealthexCurrency[] = [];
    for (let page = 0; page < MAX_PAGES; page++) {
      const items = await this.request('currencies', {
        query: { limit: PAGE, offset: page * PAGE },
        schema: currencyListSchema,
        signal,
      });
      all.push(...items);
      if (items.length < PAGE) break;
    }
    return all;
  }

  range(body: StealthexRateBody, signal?: AbortSignal) {
    return this.request('rates/range', { method: 'POST', json: body, schema: rangeSchema, signal });
  }

  estimate(body: StealthexRateBody & { amount: number }, signal?: AbortSignal) {
    return this.request('rates/estimated-amount', {
      method: 'POST',
      json: body,
      schema: estimateSchema,
      signal,
    });
  }

  createExchange(body: StealthexExchangeBody, signal?: AbortSignal) {
    return this.request('exchanges', {
      method: 'POST',
      json: body,
      schema: exchangeSchema,
      signal,
    });
  }

  getExchange(id: string, signal?: AbortSignal) {
    return this.request(`exchanges/${encodeURIComponent(id)}`, { schema: exchangeSchema, signal });
  }
}
