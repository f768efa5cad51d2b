import 'server-only';
import { numberIn, type Classified } from '../../kit/classify';
import { cached } from '../../kit/cache';
import { VendorClient, type AdapterConfig } from '../../kit/client';
import type { StealthexAsset } from './mapping';
import {
  currencyListSchema,
  errorSchema,
  estimateSchema,
  exchangeSchema,
  rangeSchema,
  type StealthexCurrency,
} from './schema';

// StealthEX API v4: one method per endpoint. Auth is `Authorization: Bearer` (the documented
// header form, so the key never ends up in a URL or an access log). Errors are
// `{ err: { kind, details } }`: NoPair (404), NotAllowed / NoExchangeRoute / RouteIsDisabled /
// MarketUnavailable (422), InvalidAmount, RateId, ExtraId, InvalidData, NoUserApiKey (400),
// NotFound (404).

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

// A market that is down concerns this pair only (and any visitor can ask for it): it must not
// count as an outage of the whole provider.
const PAIR_KINDS = new Set([
  'NoPair',
  'NoExchangeRoute',
  'RouteIsDisabled',
  'NotAllowed',
  'MarketUnavailable',
]);

function classifyStealthex(status: number, body: unknown): Classified | undefined {
  const parsed = errorSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { kind } = parsed.data.err;
  const details = typeof parsed.data.err.details === 'string' ? parsed.data.err.details : '';
  if (PAIR_KINDS.has(kind)) return { kind: 'pair_unavailable' };
  if (kind === 'InvalidAmount') {
    const limit = numberIn(details);
    return /max|greater than max|too (big|large|high)/i.test(details)
      ? { kind: 'amount_too_high', details: { max: limit } }
      : { kind: 'amount_too_low', details: { min: limit } };
  }
  if (kind === 'RateId') return { kind: 'rate_expired' };
  if (kind === 'ExtraId') return { kind: 'invalid_extra_id' };
  if (kind === 'InvalidData') {
    if (/extra|memo|tag/i.test(details)) return { kind: 'invalid_extra_id' };
    if (/address/i.test(details)) return { kind: 'invalid_address' };
    return { kind: 'rejected' };
  }
  if (kind === 'NotFound') return { kind: 'not_found' };
  if (kind === 'NoUserApiKey') return { kind: 'unauthorized' };
  return status === 404 ? { kind: 'not_found' } : undefined;
}

export class StealthexClient extends VendorClient {
  /** GET /currencies, every page (about 1 500 listings, 250 a page), kept an hour. */
  readonly currencies = cached(async () => {
    const all: StealthexCurrency[] = [];
    for (let page = 0; page < MAX_PAGES; page++) {
      const query = { limit: PAGE, offset: page * PAGE };
      const items = await this.request('currencies', { query, schema: currencyListSchema });
      all.push(...items);
      if (items.length < PAGE) break;
    }
    return all;
  });

  constructor(config: AdapterConfig<'STEALTHEX_API_KEY'>) {
    super(config, {
      provider: 'stealthex',
      baseUrl: 'https://api.stealthex.io/v4',
      headers: { Authorization: `Bearer ${config.env.STEALTHEX_API_KEY}` },
      classify: classifyStealthex,
    });
  }

  range(body: StealthexRateBody, signal?: AbortSignal) {
    return this.request('rates/range', { method: 'POST', json: body, schema: rangeSchema, signal });
  }

  estimate(body: StealthexRateBody & { amount: number }, signal?: AbortSignal) {
    const options = { method: 'POST' as const, json: body, schema: estimateSchema, signal };
    return this.request('rates/estimated-amount', options);
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
