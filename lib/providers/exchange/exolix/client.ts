import 'server-only';
import { flattenText, type Classified } from '../../kit/classify';
import { cached } from '../../kit/cache';
import { VendorClient, type AdapterConfig } from '../../kit/client';
import {
  currencyPageSchema,
  errorSchema,
  rateSchema,
  transactionSchema,
  type ExolixCurrency,
} from './schema';

// Exolix API v2. Auth is the bare key in `Authorization` (no "Bearer"), as Exolix documents it.
// Errors carry `error` and/or `message`. GET /rate answers 422 with the rate body itself when the
// amount is outside the limits ("Amount to exchange is below the possible min amount to
// exchange", with minAmount / maxAmount), and 422 without amounts for a pair it cannot swap.
// POST /transactions answers 400/422 naming the field at fault.

const PAGE = 100;
const MAX_PAGES = 60;

export interface RateQuery {
  coinFrom: string;
  coinTo: string;
  // Integrations disagree on the names /rate reads (Edge, Temple, Stargazer: coinFromNetwork;
  // Cake, exolix-sdk: networkFrom), so both pairs are sent.
  coinFromNetwork: string;
  coinToNetwork: string;
  networkFrom: string;
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

export function classifyExolix(status: number, body: unknown): Classified | undefined {
  const parsed = errorSchema.safeParse(body);
  if (!parsed.success) return status === 422 ? { kind: 'pair_unavailable' } : undefined;
  const { minAmount, maxAmount } = parsed.data;
  const text = `${flattenText(parsed.data.error)} ${flattenText(parsed.data.message)}`;
  const limits = { min: minAmount ?? undefined, max: maxAmount ?? undefined };
  if (/\bmin/i.test(text)) return { kind: 'amount_too_low', details: limits };
  if (/\bmax/i.test(text)) return { kind: 'amount_too_high', details: limits };
  if (/extra.?id|memo|destination tag/i.test(text)) return { kind: 'invalid_extra_id' };
  if (/address/i.test(text)) return { kind: 'invalid_address' };
  if (/expired/i.test(text)) return { kind: 'rate_expired' };
  if (status === 404 || /not found/i.test(text)) return { kind: 'not_found' };
  if (status === 422 || /pair|not (available|supported)|unsupported|currency|network/i.test(text)) {
    return { kind: 'pair_unavailable' };
  }
  return undefined;
}

export class ExolixClient extends VendorClient {
  /** GET /currencies?withNetworks=true, every page, kept an hour. */
  readonly currencies = cached(async () => {
    const all: ExolixCurrency[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const query = { page, size: PAGE, withNetworks: true };
      const { data, count } = await this.request('currencies', {
        query,
        schema: currencyPageSchema,
      });
      all.push(...data);
      // `count` is the total; without it, a short page is the last one.
      const done = count !== undefined ? all.length >= count : data.length < PAGE;
      if (done || data.length === 0) break;
    }
    return all;
  });

  constructor(config: AdapterConfig<'EXOLIX_API_KEY'>) {
    super(config, {
      provider: 'exolix',
      baseUrl: 'https://exolix.com/api/v2',
      headers: { Authorization: config.env.EXOLIX_API_KEY },
      classify: classifyExolix,
    });
  }

  rate(query: RateQuery, signal?: AbortSignal) {
    return this.request('rate', { query: { ...query }, schema: rateSchema, signal });
  }

  createTransaction(body: TransactionBody, signal?: AbortSignal) {
    const options = { method: 'POST' as const, json: body, schema: transactionSchema, signal };
    return this.request('transactions', options);
  }

  transaction(id: string, signal?: AbortSignal) {
    const path = `transactions/${encodeURIComponent(id)}`;
    return this.request(path, { schema: transactionSchema, signal });
  }
}
