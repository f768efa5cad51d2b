import 'server-only';
import { createHmac } from 'node:crypto';
import { bodyText, limitIn, type Classified } from '../../kit/classify';
import { cached } from '../../kit/cache';
import { VendorClient, type AdapterConfig } from '../../kit/client';
import { buyQuoteSchema, countriesSchema, currenciesSchema, sellQuoteSchema } from './schema';

// MoonPay's public API: the publishable key (pk_...) as the `apiKey` query parameter of every
// call. Errors are 4xx with { message, type } (and `errors` for invalid queries). Its hosted
// checkout is a URL on buy.moonpay.com / sell.moonpay.com that we sign with the secret key
// (sk_...): MoonPay refuses to load a prefilled wallet address without the signature.

export type MoonpayKey = 'MOONPAY_API_KEY' | 'MOONPAY_SECRET_KEY';

const CHECKOUT = { buy: 'https://buy.moonpay.com', sell: 'https://sell.moonpay.com' } as const;

function classify(status: number, body: unknown, redact: (text: string) => string) {
  if (status !== 400) return undefined;
  const message = redact(bodyText(body, 'message'));
  let kind: Classified['kind'] | undefined;
  if (/minimum|too low|too small|below/i.test(message)) kind = 'amount_too_low';
  else if (/maximum|too high|too large|above|exceed/i.test(message)) kind = 'amount_too_high';
  else if (/not supported|unsupported|not available/i.test(message)) kind = 'pair_unavailable';
  if (!kind) return undefined;
  const details = {
    min: kind === 'amount_too_low' ? limitIn(message, 'minimum') : undefined,
    max: kind === 'amount_too_high' ? limitIn(message, 'maximum') : undefined,
  };
  return { kind, details, message } satisfies Classified;
}

export interface BuyQuoteQuery {
  baseCurrencyCode: string;
  baseCurrencyAmount: string;
  paymentMethod: string;
}

export interface SellQuoteQuery {
  quoteCurrencyCode: string;
  baseCurrencyAmount: string;
  payoutMethod: string;
}

export class MoonpayClient extends VendorClient {
  private readonly apiKey: string;
  private readonly secretKey: string;

  /** Countries with their per-side flags and US states, kept an hour. */
  readonly countries = cached(() =>
    this.request('/v3/countries', { query: this.keyed(), schema: countriesSchema }),
  );

  /** Fiat and crypto currencies with limits and networks, kept an hour. */
  readonly currencies = cached(() =>
    this.request('/v3/currencies', { query: this.keyed(), schema: currenciesSchema }),
  );

  constructor(config: AdapterConfig<MoonpayKey>) {
    super(config, { provider: 'moonpay', baseUrl: 'https://api.moonpay.com', classify });
    this.apiKey = config.env.MOONPAY_API_KEY;
    this.secretKey = config.env.MOONPAY_SECRET_KEY;
  }

  private keyed<T extends object>(query?: T) {
    return { apiKey: this.apiKey, ...query };
  }

  buyQuote(crypto: string, query: BuyQuoteQuery, signal?: AbortSignal) {
    // areFeesIncluded: the amount the visitor typed is what they pay, fees inside it.
    return this.request(`/v3/currencies/${encodeURIComponent(crypto)}/buy_quote`, {
      query: this.keyed({ ...query, areFeesIncluded: true }),
      schema: buyQuoteSchema,
      signal,
    });
  }

  sellQuote(crypto: string, query: SellQuoteQuery, signal?: AbortSignal) {
    return this.request(`/v3/currencies/${encodeURIComponent(crypto)}/sell_quote`, {
      query: this.keyed(query),
      schema: sellQuoteSchema,
      signal,
    });
  }

  /**
   * The hosted checkout with `params` prefilled, signed as MoonPay documents: HMAC-SHA256 with
   * the secret key over the query string exactly as sent (leading '?' included, every value
   * URL-encoded), base64, appended last as `signature` (itself URL-encoded).
   */
  signedUrl(side: 'buy' | 'sell', params: Record<string, string | undefined>): string {
    const query = `?${Object.entries(this.keyed(params))
      .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
      .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
      .join('&')}`;
    const signature = createHmac('sha256', this.secretKey).update(query).digest('base64');
    return `${CHECKOUT[side]}${query}&signature=${encodeURIComponent(signature)}`;
  }
}
