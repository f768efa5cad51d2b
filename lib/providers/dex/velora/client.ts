import 'server-only';
import { bodyText, type Classified } from '../../kit/classify';
import { VendorClient, type AdapterConfig } from '../../kit/client';
import type { ProviderErrorKind } from '../../kit/errors';
import { pricesSchema, transactionSchema } from './schema';

// Velora (ParaSwap) Market API v6.2 at https://api.paraswap.io, public: no key, the partner
// name in `partner`. Errors are 4xx with { error: "<text>" }; the text tells them apart.

export interface VeloraPriceParams {
  srcToken: string;
  srcDecimals: number;
  destToken: string;
  destDecimals: number;
  amount: string;
  network: number;
  userAddress?: string | undefined;
}

export interface VeloraTransactionBody {
  srcToken: string;
  srcDecimals: number;
  destToken: string;
  destDecimals: number;
  srcAmount: string;
  /** Basis points (50 = 0.5 %); with it, destAmount is left out. */
  slippage: number;
  /** /prices' priceRoute, as received. */
  priceRoute: unknown;
  userAddress: string;
}

const TEXTS: readonly (readonly [RegExp, ProviderErrorKind])[] = [
  [/no routes? found|enough liquidity|ESTIMATED_LOSS_GREATER_THAN_MAX_IMPACT/i, 'no_route'],
  [/rate has changed|re-?query the latest price/i, 'rate_expired'],
  [
    /token not found|invalid tokens?|(?:src|dest)Token.*(?:invalid|same)|cannot be the same/i,
    'pair_unavailable',
  ],
  [/invalid (?:userAddress|receiver)|address.*invalid/i, 'invalid_address'],
];

function classify(_status: number, body: unknown, redact: (text: string) => string) {
  const text = redact(bodyText(body, 'error', 'message'));
  const kind = TEXTS.find(([pattern]) => pattern.test(text))?.[1];
  if (!kind) return undefined;
  return { kind, message: text } satisfies Classified;
}

export class VeloraClient extends VendorClient {
  private readonly partner: string;

  constructor(config: AdapterConfig<'VELORA_PARTNER'>) {
    super(config, { provider: 'velora', baseUrl: 'https://api.paraswap.io', classify });
    this.partner = config.env.VELORA_PARTNER;
  }

  /** The best route for selling `amount` (indicative; no calldata). */
  prices(params: VeloraPriceParams, signal?: AbortSignal) {
    return this.request('/prices', {
      query: { ...params, side: 'SELL', version: '6.2', partner: this.partner },
      schema: pricesSchema,
      signal,
    });
  }

  /**
   * Augustus' calldata for a priced route. ignoreChecks: it is built before the visitor
   * approves, so Velora must not refuse it for the allowance (we simulate it before signing).
   */
  transaction(network: number, body: VeloraTransactionBody, signal?: AbortSignal) {
    return this.request(`/transactions/${network}`, {
      method: 'POST',
      query: { ignoreChecks: true },
      json: { ...body, partner: this.partner },
      schema: transactionSchema,
      signal,
    });
  }
}
