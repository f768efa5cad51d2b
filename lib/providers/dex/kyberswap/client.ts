import 'server-only';
import { bodyText, type Classified } from '../../kit/classify';
import { VendorClient, type AdapterConfig } from '../../kit/client';
import type { ProviderErrorKind } from '../../kit/errors';
import { answerSchema, buildDataSchema, routesDataSchema, type KyberFailure } from './schema';

// KyberSwap Aggregator API v1 on aggregator-api.kyberswap.com/{chain}: GET /api/v1/routes for the
// best route, POST /api/v1/route/build for the calldata. KyberSwap has no API key: the client id
// in the x-client-id header identifies us (without it KyberSwap applies a stricter rate limit).
// Errors are { code, message } with KyberSwap's own codes, in 4xx answers or in a 2xx one.

export type KyberswapKey = 'KYBERSWAP_CLIENT_ID';

/** KyberSwap's documented codes. */
const CODES: Readonly<Record<number, ProviderErrorKind>> = {
  4008: 'no_route',
  4009: 'amount_too_high',
  4010: 'no_route',
  4011: 'pair_unavailable',
};

function kindOf(code: number, message: string): ProviderErrorKind | undefined {
  const known = CODES[code];
  if (known) return known;
  if (code === 401 || code === 403) return 'unauthorized';
  if (code === 429) return 'rate_limited';
  if (code >= 500 && code < 600) return 'unavailable';
  if (/route not found|no eligible pools|insufficient liquidity/i.test(message)) return 'no_route';
  if (/token not found/i.test(message)) return 'pair_unavailable';
  return undefined;
}

function classify(status: number, body: unknown, redact: (text: string) => string) {
  const code = (body as { code?: unknown } | null | undefined)?.code;
  const message = redact(bodyText(body, 'message')).trim();
  const kind = kindOf(typeof code === 'number' ? code : status, message);
  if (!kind) return undefined;
  return { kind, message: `${String(code ?? status)}: ${message}` } satisfies Classified;
}

export interface KyberRoutesQuery {
  tokenIn: string;
  tokenOut: string;
  /** Base units. */
  amountIn: string;
}

export interface KyberBuildBody {
  /** Exactly as /routes answered it. */
  routeSummary: Record<string, unknown>;
  sender: string;
  recipient: string;
  /** Basis points. */
  slippageTolerance: number;
  /** Unix seconds after which the router refuses the calldata. */
  deadline: number;
}

export class KyberswapClient extends VendorClient {
  private readonly clientId: string;

  constructor(config: AdapterConfig<KyberswapKey>) {
    super(config, {
      provider: 'kyberswap',
      baseUrl: 'https://aggregator-api.kyberswap.com',
      headers: { 'x-client-id': config.env.KYBERSWAP_CLIENT_ID },
      classify,
    });
    this.clientId = config.env.KYBERSWAP_CLIENT_ID;
  }

  async routes(chain: string, query: KyberRoutesQuery, signal?: AbortSignal) {
    const answer = await this.request(`/${chain}/api/v1/routes`, {
      // gasInclude: the route is chosen on what arrives after gas, as we rank.
      query: { ...query, gasInclude: true },
      schema: answerSchema(routesDataSchema),
      signal,
    });
    return this.unwrap(answer);
  }

  async build(chain: string, body: KyberBuildBody, signal?: AbortSignal) {
    const answer = await this.request(`/${chain}/api/v1/route/build`, {
      method: 'POST',
      // `source` names the integrator for KyberSwap's attribution, as the client id does.
      json: { ...body, source: this.clientId },
      schema: answerSchema(buildDataSchema),
      signal,
    });
    return this.unwrap(answer);
  }

  private unwrap<Data>(answer: { code: 0; data: Data } | KyberFailure): Data {
    if (answer.code === 0) return (answer as { data: Data }).data;
    const failure = answer as KyberFailure;
    const message = this.redact(failure.message ?? '');
    throw this.fail(kindOf(failure.code, message) ?? 'rejected', `${failure.code}: ${message}`);
  }
}
