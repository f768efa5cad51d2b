import 'server-only';
import { bodyText, limitIn, type Classified } from '../../kit/classify';
import { cached } from '../../kit/cache';
import { VendorClient, type AdapterConfig } from '../../kit/client';
import type { ProviderErrorKind } from '../../kit/errors';
import {
  countriesSchema,
  currenciesSchema,
  estimateSchema,
  rangeSchema,
  transactionSchema,
} from './schema';

// Guardarian API v1: REST, the partner key in the x-api-key header. Errors are documented as
// { code, message } with codes such as BAD_REQUEST (400) and INVALID_TOKEN (403); what went wrong
// is in the message, which the rules below read.

export interface GuardarianPair {
  from_currency: string;
  from_network: string;
  to_currency: string;
  to_network: string;
}

export interface GuardarianTransactionBody extends GuardarianPair {
  from_amount: number;
  payout_info?: {
    payout_address: string;
    extra_id?: string | undefined;
    skip_choose_payout_address: true;
  };
  deposit?: { payment_category: string; skip_choose_payment_category: true };
  customer: { billing_info: { country_alpha_2: string; region?: string | undefined } };
  redirects: { successful: string; cancelled: string; failed: string };
}

// Read in this order: the message names a place or an amount before it names a currency.
const RULES: readonly [RegExp, ProviderErrorKind][] = [
  [/kyc|verif/i, 'verification_required'],
  [/\b(country|countries|region|state|jurisdiction|location)\b/i, 'place_unavailable'],
  [/amount.*(max|greater|more|exceed)|max\w*\s+amount/i, 'amount_too_high'],
  [/amount.*(min|less|too (small|low))|min\w*\s+amount/i, 'amount_too_low'],
  [/address|extra.?id|memo/i, 'invalid_address'],
  [/currency|network|pair|payment|not supported|unavailable/i, 'pair_unavailable'],
];

function classify(
  _status: number,
  body: unknown,
  redact: (text: string) => string,
): Classified | undefined {
  const code = bodyText(body, 'code');
  const message = redact(bodyText(body, 'message', 'error') || code);
  const kind = RULES.find(([pattern]) => pattern.test(message))?.[1];
  if (!kind) return undefined;
  const details = {
    min: kind === 'amount_too_low' ? limitIn(message, 'min') : undefined,
    max: kind === 'amount_too_high' ? limitIn(message, 'max') : undefined,
  };
  return { kind, details, message: code ? `${code}: ${message}` : message };
}

export class GuardarianClient extends VendorClient {
  /** Countries with `supported`, kept an hour. */
  readonly countries = cached(() => this.request('/countries', { schema: countriesSchema }));
  /** Available fiat and crypto currencies with networks and payment methods, kept an hour. */
  readonly currencies = cached(() =>
    this.request('/currencies', { query: { available: true }, schema: currenciesSchema }),
  );

  constructor(config: AdapterConfig<'GUARDARIAN_API_KEY'>) {
    super(config, {
      provider: 'guardarian',
      baseUrl: 'https://api-payments.guardarian.com/v1',
      headers: { 'x-api-key': config.env.GUARDARIAN_API_KEY },
      classify,
    });
  }

  estimate(pair: GuardarianPair & { from_amount: string }, signal?: AbortSignal) {
    return this.request('/estimate', {
      query: { ...pair, type: 'direct' },
      schema: estimateSchema,
      signal,
    });
  }

  range(pair: GuardarianPair, signal?: AbortSignal) {
    const path = `/min-max-range/${encodeURIComponent(pair.from_currency)}_${encodeURIComponent(pair.to_currency)}`;
    return this.request(path, {
      query: { from_network: pair.from_network, to_network: pair.to_network },
      schema: rangeSchema,
      signal,
    });
  }

  createTransaction(body: GuardarianTransactionBody, signal?: AbortSignal) {
    return this.request('/transaction', {
      method: 'POST',
      json: body,
      schema: transactionSchema,
      signal,
    });
  }
}
