import type { SwapView } from '@/lib/swaps/contract';

// The two calls the status view makes to our own API. Errors keep the API's code and its
// translated message, so the view can show "unknown Swap ID" in the visitor's language.

export type SimulateAction = SwapView['simulate'][number];

export class SwapRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'SwapRequestError';
  }
}

/** Network failures and unreadable answers: no status, no API code. */
export class SwapNetworkError extends Error {
  constructor() {
    super('network');
    this.name = 'SwapNetworkError';
  }
}

function swapUrl(id: string): string {
  return `/api/v1/swaps/${encodeURIComponent(id)}`;
}

async function readSwap(request: Promise<Response>): Promise<SwapView> {
  let response: Response;
  try {
    response = await request;
  } catch {
    throw new SwapNetworkError();
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && body !== null) return body as SwapView;
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (typeof error?.code === 'string' && typeof error.message === 'string') {
    throw new SwapRequestError(response.status, error.code, error.message);
  }
  throw new SwapNetworkError();
}

export function fetchSwap(id: string, locale: string, signal?: AbortSignal): Promise<SwapView> {
  return readSwap(
    fetch(swapUrl(id), {
      headers: { Accept: 'application/json', 'Accept-Language': locale },
      cache: 'no-store',
      signal,
    }),
  );
}

export function simulateSwap(id: string, action: SimulateAction, locale: string) {
  return readSwap(
    fetch(`${swapUrl(id)}/simulate`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Accept-Language': locale,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ action }),
    }),
  );
}
