import 'server-only';
import { toCurrencyRef } from '@/lib/catalogue';
import { ProviderError } from '@/lib/providers/kit/errors';
import type { ProviderQuote } from '@/lib/providers/exchange/contract';
import type { UpstreamAsk } from './upstream';

/** The quote, or the provider's refusal as a thrown ProviderError, within `timeoutMs`. */
export async function quoteWithin(ask: UpstreamAsk): Promise<ProviderQuote> {
  const { provider, rateType, plan } = ask;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Even an adapter that ignores its signal is given up on (and counted as a timeout) in time.
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ProviderError(provider.info.id, 'timeout', `no answer in ${ask.timeoutMs} ms`));
    }, ask.timeoutMs);
  });
  const work = async () => {
    const from = toCurrencyRef(plan.from);
    const to = toCurrencyRef(plan.to);
    if (!(await provider.supports(from, to, rateType))) {
      throw new ProviderError(provider.info.id, 'pair_unavailable', 'pair not listed');
    }
    const { direction } = plan.query;
    const { amount } = ask;
    return provider.quote({ from, to, amount, direction, rateType, signal: controller.signal });
  };
  try {
    return await Promise.race([work(), expired]);
  } finally {
    clearTimeout(timer);
  }
}
