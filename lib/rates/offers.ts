import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { getCurrency } from '@/lib/catalogue';
import { env } from '@/lib/env';
import { fanOut } from '@/lib/upstream/fan-out';
import { listProviders } from './providers';
import { askProvider } from './ask';
import { historyObserver } from './history';
import { offerProvider } from './offer-provider';
import { bestOffer, offerLimits, rankOffers } from './rank';
import type { Offer, OfferEvent, OfferFailure, OffersQuery, OffersResponse } from './contract';
import type { OffersPlan } from './types';

// Offers for a pair: every enabled provider is asked in parallel (lib/upstream/fan-out.ts), each
// within its own deadline and all within an overall one; answers are passed on as they arrive, so
// one slow or broken provider never holds back the others. The quote history observes the round.

export interface OffersTiming {
  providerTimeoutMs?: number;
  deadlineMs?: number;
  /** The monotonic clock answer times are measured with (default performance.now). */
  clock?: () => number;
}

/** Checks the pair and picks who to ask; throws ApiError (400) before anything is streamed. */
export async function planOffers(query: OffersQuery): Promise<OffersPlan> {
  if (query.from === query.to) {
    throw new ApiError('same_currency', { fields: { to: 'same_currency' } });
  }
  const [from, to] = await Promise.all([getCurrency(query.from), getCurrency(query.to)]);
  if (!from) throw new ApiError('unknown_currency', { fields: { from: 'unknown_currency' } });
  if (!to) throw new ApiError('unknown_currency', { fields: { to: 'unknown_currency' } });
  const providers = listProviders();
  const tasks = providers.flatMap((provider) =>
    provider.info.rateTypes
      .filter((rateType) => query.rateType === 'all' || query.rateType === rateType)
      .map((rateType) => ({ provider, rateType })),
  );
  return { query, from, to, tasks, sandbox: providers.some((p) => p.info.sandbox) };
}

/** The streamed answer: start, then one offer or failure per provider and rate type, then done. */
export async function* runOffers(
  plan: OffersPlan,
  signal?: AbortSignal,
  timing: OffersTiming = {},
): AsyncGenerator<OfferEvent> {
  const providerTimeoutMs = timing.providerTimeoutMs ?? env().PROVIDER_TIMEOUT_MS;
  const deadlineMs = timing.deadlineMs ?? env().OFFERS_DEADLINE_MS;
  const unique = new Map(plan.tasks.map(({ provider }) => [provider.info.id, provider.info]));
  yield {
    type: 'start',
    query: plan.query,
    sandbox: plan.sandbox,
    providers: [...unique.values()].map(offerProvider),
  };

  const clock = timing.clock ?? (() => performance.now());
  const ask = (task: OffersPlan['tasks'][number], overall: AbortSignal) =>
    askProvider({ ...task, plan, signal: overall, timeoutMs: providerTimeoutMs, clock });
  // Written in the background: the answer never waits for, nor fails with, the history. A round
  // the visitor left is not recorded (its timeouts would be theirs, not the providers').
  const observers = [historyObserver(plan)];
  const offers: Offer[] = [];
  const failures: OfferFailure[] = [];
  for await (const { result } of fanOut(plan.tasks, ask, { deadlineMs, signal, observers })) {
    const { event } = result;
    if (event.type === 'offer') offers.push(event.offer);
    if (event.type === 'failure') failures.push(event.failure);
    yield event;
  }
  yield {
    type: 'done',
    best: bestOffer(offers, plan.query.direction),
    limits: offerLimits(offers, failures),
  };
}

/** The JSON answer: everything the stream would carry, ranked. */
export async function collectOffers(
  plan: OffersPlan,
  signal?: AbortSignal,
  timing?: OffersTiming,
): Promise<OffersResponse> {
  const offers: Offer[] = [];
  const failures: OfferFailure[] = [];
  let limits: OffersResponse['limits'] = { min: null, max: null };
  for await (const event of runOffers(plan, signal, timing)) {
    if (event.type === 'offer') offers.push(event.offer);
    if (event.type === 'failure') failures.push(event.failure);
    if (event.type === 'done') limits = event.limits;
  }
  return {
    query: plan.query,
    sandbox: plan.sandbox,
    offers: rankOffers(offers, plan.query.direction),
    failures,
    limits,
  };
}
