import 'server-only';
import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import type { z } from 'zod';
import { cached } from '../../kit/cache';
import { VendorClient, type AdapterConfig } from '../../kit/client';
import type { RequestOptions } from '@/lib/http/base-client';
import { classify } from './errors';
import { countriesSchema, currenciesSchema, offersSchema, orderSchema } from './schema';

// Changelly Fiat API v1 (https://fiat-api.changelly.com/v1): REST, the public key in X-Api-Key
// and in X-Api-Signature the base64 RSA-SHA256 signature of the full URL (query included)
// followed by the JSON body, "{}" for a GET (its docs, "Manual of sending a request").

type Keys = 'CHANGELLY_FIAT_API_KEY' | 'CHANGELLY_FIAT_PRIVATE_KEY';
type Query = RequestOptions<z.ZodType>['query'];

export interface ChangellyOffersQuery {
  currencyFrom: string;
  currencyTo: string;
  amountFrom: string;
  country: string;
  state?: string | undefined;
  ip?: string | undefined;
}

export interface ChangellyOrderBody {
  externalOrderId: string;
  externalUserId: string;
  providerCode: string;
  currencyFrom: string;
  currencyTo: string;
  amountFrom: string;
  country: string;
  state?: string | undefined;
  ip?: string | undefined;
  walletAddress?: string | undefined;
  walletExtraId?: string | undefined;
  refundAddress?: string | undefined;
  paymentMethod?: string | undefined;
  returnSuccessUrl?: string | undefined;
  returnFailedUrl?: string | undefined;
}

/**
 * Changelly hands out the private key as base64 of a PKCS#1 PEM; the PEM itself is accepted
 * too, and "\n" escapes from one-line env values are undone.
 */
export function readPrivateKey(value: string): KeyObject {
  const trimmed = value.trim().replace(/\\n/g, '\n');
  const pem = trimmed.includes('-----BEGIN')
    ? trimmed
    : Buffer.from(trimmed.replace(/\s+/g, ''), 'base64').toString('utf8');
  return createPrivateKey(pem);
}

export class ChangellyFiatClient extends VendorClient {
  private readonly key: KeyObject | undefined;
  /** Every crypto and fiat with its network and providers, kept an hour. */
  readonly currencies = cached(() => this.signed('/currencies', currenciesSchema));
  /** Countries (US states included) with their providers and flows, kept an hour. */
  readonly countries = cached(() => this.signed('/available-countries', countriesSchema));

  constructor(config: AdapterConfig<Keys>) {
    super(config, {
      provider: 'changelly-fiat',
      baseUrl: 'https://fiat-api.changelly.com/v1',
      headers: { 'X-Api-Key': config.env.CHANGELLY_FIAT_API_KEY },
      classify,
    });
    try {
      this.key = readPrivateKey(config.env.CHANGELLY_FIAT_PRIVATE_KEY);
    } catch {
      // Reported on the first call as unauthorized; the key's text never reaches a message.
      this.key = undefined;
    }
  }

  /** One signed call: the URL is built once, signed with the exact body bytes, then sent. */
  private async signed<Schema extends z.ZodType>(
    path: string,
    schema: Schema,
    options: { query?: Query; body?: object; signal?: AbortSignal | undefined } = {},
  ): Promise<z.output<Schema>> {
    if (!this.key) throw this.fail('unauthorized', 'private key missing or unreadable');
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const url = this.url(path, options.query).toString();
    const signature = sign('sha256', Buffer.from(url + (body ?? '{}')), this.key);
    return this.request(path, {
      method: body === undefined ? 'GET' : 'POST',
      query: options.query,
      body,
      headers: {
        'Content-Type': 'application/json',
        'X-Api-Signature': signature.toString('base64'),
      },
      schema,
      signal: options.signal,
    });
  }

  offers(side: 'buy' | 'sell', query: ChangellyOffersQuery, signal?: AbortSignal) {
    const path = side === 'buy' ? '/offers' : '/sell/offers';
    return this.signed(path, offersSchema, { query: { ...query }, signal });
  }

  order(side: 'buy' | 'sell', body: ChangellyOrderBody, signal?: AbortSignal) {
    const path = side === 'buy' ? '/orders' : '/sell/orders';
    return this.signed(path, orderSchema, { body, signal });
  }
}
