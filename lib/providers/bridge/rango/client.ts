import 'server-only';
import { VendorClient, type AdapterConfig } from '../../kit/client';
import { quoteSchema, statusSchema, swapSchema } from './schema';

// Rango Basic API (single step) at https://api.rango.exchange: GET /basic/quote, /basic/swap and
// /basic/status, the key in the `apiKey` query parameter on every call (Rango's docs, "API Key &
// Rate Limits"). Rango documents no error body for its 4xx/5xx answers (only the codes 400, 403,
// 429 and 500), so the kit's reading of the status stands; routing failures arrive in 200
// answers and are read by the adapter (resultType).

export interface RangoRouteParams {
  /** BLOCKCHAIN for the chain's own coin, BLOCKCHAIN--0xaddress for a token. */
  from: string;
  to: string;
  amount: string;
  /** Percent (1.5 = 1.5 %), as Rango takes it. */
  slippage: number;
}

export interface RangoSwapParams extends RangoRouteParams {
  fromAddress: string;
  toAddress: string;
}

export class RangoClient extends VendorClient {
  private readonly apiKey: string;

  constructor(config: AdapterConfig<'RANGO_API_KEY'>) {
    super(config, { provider: 'rango', baseUrl: 'https://api.rango.exchange' });
    this.apiKey = config.env.RANGO_API_KEY;
  }

  /** The best single-step route, without a transaction (an indicative route). */
  quote(params: RangoRouteParams, signal?: AbortSignal) {
    return this.request('/basic/quote', {
      query: { ...params, apiKey: this.apiKey },
      schema: quoteSchema,
      signal,
    });
  }

  /**
   * The route again with its transaction for `fromAddress`. disableEstimate: the route is built
   * before the visitor approves, and our own simulation checks balance and allowance before the
   * wallet signs; infiniteApprove false keeps Rango's own approval data exact.
   */
  swap(params: RangoSwapParams, signal?: AbortSignal) {
    return this.request('/basic/swap', {
      query: { ...params, disableEstimate: true, infiniteApprove: false, apiKey: this.apiKey },
      schema: swapSchema,
      signal,
    });
  }

  /** Where the transfer of `requestId` sent in `txId` is. */
  status(requestId: string, txId: string, signal?: AbortSignal) {
    return this.request('/basic/status', {
      query: { requestId, txId, apiKey: this.apiKey },
      schema: statusSchema,
      signal,
    });
  }
}
