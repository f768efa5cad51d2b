import 'server-only';
import { VendorClient, type AdapterConfig } from '../../kit/client';
import { routeSchema, statusSchema } from './schema';

// Squid v2 at https://v2.api.squidrouter.com/v2, the integrator id in x-integrator-id on every
// call. Squid's documentation shows no error answer of the API (only the widget's messages), so
// its errors are read by status alone: a 4xx is 'rejected' with the body quoted, 401/403, 429
// and 5xx as for every vendor.

export interface SquidRouteBody {
  fromChain: string;
  toChain: string;
  fromToken: string;
  toToken: string;
  fromAmount: string;
  /** Absent for an indicative route (quoteOnly). */
  fromAddress?: string | undefined;
  toAddress?: string | undefined;
  /** Percent (1 = 1 %). */
  slippage: number;
  quoteOnly: boolean;
}

export interface SquidStatusParams {
  transactionId: string;
  fromChainId: string;
  toChainId: string;
  quoteId?: string | undefined;
}

export class SquidClient extends VendorClient {
  constructor(config: AdapterConfig<'SQUID_INTEGRATOR_ID'>) {
    super(config, {
      provider: 'squid',
      baseUrl: 'https://v2.api.squidrouter.com/v2',
      headers: { 'x-integrator-id': config.env.SQUID_INTEGRATOR_ID },
    });
  }

  route(body: SquidRouteBody, signal?: AbortSignal) {
    return this.request('/route', { method: 'POST', json: body, schema: routeSchema, signal });
  }

  status(params: SquidStatusParams, signal?: AbortSignal) {
    return this.request('/status', { query: { ...params }, schema: statusSchema, signal });
  }
}
