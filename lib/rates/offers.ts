import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { getCurrency } from '@/lib/catalogue';
import { env } from '@/lib/env';
import { listProviders } from './providers';
import { askProvider, type AskedAnswer } from './ask';
import { recordRound } from './history';
import { offerProvider } from './offer-provider';
import { bestOffer, offerLimits, rankOffers } from './rank';
import type { Offer, OfferEvent, OfferFailure, OffersQuery, OffersResponse } from './contract';
import type { OffersPlan } from './types';

// Offers for a pair: every enabled provider is asked in parallel, each within its own deadline
// and all within an overall one; answers are passed on as they arrive, so one slow or broken
// provider never holds back the others.

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
  const deadline = AbortSignal.timeout(timing.deadlineMs ?? env().OFFERS_DEADLINE_MS);
  const overall = signal ? AbortSignal.any([signal, deadline]) : deadline;
  const unique = new Map(plan.tasks.map(({ provider }) => [provider.info.id, provider.info]));
  yield {
    type: 'start',
    query: plan.query,
    sandbox: plan.sandbox,
    providers: [...unique.values()].map(offerProvider),
  };

  const observedAt = new Date();
  const clock = timing.clock ?? (() => performance.now());
  const ready: AskedAnswer[] = [];
  let wake: (() => void) | undefined;
  let pending = plan.tasks.length;
  for (const task of plan.tasks) {
    void askProvider({ ...task, plan, signal: overall, timeoutMs: providerTimeoutMs, clock }).then(
      (answer) => {
        ready.push(answer);
        pending -= 1;
        wake?.();
      },
    );
  }

  const answers: AskedAnswer[] = [];
  const offers: Offer[] = [];
  const failures: OfferFailure[] = [];
  while (pending > 0 || ready.length > 0) {
    if (ready.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    wake = undefined;
    for (let answer = ready.shift(); answer; answer = ready.shift()) {
      const { event } = answer;
      answers.push(answer);
      if (event.type === 'offer') offers.push(event.offer);
      if (event.type === 'failure') failures.push(event.failure);
      yield event;
    }
  }
  const best = bestOffer(offers, plan.query.direction);
  // Written in the background: the answer never waits for, nor fails with, the history. A round
  // the visitor left is not recorded (its timeouts would be theirs, not the providers').
  if (!signal?.aborted) recordRound({ plan, observedAt, answers, best });
  yield {
    type: 'done',
    best,
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
