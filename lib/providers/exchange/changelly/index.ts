import 'server-only';
import { adapterFacts } from '../../kit/manifest';
import type { CurrencyRef, PairRequest, QuoteRequest } from '../contract';
import { exchange, defineExchangeAdapter } from '../kind';
import manifest from './adapter.json';
import { ChangellyClient, type ChangellyPair } from './client';
import { changellyCode, fromTransaction, isListed, toQuote } from './mapping';

// Changelly (API v2, signed JSON-RPC). One estimate answers the amounts and the limits.

async function pairOf(client: ChangellyClient, request: PairRequest): Promise<ChangellyPair> {
  const list = await client.currencies.getOrStale();
  const code = (ref: CurrencyRef) => {
    const found = changellyCode(ref, list);
    if (!found) throw client.fail('pair_unavailable', `${ref.code} not listed`);
    return found;
  };
  return { from: code(request.from), to: code(request.to) };
}

async function floatingQuote(client: ChangellyClient, request: QuoteRequest) {
  if (request.direction === 'reverse') {
    // getExchangeAmount only estimates from the amount sent.
    throw client.fail('pair_unavailable', 'reverse quotes need a fixed rate');
  }
  const pair = await pairOf(client, request);
  const [answer] = await client.exchangeAmount(
    { ...pair, amountFrom: request.amount },
    request.signal,
  );
  if (!answer) throw client.fail('bad_response', 'empty estimate');
  return toQuote(answer);
}

async function fixedQuote(client: ChangellyClient, request: QuoteRequest) {
  const pair = await pairOf(client, request);
  const amount =
    request.direction === 'direct' ? { amountFrom: request.amount } : { amountTo: request.amount };
  const [answer] = await client.fixRateForAmount({ ...pair, ...amount }, request.signal);
  if (!answer) throw client.fail('bad_response', 'empty fixed rate');
  return { ...toQuote(answer), rateId: answer.id, expiresAt: answer.expiredAt ?? undefined };
}

export const changelly = defineExchangeAdapter({
  ...adapterFacts(exchange, 'changelly', manifest),
  client: (config) => new ChangellyClient(config),

  async listed(client, from, to, rateType) {
    const list = await client.currencies.getOrStale();
    return isListed(list, from, rateType, 'from') && isListed(list, to, rateType, 'to');
  },

  async range(client, request) {
    const [params] = await client.pairParams(await pairOf(client, request), request.signal);
    if (!params) throw client.fail('pair_unavailable', 'no limits for pair');
    const fixed = request.rateType === 'fixed';
    const min = fixed ? params.minAmountFixed : params.minAmountFloat;
    const max = fixed ? params.maxAmountFixed : params.maxAmountFloat;
    return { min: min ?? '0', max: max ?? null };
  },

  quote: (client, request) =>
    request.rateType === 'fixed' ? fixedQuote(client, request) : floatingQuote(client, request),

  async createSwap(client, request) {
    const pair = await pairOf(client, request);
    const fixed = request.rateType === 'fixed';
    if (fixed && !request.rateId)
      throw client.fail('rate_expired', 'a fixed-rate swap needs a rate id');
    const tx = await client.createTransaction(
      {
        ...pair,
        address: request.payoutAddress,
        extraId: request.payoutExtraId,
        amountFrom: request.direction === 'direct' ? request.amount : undefined,
        amountTo: request.direction === 'reverse' ? request.amount : undefined,
        refundAddress: request.refundAddress,
        refundExtraId: request.refundExtraId,
        rateId: fixed ? request.rateId : undefined,
      },
      request.signal,
    );
    return fromTransaction(tx);
  },

  async getSwap(client, id, signal) {
    const [tx] = await client.transactions(id, signal);
    if (!tx) throw client.fail('not_found', 'no such transaction');
    return fromTransaction(tx);
  },
});
