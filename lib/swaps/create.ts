import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Attribution } from '@/lib/api/auth';
import { ApiError } from '@/lib/api/errors';
import { toCurrencyRef } from '@/lib/catalogue';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { ProviderError } from '@/lib/providers/kit/errors';
import type { ProviderSwap } from '@/lib/providers/exchange/contract';
import { describeError, providerErrorToApi } from './errors';
import { markFailed, storeResult, writeIntent, type IntentContext } from './intent';
import { findSwapRow } from './rows';
import type { CreateSwapInput } from './contract';
import type { SwapView } from './contract';
import { validateSwapRequest, type ValidatedSwap } from './validate';
import { getSwapView } from './view';

/** Creating a swap may take a provider longer than a quote; the idempotency lock outlasts it. */
export const CREATE_TIMEOUT_MS = 20_000;

export interface CreateSwapContext {
  /** The public ID, chosen when the Idempotency-Key was claimed, so retries reuse it. */
  swapId: string;
  locale: string;
  clientIp?: string | undefined;
  /** Where the swap was asked for, from the route's caller (ADR 0021). */
  attribution: Attribution;
}

/** Gives up on a provider that ignores its abort signal, well inside the idempotency lock. */
function withDeadline<T>(promise: Promise<T>, provider: string, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderError(provider, 'timeout', 'no answer')), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

function callProvider(swap: ValidatedSwap, clientIp: string | undefined): Promise<ProviderSwap> {
  const { input, provider } = swap;
  const timeoutMs = Math.max(CREATE_TIMEOUT_MS, env().PROVIDER_TIMEOUT_MS);
  const call = provider.createSwap({
    from: toCurrencyRef(swap.from),
    to: toCurrencyRef(swap.to),
    rateType: input.rateType,
    amount: input.amount,
    direction: input.direction,
    rateId: input.rateId,
    payoutAddress: input.payoutAddress,
    payoutExtraId: input.payoutExtraId,
    refundAddress: input.refundAddress,
    refundExtraId: input.refundExtraId,
    clientIp: clientIp && clientIp !== 'unknown' ? clientIp : undefined,
    signal: AbortSignal.timeout(timeoutMs),
  });
  return withDeadline(call, provider.info.id, timeoutMs + 1_000);
}

/**
 * Validates the request, records the intent, asks the provider and stores its answer. Running it
 * again for the same swapId finishes an interrupted attempt or returns the swap already created.
 */
export async function createSwap(
  input: CreateSwapInput,
  context: CreateSwapContext,
): Promise<SwapView> {
  const db = await getDb();
  const existing = await findSwapRow(db, context.swapId);
  if (existing?.phase === 'created') return viewOf(context.swapId);

  const swap = await validateSwapRequest(input);
  const intent: IntentContext = {
    swapId: context.swapId,
    locale: context.locale,
    attribution: context.attribution,
    attempt: randomUUID(),
  };
  await writeIntent(db, swap, intent);
  let result: ProviderSwap;
  try {
    result = await callProvider(swap, context.clientIp);
  } catch (error) {
    await markFailed(db, intent, describeError(error));
    log.warn('swaps: provider refused to create a swap', {
      swapId: context.swapId,
      provider: swap.provider.info.id,
      error: describeError(error),
    });
    throw providerErrorToApi(error);
  }
  if (!(await storeResult(db, intent, result))) {
    // Another attempt took the row over while the provider answered this one: its result wins.
    log.error('swaps: a late provider answer was discarded', {
      swapId: context.swapId,
      providerSwapId: result.providerSwapId,
    });
    throw new ApiError('idempotency_in_progress', { retryAfter: 2 });
  }
  return viewOf(context.swapId);
}

async function viewOf(id: string): Promise<SwapView> {
  const view = await getSwapView(id);
  if (!view) throw new Error(`swap ${id} vanished after it was created`);
  return view;
}
