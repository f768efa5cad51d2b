import 'server-only';
import { flattenText, limitIn, type Classified } from '../../kit/classify';
import { cached } from '../../kit/cache';
import { VendorClient, type AdapterConfig } from '../../kit/client';
import { ProviderError } from '../../kit/errors';
import {
  countriesSchema,
  cryptosSchema,
  fiatsSchema,
  quoteSchema,
  tokenSchema,
  widgetSchema,
} from './schema';

// Transak: public lookups and price quotes on api.transak.com (the key as `partnerApiKey` /
// `apiKey`), and the widget URL made server-side on api-gateway.transak.com with a partner access
// token. The token comes from the refresh-token endpoint (API key + secret), lives 7 days, and is
// invalidated by the next refresh: we keep one per process until shortly before it expires, and
// refresh once when the gateway refuses it (another instance refreshed meanwhile).
// Errors are 4xx with { error: { statusCode, message } } (docs/fiat/transak.md).

export type TransakKey = 'TRANSAK_API_KEY' | 'TRANSAK_API_SECRET';

/** Refresh this long before the token's own expiry, so no call carries a token about to lapse. */
const TOKEN_MARGIN_MS = 10 * 60 * 1000;

function classify(status: number, body: unknown, redact: (text: string) => string) {
  if (status !== 400 && status !== 422) return undefined;
  const message = redact(flattenText(body)).trim();
  let kind: Classified['kind'] | undefined;
  if (/\b(country|region|state)\b/i.test(message) && /not|unsupported|restricted/i.test(message)) {
    kind = 'place_unavailable';
  } else if (/\bmin(imum)?\b|less than|too low/i.test(message)) kind = 'amount_too_low';
  else if (/\bmax(imum)?\b|greater than|exceeds|too high/i.test(message)) kind = 'amount_too_high';
  else if (
    /not (supported|available|allowed)|unsupported|invalid (crypto|fiat|network|payment)/i.test(
      message,
    )
  ) {
    kind = 'pair_unavailable';
  }
  if (!kind) return undefined;
  const details = {
    min: kind === 'amount_too_low' ? limitIn(message, 'min') : undefined,
    max: kind === 'amount_too_high' ? limitIn(message, 'max') : undefined,
  };
  return { kind, details, message } satisfies Classified;
}

export interface QuoteQuery {
  fiatCurrency: string;
  cryptoCurrency: string;
  isBuyOrSell: 'BUY' | 'SELL';
  network: string;
  paymentMethod: string;
  fiatAmount?: string | undefined;
  cryptoAmount?: string | undefined;
  quoteCountryCode: string;
}

/**
 * Widget parameters (https://docs.transak.com/customization/query-parameters), sent as JSON:
 * strings, and walletAddressesData as the object the docs show.
 */
export type WidgetParams = Record<string, string | WalletAddressesData | undefined>;

export interface WalletAddressesData {
  networks: Record<string, { address: string; addressAdditionalData?: string | undefined }>;
}

/**
 * The gateway: a vendor client that also keeps the current access token out of messages and
 * logs, since the gateway may echo the header it refused.
 */
class GatewayClient extends VendorClient {
  constructor(
    config: AdapterConfig<TransakKey>,
    private readonly currentToken: () => string | undefined,
  ) {
    super(config, { provider: 'transak', baseUrl: 'https://api-gateway.transak.com', classify });
  }

  override redact(text: string): string {
    const token = this.currentToken();
    const out = super.redact(text);
    return token ? out.split(token).join('[redacted]') : out;
  }
}

export class TransakClient extends VendorClient {
  private readonly apiKey: string;
  private readonly apiSecret: string;
  private readonly gateway: GatewayClient;
  private token: { value: string; refreshAt: number } | undefined;
  private refreshing: Promise<string> | undefined;

  /** Countries with `isAllowed`, kept an hour. */
  readonly countries = cached(async () => {
    const answer = await this.request('/api/v2/countries', { schema: countriesSchema });
    return answer.response;
  });

  readonly cryptos = cached(async () => {
    // The documented path (docs.transak.com api/public/get-crypto-currencies); /api/v2/currencies
    // is the legacy one, and a list that fails takes Transak off every page.
    const answer = await this.request('/cryptocoverage/api/v1/public/crypto-currencies', {
      schema: cryptosSchema,
    });
    return answer.response;
  });

  readonly fiats = cached(async () => {
    // The documented path (api/public/get-fiat-currencies); `apiKey` is optional there.
    const answer = await this.request('/fiat/public/v1/currencies/fiat-currencies', {
      query: { apiKey: this.apiKey },
      schema: fiatsSchema,
    });
    return answer.response;
  });

  constructor(config: AdapterConfig<TransakKey>) {
    super(config, { provider: 'transak', baseUrl: 'https://api.transak.com', classify });
    this.apiKey = config.env.TRANSAK_API_KEY;
    this.apiSecret = config.env.TRANSAK_API_SECRET;
    this.gateway = new GatewayClient(config, () => this.token?.value);
  }

  async quote(query: QuoteQuery, signal?: AbortSignal) {
    const answer = await this.request('/api/v1/pricing/public/quotes', {
      query: { partnerApiKey: this.apiKey, ...query },
      schema: quoteSchema,
      signal,
    });
    return answer.response;
  }

  /** A partner access token: the one held while it is fresh, else a new one (one call at a time). */
  private async accessToken(): Promise<string> {
    if (this.token && Date.now() < this.token.refreshAt) return this.token.value;
    this.refreshing ??= this.request('/partners/api/v2/refresh-token', {
      method: 'POST',
      headers: { 'api-secret': this.apiSecret },
      json: { apiKey: this.apiKey },
      schema: tokenSchema,
    })
      .then(({ data }) => {
        this.token = {
          value: data.accessToken,
          refreshAt: data.expiresAt * 1000 - TOKEN_MARGIN_MS,
        };
        return data.accessToken;
      })
      .finally(() => {
        this.refreshing = undefined;
      });
    return this.refreshing;
  }

  /** A single-use widget URL for these parameters (valid five minutes, per Transak). */
  async widgetUrl(params: WidgetParams, signal?: AbortSignal): Promise<string> {
    const create = async () =>
      this.gateway.request('/api/v2/auth/session', {
        method: 'POST',
        headers: { 'access-token': await this.accessToken() },
        json: { widgetParams: { apiKey: this.apiKey, ...params } },
        schema: widgetSchema,
        signal,
      });
    // Only a token held from before can have been invalidated by another instance's refresh.
    const held = this.token !== undefined && Date.now() < this.token.refreshAt;
    try {
      return (await create()).data.widgetUrl;
    } catch (error) {
      if (!held || !(error instanceof ProviderError) || error.kind !== 'unauthorized') throw error;
      this.token = undefined;
      return (await create()).data.widgetUrl;
    }
  }
}
