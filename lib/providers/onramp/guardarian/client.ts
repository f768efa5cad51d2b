import 'server-only';
import { bodyText, limitIn, type Classified } from '../../kit/classify';
import { cached } from '../../kit/cache';
import { VendorClient, type AdapterConfig } from '../../kit/client';
import type { ProviderError, ProviderErrorKind } from '../../kit/errors';
import { HttpError } from '@/lib/http/errors';
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
  customer: {
    billing_info: { country_alpha_2: string; us_region_alpha_2?: string | undefined };
  };
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

const side = (currency: string, network: string) => {
  const [ticker, net] = [currency.toLowerCase(), network.toLowerCase()];
  return encodeURIComponent(net && net !== ticker ? `${ticker}-${net}` : ticker);
};

/** The `{from_to}` segment of the min-max path: `eur_btc`, `eur_usdt-trx`. */
export const rangePair = (pair: GuardarianPair) =>
  `${side(pair.from_currency, pair.from_network)}_${side(pair.to_currency, pair.to_network)}`;

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

  /**
   * INVALID_REQUEST_PARAMS is documented as HTTP 500, yet it is a parameter the visitor chose:
   * a refusal of this request, not an outage to count against Guardarian's breaker.
   */
  protected override toError(error: unknown): ProviderError {
    if (
      error instanceof HttpError &&
      error.status === 500 &&
      bodyText(error.body, 'code') === 'INVALID_REQUEST_PARAMS'
    ) {
      const message = bodyText(error.body, 'message') || 'invalid request parameters';
      return this.fail('rejected', `INVALID_REQUEST_PARAMS: ${message}`, { status: 500 });
    }
    return super.toError(error);
  }

  estimate(pair: GuardarianPair & { from_amount: string }, signal?: AbortSignal) {
    return this.request('/estimate', {
      query: { ...pair, type: 'direct' },
      schema: estimateSchema,
      signal,
    });
  }

  /**
   * GET /market-info/min-max-range/{from}[-{network}]_{to}[-{network}], lower case, the network
   * named only where it differs from the ticker (api-docs: `.../min-max-range/eur_zig-eth`).
   */
  range(pair: GuardarianPair, signal?: AbortSignal) {
    return this.request(`/market-info/min-max-range/${rangePair(pair)}`, {
      schema: rangeSchema,
      signal,
    });
  }

  /**
   * Created from our server, not the visitor's device: Guardarian's reference asks for the
   * customer's IP in X-Forwarded-For then, and limits creations to one a minute per IP, which
   * without it would be one checkout a minute for the whole site.
   */
  createTransaction(body: GuardarianTransactionBody, clientIp: string, signal?: AbortSignal) {
    return this.request('/transaction', {
      method: 'POST',
      json: body,
      headers: { 'X-Forwarded-For': clientIp },
      schema: transactionSchema,
      signal,
    });
  }
}
