import 'server-only';
import type { Classified } from '../../kit/classify';
import { VendorClient, type AdapterConfig } from '../../kit/client';
import type { ProviderErrorKind } from '../../kit/errors';
import { priceSchema, quoteSchema } from './schema';

// 0x Swap API v2 (https://0x.org/docs/api): one host for every chain (chainId in the query), the
// key in the 0x-api-key header with 0x-version: v2. Errors are 4xx/5xx with
// { name: "<CODE>", message, data: { zid, ... } }; the codes are the API reference's.

export interface ZeroxParams {
  chainId: number;
  sellToken: string;
  buyToken: string;
  sellAmount: string;
  slippageBps: number;
  /** Absent on /price (indicative); required on /quote. */
  taker?: string | undefined;
}

const CODES: Readonly<Record<string, ProviderErrorKind>> = {
  SELL_AMOUNT_TOO_SMALL: 'amount_too_low',
  TOKEN_NOT_SUPPORTED: 'pair_unavailable',
  TOKEN_PAIR_NOT_SUPPORTED: 'pair_unavailable',
  BUY_TOKEN_NOT_AUTHORIZED_FOR_TRADE: 'pair_unavailable',
  SELL_TOKEN_NOT_AUTHORIZED_FOR_TRADE: 'pair_unavailable',
  RECIPIENT_NOT_SUPPORTED: 'invalid_address',
};

interface ZeroxErrorBody {
  name?: unknown;
  message?: unknown;
  data?: { minSellAmount?: unknown; details?: { field?: unknown; reason?: unknown }[] };
}

function classify(_status: number, body: unknown, redact: (text: string) => string) {
  const error = (body ?? {}) as ZeroxErrorBody;
  const code = typeof error.name === 'string' ? error.name : '';
  const details = Array.isArray(error.data?.details) ? error.data.details : [];
  const reasons = details
    .map((item) => `${String(item.field ?? '')}: ${String(item.reason ?? '')}`)
    .join('; ');
  const message = redact(
    [typeof error.message === 'string' ? error.message : '', reasons].filter(Boolean).join(' '),
  );
  let kind = CODES[code];
  // An invalid taker is the visitor's wallet address.
  if (!kind && code === 'INPUT_INVALID' && details.some((item) => item.field === 'taker')) {
    kind = 'invalid_address';
  }
  if (!kind) return undefined;
  const min = error.data?.minSellAmount;
  return {
    kind,
    details: {
      min:
        kind === 'amount_too_low' && typeof min === 'string' && /^\d+$/.test(min) ? min : undefined,
    },
    message: `${code}: ${message}`,
  } satisfies Classified;
}

export class ZeroxClient extends VendorClient {
  constructor(config: AdapterConfig<'ZEROX_API_KEY'>) {
    super(config, {
      provider: 'zerox',
      baseUrl: 'https://api.0x.org',
      headers: { '0x-api-key': config.env.ZEROX_API_KEY, '0x-version': 'v2' },
      classify,
    });
  }

  /** Indicative: no calldata, taker optional. */
  price(params: ZeroxParams, signal?: AbortSignal) {
    return this.request('/swap/allowance-holder/price', {
      query: { ...params },
      schema: priceSchema,
      signal,
    });
  }

  /** Firm: the AllowanceHolder transaction for `taker`. */
  quote(params: ZeroxParams & { taker: string }, signal?: AbortSignal) {
    return this.request('/swap/allowance-holder/quote', {
      query: { ...params },
      schema: quoteSchema,
      signal,
    });
  }
}
