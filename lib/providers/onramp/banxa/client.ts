import 'server-only';
import { createHmac } from 'node:crypto';
import type { z } from 'zod';
import { flattenText, limitIn, type Classified } from '../../kit/classify';
import { cached, type Cached } from '../../kit/cache';
import { VendorClient, type AdapterConfig } from '../../kit/client';
import type { ProviderErrorKind } from '../../kit/errors';
import type { RampSide } from '../contract';
import {
  coinsSchema,
  countriesSchema,
  fiatsSchema,
  orderSchema,
  paymentMethodsSchema,
  pricesSchema,
  statesSchema,
  type BanxaPaymentMethods,
} from './schema';

// Banxa partner API: https://{partner}.banxa.com/api/..., every request signed with the partner's
// key and secret (docs.banxa.com "Step 3: Authentication"):
//   Authorization: Bearer {API key}:{signature}:{nonce}
//   signature = hex HMAC-SHA256(secret, "{METHOD}\n{path with query}\n{nonce}[\n{compact JSON}]")
// Errors are { errors: { status, code, title, description } } (docs.banxa.com/reference/errors);
// the docs' own example swaps status and code, so both are read.

export type BanxaKey = 'BANXA_API_KEY' | 'BANXA_API_SECRET' | 'BANXA_PARTNER_SUBDOMAIN';

/** Banxa's internal error codes we act on (docs.banxa.com/reference/errors, "Error Statuses"). */
const CODES: Readonly<Record<string, ProviderErrorKind>> = {
  '1': 'not_found',
  '227': 'rejected',
  // "Customer has reached their payment limit": a cap on this customer, not the order maximum.
  '228': 'rejected',
  '4007': 'pair_unavailable',
};

const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

function classify(status: number, body: unknown, redact: (text: string) => string) {
  const raw = (body as { errors?: unknown } | undefined)?.errors;
  const first: unknown = Array.isArray(raw) ? raw[0] : raw;
  if (!first || typeof first !== 'object') return undefined;
  const error = first as Record<string, unknown>;
  const codes = [error.status, error.code].map((value) => String(value ?? ''));
  const message = redact(flattenText([error.title, error.description]).trim());
  let kind = codes.map((code) => CODES[code]).find(Boolean);
  // Validation answers (422, code 4002) name what was wrong only in their text.
  if (!kind && (status === 422 || codes.includes('4002'))) {
    if (/\bmin/i.test(message)) kind = 'amount_too_low';
    else if (/\bmax/i.test(message)) kind = 'amount_too_high';
    else if (/countr|state|region|jurisdiction/i.test(message)) kind = 'place_unavailable';
    else if (/not (?:supported|available)/i.test(message)) kind = 'pair_unavailable';
  }
  if (!kind) return undefined;
  const details = {
    min: kind === 'amount_too_low' ? limitIn(message, 'min(?:imum)?') : undefined,
    max: kind === 'amount_too_high' ? limitIn(message, 'max(?:imum)?') : undefined,
  };
  return { kind, details, message: `${codes.join('/')}: ${message}` } satisfies Classified;
}

type Query = Record<string, string | undefined>;

export class BanxaClient extends VendorClient {
  private readonly key: string;
  private readonly secret: string;
  private readonly subdomainValid: boolean;
  private lastNonce = 0;

  readonly countries = cached(() => this.signed('GET', '/api/countries', countriesSchema));
  readonly usStates = cached(() => this.signed('GET', '/api/countries/us/states', statesSchema));
  /**
   * Buy methods: the plain list. Banxa lists no sell method unless `source` names the coin sold
   * (Edge's production integration; the SDK's getSellPaymentMethods sets it), so sells ask
   * sellMethods(coin).
   */
  readonly paymentMethods = cached(() =>
    this.signed('GET', '/api/payment-methods', paymentMethodsSchema),
  );
  private readonly sellLists = new Map<string, Cached<BanxaPaymentMethods>>();
  // The documented path form: GET /api/fiats/{orderType}, GET /api/coins/{orderType}.
  readonly fiats = {
    buy: cached(() => this.signed('GET', '/api/fiats/buy', fiatsSchema)),
    sell: cached(() => this.signed('GET', '/api/fiats/sell', fiatsSchema)),
  } satisfies Record<RampSide, unknown>;
  readonly coins = {
    buy: cached(() => this.signed('GET', '/api/coins/buy', coinsSchema)),
    sell: cached(() => this.signed('GET', '/api/coins/sell', coinsSchema)),
  } satisfies Record<RampSide, unknown>;

  /** The sell (CRYPTO_TO_FIAT) methods for one coin, kept an hour per coin. */
  sellMethods(coin: string): Promise<BanxaPaymentMethods> {
    const source = coin.toUpperCase();
    let list = this.sellLists.get(source);
    if (!list) {
      list = cached(() =>
        this.signed('GET', '/api/payment-methods', paymentMethodsSchema, { source }),
      );
      this.sellLists.set(source, list);
    }
    return list.get();
  }

  /** The methods that may serve a side: the plain list for buys, the coin's list for sells. */
  methodsFor(side: RampSide, coin: string): Promise<BanxaPaymentMethods> {
    return side === 'buy' ? this.paymentMethods.get() : this.sellMethods(coin);
  }

  constructor(config: AdapterConfig<BanxaKey>) {
    const subdomain = config.env.BANXA_PARTNER_SUBDOMAIN.trim().toLowerCase();
    const subdomainValid = SUBDOMAIN.test(subdomain);
    super(config, {
      provider: 'banxa',
      // The API host is the partner's own; a value that is not one DNS label never becomes a host.
      baseUrl: `https://${subdomainValid ? subdomain : 'invalid'}.banxa.com`,
      classify,
    });
    this.key = config.env.BANXA_API_KEY;
    this.secret = config.env.BANXA_API_SECRET;
    this.subdomainValid = subdomainValid;
  }

  /**
   * A nonce per request, in milliseconds as documented, strictly increasing: Banxa refuses a nonce
   * it has seen (error 40003), and two requests in the same millisecond would share one.
   */
  private nonce(): string {
    this.lastNonce = Math.max(Date.now(), this.lastNonce + 1);
    return String(this.lastNonce);
  }

  /** The Authorization header for these exact bytes (exported for the signature test). */
  authorization(method: string, pathWithQuery: string, nonce: string, body?: string): string {
    const message = [method, pathWithQuery, nonce, ...(body === undefined ? [] : [body])].join(
      '\n',
    );
    const signature = createHmac('sha256', this.secret).update(message).digest('hex');
    return `Bearer ${this.key}:${signature}:${nonce}`;
  }

  private async signed<Schema extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: Schema,
    query: Query = {},
    options: { json?: unknown; signal?: AbortSignal | undefined } = {},
  ): Promise<z.output<Schema>> {
    if (!this.subdomainValid) {
      throw this.fail('unauthorized', 'BANXA_PARTNER_SUBDOMAIN is not a host name label');
    }
    const url = this.url(path, query);
    // The signed path is the one the request carries, base path and encoded query included.
    const body = options.json === undefined ? undefined : JSON.stringify(options.json);
    const headers: Record<string, string> = {
      Authorization: this.authorization(method, `${url.pathname}${url.search}`, this.nonce(), body),
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return this.request(path, { method, query, body, headers, schema, signal: options.signal });
  }

  /** Live prices: never cached (Banxa's docs: dynamic quotations, rate limited). */
  prices(query: Query, signal?: AbortSignal) {
    return this.signed('GET', '/api/prices', pricesSchema, query, { signal });
  }

  createOrder(body: Record<string, string | undefined>, signal?: AbortSignal) {
    return this.signed('POST', '/api/orders', orderSchema, {}, { json: body, signal });
  }
}
