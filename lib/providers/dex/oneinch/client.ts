import 'server-only';
import { bodyText, type Classified } from '../../kit/classify';
import { cached, type Cached } from '../../kit/cache';
import { VendorClient, type AdapterConfig } from '../../kit/client';
import type { ProviderErrorKind } from '../../kit/errors';
import { quoteSchema, spenderSchema, swapSchema } from './schema';

// 1inch Swap API v6.0: https://api.1inch.dev/swap/v6.0/{chainId}/..., the key as a Bearer
// token. Errors are 4xx with { error: "Bad Request", description: "<text>", statusCode,
// requestId, meta: [{ type, value }] }; the description is what tells them apart.

export interface OneinchPair {
  src: string;
  dst: string;
  amount: string;
}

export interface OneinchSwapParams extends OneinchPair {
  /** Who sends the transaction; `origin` is the EOA that signs it (the same for a wallet). */
  from: string;
  origin: string;
  /** In percent (0.5 = 0.5 %), not basis points. */
  slippage: number;
}

const TEXTS: readonly (readonly [RegExp, ProviderErrorKind])[] = [
  [/insufficient liquidity|no (?:route|path)|cannot find/i, 'no_route'],
  [/amount.*(?:too (?:small|low)|must be greater)/i, 'amount_too_low'],
  [
    /(?:src|dst|token).*(?:not supported|not found|invalid|not (?:a )?valid)|equals to/i,
    'pair_unavailable',
  ],
  [/(?:from|origin|receiver).*(?:invalid|not (?:a )?valid)/i, 'invalid_address'],
];

function classify(_status: number, body: unknown, redact: (text: string) => string) {
  const text = redact(bodyText(body, 'description') || bodyText(body, 'error', 'message'));
  const kind = TEXTS.find(([pattern]) => pattern.test(text))?.[1];
  if (!kind) return undefined;
  return { kind, message: text } satisfies Classified;
}

export class OneinchClient extends VendorClient {
  private readonly spenders = new Map<number, Cached<string>>();

  constructor(config: AdapterConfig<'ONEINCH_API_KEY'>) {
    super(config, {
      provider: 'oneinch',
      baseUrl: 'https://api.1inch.dev/swap/v6.0',
      headers: { Authorization: `Bearer ${config.env.ONEINCH_API_KEY}` },
      classify,
    });
  }

  /** Indicative: the output and the route, no calldata. */
  quote(chainId: number, pair: OneinchPair, signal?: AbortSignal) {
    return this.request(`/${chainId}/quote`, {
      query: { ...pair, includeGas: true, includeProtocols: true },
      schema: quoteSchema,
      signal,
    });
  }

  /**
   * The router's calldata for `from`. disableEstimate: the transaction is built before the
   * visitor approves, so 1inch must not refuse it for a missing allowance (we simulate it).
   */
  swap(chainId: number, params: OneinchSwapParams, signal?: AbortSignal) {
    return this.request(`/${chainId}/swap`, {
      query: { ...params, includeGas: true, includeProtocols: true, disableEstimate: true },
      schema: swapSchema,
      signal,
    });
  }

  /** The router to approve on `chainId` (/approve/spender), kept an hour. */
  spender(chainId: number): Promise<string> {
    let entry = this.spenders.get(chainId);
    if (!entry) {
      entry = cached(async () => {
        const answer = await this.request(`/${chainId}/approve/spender`, {
          schema: spenderSchema,
        });
        return answer.address;
      });
      this.spenders.set(chainId, entry);
    }
    return entry.get();
  }
}
