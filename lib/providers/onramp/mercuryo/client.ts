import 'server-only';
import type { z } from 'zod';
import { bodyText, limitIn, numberIn, type Classified } from '../../kit/classify';
import { cached, type Cached } from '../../kit/cache';
import { VendorClient, type AdapterConfig } from '../../kit/client';
import type { ProviderErrorKind } from '../../kit/errors';
import type { RampSide } from '../contract';
import {
  buyRateSchema,
  codesSchema,
  currenciesSchema,
  limitsSchema,
  sellRateSchema,
} from './schema';

// Mercuryo widget partner API v1.6: public REST, the widget id in every query (no key header;
// the secret only signs checkout URLs, see ./widget.ts). Errors are the same envelope as answers,
// { status, code, message, data }, the code Mercuryo's own and the message the only reason given.

export type MercuryoKey = 'MERCURYO_WIDGET_ID' | 'MERCURYO_SECRET_KEY';

// Order matters: "Amount is less than min" names no country; a country message names no limit.
const READINGS: readonly (readonly [RegExp, ProviderErrorKind])[] = [
  [/less than (?:the )?min|below (?:the )?min|too (?:small|low)/i, 'amount_too_low'],
  [/more than (?:the )?max|above (?:the )?max|too (?:big|large|high)|exceed/i, 'amount_too_high'],
  [/countr|region|jurisdiction|not available in your/i, 'place_unavailable'],
  [/kyc|verif/i, 'verification_required'],
  [/currenc|network|pair|not supported|unsupported/i, 'pair_unavailable'],
];

/** A limit the answer's data names ({ min: "30" }), else the one its message names. */
function limit(data: unknown, word: 'min' | 'max', message: string): string | undefined {
  const named = data && typeof data === 'object' ? (data as Record<string, unknown>)[word] : null;
  const value =
    typeof named === 'string' || typeof named === 'number' ? numberIn(String(named)) : undefined;
  return value ?? limitIn(message, word);
}

function classify(_status: number, body: unknown, redact: (text: string) => string) {
  const message = redact(bodyText(body, 'message'));
  const reading = READINGS.find(([pattern]) => pattern.test(message));
  if (!reading) return undefined;
  const [, kind] = reading;
  const data = (body as { data?: unknown }).data;
  const code = bodyText(body, 'code');
  return {
    kind,
    details: {
      min: kind === 'amount_too_low' ? limit(data, 'min', message) : undefined,
      max: kind === 'amount_too_high' ? limit(data, 'max', message) : undefined,
    },
    message: `${code}: ${message}`,
  } satisfies Classified;
}

export interface RateQuery {
  from: string;
  to: string;
  amount: string;
  network: string;
  payment_method: string;
}

const LIMITS_TTL_MS = 30 * 60_000;

export class MercuryoClient extends VendorClient {
  readonly widgetId: string;
  readonly secret: string;

  readonly currencies = cached(() => this.request('/lib/currencies', { schema: currenciesSchema }));
  /** Countries where Mercuryo takes cards, ISO alpha-2 (the documented default is alpha-3). */
  readonly countries = cached(() =>
    this.request('/public/card-countries', { query: { type: 'alpha2' }, schema: codesSchema }),
  );
  readonly listed = {
    buy: cached(() => this.request('/public/currencies-buy', { schema: codesSchema })),
    sell: cached(() => this.request('/public/currencies-sell', { schema: codesSchema })),
  } satisfies Record<RampSide, unknown>;

  constructor(config: AdapterConfig<MercuryoKey>) {
    super(config, { provider: 'mercuryo', baseUrl: 'https://api.mercuryo.io/v1.6', classify });
    this.widgetId = config.env.MERCURYO_WIDGET_ID;
    this.secret = config.env.MERCURYO_SECRET_KEY;
  }

  private readonly limitLists = new Map<string, Cached<z.output<typeof limitsSchema>>>();

  /**
   * Limits of a pair, per currency; the pair is named fiat first on both sides, as documented.
   * Kept half an hour per side and pair: Mercuryo recommends one request per 10 seconds, and
   * each quote otherwise made two.
   */
  limits(side: RampSide, fiat: string, crypto: string) {
    const key = `${side}:${fiat}:${crypto}`;
    let list = this.limitLists.get(key);
    if (!list) {
      list = cached(
        () =>
          this.request('/public/currency-limits', {
            query: { from: fiat, to: crypto, type: side, widget_id: this.widgetId },
            schema: limitsSchema,
          }),
        LIMITS_TTL_MS,
      );
      this.limitLists.set(key, list);
    }
    return list.get();
  }

  buyRate(query: RateQuery, signal?: AbortSignal) {
    return this.request('/widget/buy/rate', {
      query: { ...query, type: 'buy', widget_id: this.widgetId },
      schema: buyRateSchema,
      signal,
    });
  }

  sellRate(query: RateQuery, signal?: AbortSignal) {
    return this.request('/widget/sell/rate', {
      query: { ...query, type: 'sell', widget_id: this.widgetId },
      schema: sellRateSchema,
      signal,
    });
  }
}
