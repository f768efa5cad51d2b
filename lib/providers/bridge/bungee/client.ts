import 'server-only';
import { bodyText, type Classified } from '../../kit/classify';
import { VendorClient, type AdapterConfig } from '../../kit/client';
import { quoteSchema, statusSchema } from './schema';

// Socket Swap V3 (Bungee's routing, docs.socket.tech) on the keyed production host
// https://dedicated-backend.socket.tech: GET /v3/swap/quote?userOps=tx and /v3/swap/status by
// quote id, with the `x-api-key` and `affiliate` headers (both required, the migration guide
// says). Errors are the envelope { success: false, statusCode, message }; the docs show no
// message texts, so a refusal reads by its HTTP status (the kit), its message kept for the log.

export interface SocketQuoteParams {
  originChainId: number;
  destinationChainId: number;
  inputToken: string;
  outputToken: string;
  inputAmount: string;
  userAddress: string;
  receiverAddress: string;
  /** Percent (0.5 = 0.5 %). */
  slippage: number;
}

function classify(status: number, body: unknown, redact: (text: string) => string) {
  // 404: the kit's not_found (a quote id Socket does not know).
  if (status === 404) return undefined;
  const message = redact(bodyText(body, 'message'));
  return message ? ({ kind: 'rejected', message } satisfies Classified) : undefined;
}

export class SocketClient extends VendorClient {
  constructor(config: AdapterConfig<'BUNGEE_API_KEY' | 'BUNGEE_AFFILIATE_ID'>) {
    super(config, {
      provider: 'bungee',
      baseUrl: 'https://dedicated-backend.socket.tech',
      headers: {
        'x-api-key': config.env.BUNGEE_API_KEY,
        affiliate: config.env.BUNGEE_AFFILIATE_ID,
      },
      classify,
    });
  }

  /** Transaction routes (userOps=tx) for the pair, each with its quote id. */
  quote(params: SocketQuoteParams, signal?: AbortSignal) {
    return this.request('/v3/swap/quote', {
      query: { userOps: 'tx', ...params },
      schema: quoteSchema,
      signal,
    });
  }

  status(quoteId: string, signal?: AbortSignal) {
    return this.request('/v3/swap/status', { query: { quoteId }, schema: statusSchema, signal });
  }
}
