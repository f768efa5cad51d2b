import 'server-only';
import { fromBaseUnits } from '@/lib/decimal';
import { bodyText, type Classified } from '../../kit/classify';
import { cached, type Cached } from '../../kit/cache';
import { VendorClient, type AdapterConfig } from '../../kit/client';
import type { ProviderErrorKind } from '../../kit/errors';
import {
  answerSchema,
  gasPriceSchema,
  quoteDataSchema,
  swapDataSchema,
  type OpenoceanFailure,
} from './schema';

// OpenOcean Swap API v3 on open-api.openocean.finance, the Pro API key in the `apikey` header.
// Failures come as 4xx/5xx or inside a 2xx answer as { code, message }; both are read by one
// classifier. The gas price OpenOcean requires is read from its own endpoint, kept briefly per
// chain (one extra call per chain every few seconds, not per quote).

export type OpenoceanKey = 'OPENOCEAN_API_KEY';

/** How long a chain's gas price is reused, and how soon a failed read is tried again. */
const GAS_PRICE_TTL_MS = 15_000;
const GAS_PRICE_RETRY_MS = 5_000;

function kindOf(code: number, text: string): ProviderErrorKind | undefined {
  if (code === 401 || code === 403) return 'unauthorized';
  if (code === 429) return 'rate_limited';
  if (code >= 500) return 'unavailable';
  if (/liquidity|no (route|path|quote)|route not found/i.test(text)) return 'no_route';
  if (/amount/i.test(text) && /small|low|min|too little|insufficient/i.test(text)) {
    return 'amount_too_low';
  }
  if (
    /token/i.test(text) &&
    /invalid|not (found|supported|exist)|unsupported|unknown/i.test(text)
  ) {
    return 'pair_unavailable';
  }
  if (/address|account/i.test(text) && /invalid/i.test(text)) return 'invalid_address';
  return undefined;
}

function classify(status: number, body: unknown, redact: (text: string) => string) {
  const message = redact(bodyText(body, 'message', 'error', 'errorMsg')).trim();
  const kind = kindOf(status, message);
  return kind ? ({ kind, message: message || `HTTP ${status}` } satisfies Classified) : undefined;
}

export interface OpenoceanQuoteQuery {
  inTokenAddress: string;
  outTokenAddress: string;
  /** Whole tokens ("1.5"): OpenOcean v3 reads `amount` without decimals. */
  amount: string;
  /** Gwei, decimals allowed ("0.01"). */
  gasPrice: string;
  /** Percent ("0.5" = 0.5 %). */
  slippage: string;
}

export class OpenoceanClient extends VendorClient {
  private readonly gasPrices = new Map<string, Cached<string>>();

  constructor(config: AdapterConfig<OpenoceanKey>) {
    super(config, {
      provider: 'openocean',
      baseUrl: 'https://open-api.openocean.finance/v3',
      headers: { apikey: config.env.OPENOCEAN_API_KEY },
      classify,
    });
  }

  /** The chain's standard gas price in gwei, as OpenOcean's quote takes it. */
  gasPriceGwei(chain: string): Promise<string> {
    let entry = this.gasPrices.get(chain);
    if (!entry) {
      entry = cached(
        async () => {
          const answer = await this.request(`/${chain}/gasPrice`, { schema: gasPriceSchema });
          return answer.without_decimals?.standard ?? this.weiToGwei(answer.data.standard);
        },
        GAS_PRICE_TTL_MS,
        GAS_PRICE_RETRY_MS,
      );
      this.gasPrices.set(chain, entry);
    }
    return entry.get();
  }

  async quote(chain: string, query: OpenoceanQuoteQuery, signal?: AbortSignal) {
    const answer = await this.request(`/${chain}/quote`, {
      query: { ...query },
      schema: answerSchema(quoteDataSchema),
      signal,
    });
    return this.unwrap(answer);
  }

  async swapQuote(
    chain: string,
    query: OpenoceanQuoteQuery & { account: string },
    signal?: AbortSignal,
  ) {
    const answer = await this.request(`/${chain}/swap_quote`, {
      query: { ...query },
      schema: answerSchema(swapDataSchema),
      signal,
    });
    return this.unwrap(answer);
  }

  /** The data of a successful answer; a failure, or no route (data null), as a typed error. */
  private unwrap<Data>(answer: { code: 200; data: Data | null } | OpenoceanFailure): Data {
    if (answer.code !== 200) {
      const failure = answer as OpenoceanFailure;
      const text = bodyText(failure, 'message', 'error', 'errorMsg') || `code ${failure.code}`;
      throw this.fail(kindOf(failure.code, text) ?? 'rejected', text, { status: failure.code });
    }
    const { data } = answer as { data: Data | null };
    if (data === null) throw this.fail('no_route', 'OpenOcean found no route (data null)');
    return data;
  }

  private weiToGwei(wei: string): string {
    if (!/^\d+$/.test(wei)) throw this.fail('bad_response', `gas price ${wei} is not in wei`);
    return fromBaseUnits(wei, 9);
  }
}
