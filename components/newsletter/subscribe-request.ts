import type { Locale } from '@/lib/i18n/locales';
import type { SubscribeRequest } from '@/lib/newsletter/contract';

export const SUBSCRIBE_URL = '/apiglobal/contact/subscribe';

/** Spec section 7: every call answers within 15 s or fails; there are no retries. */
export const SUBSCRIBE_TIMEOUT_MS = 15_000;

export class SubscribeError extends Error {
  constructor(readonly status: number | null) {
    super(status === null ? 'Subscription request failed' : `Subscription answered ${status}`);
    this.name = 'SubscribeError';
  }
}

/** POST /apiglobal/contact/subscribe; any answer but 2xx, a network error or a timeout throws. */
export async function postSubscription(request: SubscribeRequest, locale: Locale): Promise<void> {
  let response: Response;
  try {
    response = await fetch(SUBSCRIBE_URL, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Accept-Language': locale,
      },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(SUBSCRIBE_TIMEOUT_MS),
    });
  } catch {
    throw new SubscribeError(null);
  }
  if (!response.ok) throw new SubscribeError(response.status);
}
