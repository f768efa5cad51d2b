import type { SwapView } from '@/lib/swaps/contract';

// POST /api/v1/swaps. One Idempotency-Key per submission: pressing the button again with the
// same details (a retry after a lost answer) reuses it, so the provider is called once.

export interface CreateSwapBody {
  provider: string;
  from: string;
  to: string;
  amount: string;
  direction: 'direct';
  rateType: 'fixed' | 'floating';
  rateId?: string | undefined;
  payoutAddress: string;
  payoutExtraId?: string | undefined;
  refundAddress?: string | undefined;
  refundExtraId?: string | undefined;
  email?: string | undefined;
  acceptTerms: true;
  locale: string;
}

export interface ApiErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string> | undefined;
}

export type CreateSwapResult = { ok: true; swap: SwapView } | { ok: false; error: ApiErrorBody };

export function createIdempotency() {
  let last: { body: string; key: string } | null = null;
  return (body: string): string => {
    if (last?.body !== body) last = { body, key: crypto.randomUUID() };
    return last.key;
  };
}

export async function postSwap(
  body: CreateSwapBody,
  keyFor: (body: string) => string,
): Promise<CreateSwapResult> {
  const json = JSON.stringify(body);
  let response: Response;
  try {
    response = await fetch('/api/v1/swaps', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': keyFor(json) },
      body: json,
    });
  } catch {
    return { ok: false, error: { code: 'network', message: '' } };
  }
  const payload = (await response.json().catch(() => null)) as
    SwapView | { error?: ApiErrorBody } | null;
  if (response.ok && payload && 'id' in payload) return { ok: true, swap: payload };
  const error = payload && 'error' in payload ? payload.error : undefined;
  return { ok: false, error: error ?? { code: 'internal_error', message: '' } };
}
