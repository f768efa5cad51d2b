import 'server-only';
import { limitIn, bodyText, type Classified } from '../../kit/classify';
import { cached } from '../../kit/cache';
import { VendorClient, type AdapterConfig } from '../../kit/client';
import type { ProviderErrorKind } from '../../kit/errors';
import {
  createdSchema,
  currenciesSchema,
  estimateSchema,
  exchangeSchema,
  rangeSchema,
} from './schema';

// ChangeNOW API v2: REST, the partner key in the x-changenow-api-key header. Errors are 4xx
// with { error: "<code>", message: "<text>" }.

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

const CODES: Readonly<Record<string, ProviderErrorKind>> = {
  deposit_too_small: 'amount_too_low',
  amount_too_small: 'amount_too_low',
  pair_is_inactive: 'pair_unavailable',
  fixed_rate_not_enabled: 'pair_unavailable',
  not_valid_address: 'invalid_address',
  not_valid_refund_address: 'invalid_address',
  not_valid_extra_id: 'invalid_extra_id',
  not_valid_refund_extra_id: 'invalid_extra_id',
  rate_id_not_found_or_expired: 'rate_expired',
  // The documented code is not_found ("Exchange not found"); older answers said exchange_not_found.
  not_found: 'not_found',
  exchange_not_found: 'not_found',
};

function classify(_status: number, body: unknown, redact: (text: string) => string) {
  const error = (body as { error?: unknown } | undefined)?.error;
  const code = typeof error === 'string' ? error : '';
  const message = redact(bodyText(body, 'message') || code);
  let kind = CODES[code];
  if (code === 'out_of_range' || (!kind && /minimal|maximal/i.test(message))) {
    kind = /max/i.test(message) ? 'amount_too_high' : 'amount_too_low';
  }
  if (!kind && code === 'not_valid_params' && /address/i.test(message)) kind = 'invalid_address';
  if (!kind) return undefined;
  const details = {
    min: kind === 'amount_too_low' ? limitIn(message, 'min') : undefined,
    max: kind === 'amount_too_high' ? limitIn(message, 'max') : undefined,
  };
  return { kind, details, message: `${code}: ${message}` } satisfies Classified;
}

export class ChangenowClient extends VendorClient {
  /** The active currencies, kept an hour. */
  readonly currencies = cached(() =>
    this.request('/exchange/currencies', { query: { active: true }, schema: currenciesSchema }),
  );

  constructor(config: AdapterConfig<'CHANGENOW_API_KEY'>) {
    super(config, {
      provider: 'changenow',
      baseUrl: 'https://api.changenow.io/v2',
      headers: { 'x-changenow-api-key': config.env.CHANGENOW_API_KEY },
      classify,
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
    return this.request('/exchange', { method: 'POST', json: body, schema: createdSchema, signal });
  }

  byId(id: string, signal?: AbortSignal) {
    return this.request('/exchange/by-id', { query: { id }, schema: exchangeSchema, signal });
  }
}
