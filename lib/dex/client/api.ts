import { ApiClientError } from '@/lib/api/client-error';
import type {
  DexQuotesQuery,
  DexQuotesResponse,
  DexSwapRecord,
  DexToken,
  DexTokenList,
} from '../contract';

// The /dex island's calls to our API. The island already carries wagmi and viem, so it checks
// answers by hand instead of loading zod: just enough to refuse an answer of another shape (an
// HTML error page, a proxy's body); the server's own schemas define the rest. Failures are the
// ApiClientError every island reads (lib/api/client-error.ts), the API's message translated.

const TIMEOUT_MS = 15_000;

type Check<T> = (body: unknown) => body is T;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isToken = (value: unknown): value is DexToken =>
  isObject(value) &&
  typeof value.address === 'string' &&
  typeof value.symbol === 'string' &&
  typeof value.decimals === 'number' &&
  typeof value.native === 'boolean' &&
  typeof value.verified === 'boolean';

const isTokenList = (value: unknown): value is DexTokenList =>
  isObject(value) &&
  typeof value.chainId === 'number' &&
  Array.isArray(value.tokens) &&
  value.tokens.every(isToken) &&
  typeof value.sandbox === 'boolean';

const isQuotes = (value: unknown): value is DexQuotesResponse =>
  isObject(value) &&
  isToken(value.from) &&
  isToken(value.to) &&
  Array.isArray(value.quotes) &&
  value.quotes.every((quote) => isObject(quote) && typeof quote.amountOut === 'string') &&
  Array.isArray(value.failures) &&
  typeof value.quotedAt === 'string';

function errorOf(status: number, body: unknown): ApiClientError {
  const error = isObject(body) && isObject(body.error) ? body.error : null;
  if (error && typeof error.code === 'string' && typeof error.message === 'string') {
    const fields = isObject(error.fields) ? (error.fields as Record<string, string>) : undefined;
    return new ApiClientError('api', status, { code: error.code, message: error.message, fields });
  }
  return new ApiClientError('bad_response', status);
}

/** AbortSignal.any where the browser has it (Safari 16.4, a Next default target, does not). */
function either(first: AbortSignal, second: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([first, second]);
  const controller = new AbortController();
  for (const signal of [first, second]) {
    if (signal.aborted) controller.abort(signal.reason);
    else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

async function call<T>(
  path: string,
  check: Check<T> | null,
  options: { locale: string; signal?: AbortSignal | undefined; body?: unknown },
): Promise<T> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = options.signal ? either(options.signal, timeout) : timeout;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.body === undefined ? 'GET' : 'POST',
      headers: {
        Accept: 'application/json',
        'Accept-Language': options.locale,
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const kind = timeout.aborted ? 'timeout' : 'network';
    throw new ApiClientError(kind, null, undefined, { cause: error });
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw errorOf(response.status, body);
  if (check && !check(body)) throw new ApiClientError('bad_response', response.status);
  return body as T;
}

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  ).toString();

/** The chain's curated tokens, and whether this server's quotes there are simulated. */
export function fetchTokens(chainId: number, locale: string, signal?: AbortSignal) {
  return call(`/api/v1/dex/tokens?${query({ chainId })}`, isTokenList, { locale, signal });
}

/** A token by address: curated, or read on chain (unverified); null when it is no token (404). */
export async function lookupToken(
  chainId: number,
  address: string,
  locale: string,
  signal?: AbortSignal,
): Promise<DexToken | null> {
  const path = `/api/v1/dex/tokens/${chainId}/${encodeURIComponent(address)}`;
  try {
    return await call(path, isToken, { locale, signal });
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 404) return null;
    throw error;
  }
}

export function fetchQuotes(request: DexQuotesQuery, locale: string, signal?: AbortSignal) {
  return call(`/api/v1/dex/quotes?${query({ ...request })}`, isQuotes, { locale, signal });
}

/** POST /api/v1/dex/swaps: 201 on success; throws ApiClientError otherwise. */
export async function postSwapRecord(record: DexSwapRecord, locale: string): Promise<void> {
  await call<unknown>('/api/v1/dex/swaps', null, { locale, body: record });
}
