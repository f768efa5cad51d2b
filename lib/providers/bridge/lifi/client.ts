import 'server-only';
import { bodyText, type Classified } from '../../kit/classify';
import { VendorClient, type AdapterConfig } from '../../kit/client';
import { quoteSchema, routesSchema, statusSchema } from './schema';

// LI.FI API v1 at https://li.quest/v1: no key needed (the optional one goes in x-lifi-api-key
// for the higher limit), the integrator string on every quote. A request it finds no quote for
// is a 404 with { message, errors: ToolError[] } (docs.li.fi, Possible tool errors); each tool
// error's code says why (AMOUNT_TOO_LOW, INSUFFICIENT_LIQUIDITY, NO_POSSIBLE_ROUTE ...). LI.FI
// documents no body for its 400, 401, 429 and 5xx answers; the kit reads them by status.

export interface LifiQuoteParams {
  fromChain: number;
  toChain: number;
  fromToken: string;
  toToken: string;
  fromAmount: string;
  fromAddress: string;
  toAddress: string;
  /** A fraction (0.005 = 0.5 %). */
  slippage: number;
}

export interface LifiRoutesBody {
  fromChainId: number;
  toChainId: number;
  fromTokenAddress: string;
  toTokenAddress: string;
  fromAmount: string;
  toAddress?: string | undefined;
  slippage: number;
}

export interface LifiStatusParams {
  txHash: string;
  fromChain: number;
  toChain: number;
}

interface ToolError {
  code?: unknown;
}

function classify(status: number, body: unknown, redact: (text: string) => string) {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (status !== 404 || !Array.isArray(errors)) return undefined;
  const codes = (errors as ToolError[]).map((error) => String(error.code ?? ''));
  const message = redact([bodyText(body, 'message'), codes.join(', ')].join(' ').trim());
  // Every tool refusing for the amount is the amount; any other reason is no route at all.
  const every = (code: string) => codes.length > 0 && codes.every((each) => each === code);
  if (every('AMOUNT_TOO_LOW')) return { kind: 'amount_too_low', message } satisfies Classified;
  if (every('AMOUNT_TOO_HIGH')) return { kind: 'amount_too_high', message } satisfies Classified;
  return { kind: 'no_route', message } satisfies Classified;
}

export class LifiClient extends VendorClient {
  private readonly integrator: string;

  constructor(config: AdapterConfig<'LIFI_INTEGRATOR', 'LIFI_API_KEY'>) {
    const key = config.env.LIFI_API_KEY;
    super(config, {
      provider: 'lifi',
      baseUrl: 'https://li.quest/v1',
      headers: key ? { 'x-lifi-api-key': key } : {},
      classify,
    });
    this.integrator = config.env.LIFI_INTEGRATOR;
  }

  /** The best route as one step, with the transaction for `fromAddress`. */
  quote(params: LifiQuoteParams, signal?: AbortSignal) {
    return this.request('/quote', {
      query: { ...params, integrator: this.integrator },
      schema: quoteSchema,
      signal,
    });
  }

  /** Routes without a wallet (indicative: no transaction), the cheapest first. */
  routes(body: LifiRoutesBody, signal?: AbortSignal) {
    const { slippage, ...request } = body;
    return this.request('/advanced/routes', {
      method: 'POST',
      json: { ...request, options: { slippage, integrator: this.integrator, order: 'CHEAPEST' } },
      schema: routesSchema,
      signal,
    });
  }

  status(params: LifiStatusParams, signal?: AbortSignal) {
    return this.request('/status', { query: { ...params }, schema: statusSchema, signal });
  }
}
