import { BaseClient } from '@/lib/http/base-client';
import { clientOptions, type AdapterOptions } from '../shared/options';
import type { ExolixCurrency } from './schema';
import { currencyPageSchema, rateSchema, transactionSchema } from './schema';

// Exolix API v2. Auth is the bare key in `Authorization` (no "Bearer"), as Exolix documents it.

export const EXOLIX_BASE_URL = 'https://exolix.com/api/v2';
const PAGE = 100;
const MAX_PAGES = 60;

export interface RateQuery {
  coinFrom: string;
  networkFrom: string;
  coinTo: string;
  networkTo: string;
  /** Exactly one of amount (sent) / withdrawalAmount (received). */
  amount?: string;
  withdrawalAmount?: string;
  rateType: 'fixed' | 'float';
}

export interface TransactionBody {
  coinFrom: string;
  networkFrom: string;
  coinTo: string;
  networkTo: string;
  amount?: number;
  withdrawalAmount?: number;
  withdrawalAddress: string;
  withdrawalExtraId?: string | undefined;
  refundAddress?: string | undefined;
  refundExtraId?: string | undefined;
  rateType: 'fixed' | 'float';
}

export class ExolixClient extends BaseClient {
  constructor(options: AdapterOptions) {
    super(clientOptions('exolix', EXOLIX_BASE_URL, options, { Authorization: options.apiKey }));
  }

  /** GET /currencies?withNetworks=true, every page. */
  async currencies(signal?: AbortSignal): Promise<ExolixCurrency[]> {
    const all: ExolixCurrency[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const { data, count } = await this.request('currencies', {
        query: { page, size: PAGE, withNetworks: true },
        schema: currencyPageSchema,
        signal,
      });
      all.push(...data);
      // `count` is the total; without it, a short page is the last one.
      const done = count !== undefined ? all.length >= count : data.length < PAGE;
      if (done || data.length === 0) break;
    }
    return all;
  }

  rate(query: RateQuery, signal?: AbortSignal) {
    return this.request('rate', { query: { ...query }, schema: rateSchema, signal });
  }

  createTransaction(body: TransactionBody, signal?: AbortSignal) {
    return this.request('transactions', {
      method: 'POST',
      json: body,
      schema: transactionSchema,
      signal,
    });
  }

  transaction(id: string, signal?: AbortSignal) {
    return this.request(`transactions/${encodeURIComponent(id)}`, {
      schema: transactionSchema,
      signal,
    });
  }
}
