import { ProviderError } from '../errors';
import { deductFee, rateOf } from '../shared/decimal';
import type { ProviderQuote, QuoteRequest } from '../types';
import type { ChangellyClient, ChangellyPair } from './client';

// Changelly's two estimates in our quote shape. Both report amountTo before the network fee
// (Changelly's use case, step 4: "deduct networkFee from amountTo"), so we deduct it and the
// quote shows what the visitor really receives. Limits come with the estimate (minFrom/maxFrom,
// in the currency sent).

/** What both estimates answer, fixed or floating. */
interface Estimate {
  amountFrom: string;
  amountTo: string;
  networkFee?: string | null | undefined;
  min?: string | null | undefined;
  minFrom?: string | null | undefined;
  max?: string | null | undefined;
  maxFrom?: string | null | undefined;
}

function toQuote(rateType: ProviderQuote['rateType'], answer: Estimate): ProviderQuote {
  // amountTo is before the network fee (Changelly's use case, step 4): deduct it.
  const amountTo = deductFee(answer.amountTo, answer.networkFee ?? null);
  return {
    provider: 'changelly',
    rateType,
    amountFrom: answer.amountFrom,
    amountTo,
    rate: rateOf(answer.amountFrom, amountTo),
    networkFee: answer.networkFee ?? null,
    min: answer.minFrom ?? answer.min ?? '0',
    max: answer.maxFrom ?? answer.max ?? null,
  };
}

export async function floatingQuote(
  client: ChangellyClient,
  request: QuoteRequest,
  pair: ChangellyPair,
): Promise<ProviderQuote> {
  if (request.direction === 'reverse') {
    // getExchangeAmount only estimates from the amount sent.
    throw new ProviderError('changelly', 'pair_unavailable', 'reverse quotes need a fixed rate');
  }
  const [answer] = await client.exchangeAmount(
    { ...pair, amountFrom: request.amount },
    request.signal,
  );
  if (!answer) throw new ProviderError('changelly', 'bad_response', 'empty estimate');
  return toQuote('floating', answer);
}

export async function fixedQuote(
  client: ChangellyClient,
  request: QuoteRequest,
  pair: ChangellyPair,
): Promise<ProviderQuote> {
  const amount =
    request.direction === 'direct' ? { amountFrom: request.amount } : { amountTo: request.amount };
  const [answer] = await client.fixRateForAmount({ ...pair, ...amount }, request.signal);
  if (!answer) throw new ProviderError('changelly', 'bad_response', 'empty fixed rate');
  return {
    ...toQuote('fixed', answer),
    rateId: answer.id,
    expiresAt: answer.expiredAt ?? undefined,
  };
}
