import 'server-only';
import { expiresIn } from '../../dex/vendor';
import type { TokenRef } from '../../kit/contract';
import { adapterFacts } from '../../kit/manifest';
import { bridge, defineBridgeAdapter, type BridgeRouteResult } from '../kind';
import manifest from './adapter.json';
import { RangoClient, type RangoRouteParams } from './client';
import { approvedSpender, feesUsd, rangoAsset, stepsOf } from './mapping';
import type { RangoEvmTx, RangoQuote } from './schema';
import { fromRangoStatus } from './status';
import { isDocumentedContract } from '../documented';

// Rango Basic API: without a sender /basic/quote (an indicative route, no transaction); with one
// /basic/swap, which routes again and builds the transaction. Either names a requestId that the
// status call needs beside the hash (our route's `reference`). A transaction to a contract Rango
// does not document, or an approval for one, is refused here (bad_response): the site never
// asks a wallet to pay or approve an address its aggregator does not document.

const facts = adapterFacts(bridge, 'rango', manifest);

const documented = (chainId: number, address: string) =>
  isDocumentedContract(facts.info, chainId, address);

/** The route of an answer, or Rango's routing refusal in our words. */
function routeOf(client: RangoClient, quote: RangoQuote, amount: string) {
  const { resultType, route } = quote;
  const why = `${resultType}${quote.error ? `: ${quote.error}` : ''} (${quote.requestId})`;
  if (resultType === 'INPUT_LIMIT_ISSUE') {
    const { min, max } = route?.amountRestriction ?? {};
    if (max && BigInt(amount) > BigInt(max)) throw client.fail('amount_too_high', why, { max });
    throw client.fail('amount_too_low', why, { min: min ?? undefined });
  }
  // HIGH_IMPACT (and its create-tx twin): Rango advises against sending it, so no route.
  if (resultType !== 'OK' || !route) throw client.fail('no_route', why);
  return route;
}

/**
 * The transaction goes to a contract Rango documents on the source chain, on that chain, and an
 * approval it asks for is the token's approve() naming such a contract; else bad_response.
 */
function checkTx(client: RangoClient, tx: RangoEvmTx, from: TokenRef): void {
  const chainId = tx.blockChain.chainId;
  if (chainId && Number(chainId) !== from.chainId)
    throw client.fail('bad_response', `transaction on chain ${chainId}`);
  if (!documented(from.chainId, tx.txTo))
    throw client.fail('bad_response', `txTo ${tx.txTo} is not a documented Rango contract`);
  if (!tx.approveData) return;
  const approved = approvedSpender(tx.approveData);
  if (!approved || !documented(from.chainId, approved))
    throw client.fail('bad_response', `approval for ${approved ?? 'unreadable call data'}`);
  if (tx.approveTo?.toLowerCase() !== from.address.toLowerCase())
    throw client.fail(
      'bad_response',
      `approval sent to ${tx.approveTo ?? 'nobody'}, not the token`,
    );
}

export const rango = defineBridgeAdapter({
  ...facts,
  client: (config) => new RangoClient(config),

  async route(client, request) {
    const from = rangoAsset(request.from);
    const to = rangoAsset(request.to);
    if (!from || !to) throw client.fail('pair_unavailable', 'Rango: a chain it is not asked on');
    const params: RangoRouteParams = {
      from,
      to,
      amount: request.amount,
      slippage: request.slippageBps / 100,
    };
    const sender = request.sender;
    let answer: RangoQuote;
    let tx: RangoEvmTx | null = null;
    if (sender) {
      const to = request.recipient ?? sender;
      const swap = await client.swap(
        { ...params, fromAddress: sender, toAddress: to },
        request.signal,
      );
      answer = swap;
      tx = swap.tx ?? null;
    } else {
      answer = await client.quote(params, request.signal);
    }
    const route = routeOf(client, answer, request.amount);
    if (sender && !tx) throw client.fail('bad_response', `no transaction (${answer.requestId})`);
    if (tx) checkTx(client, tx, request.from);
    const result: BridgeRouteResult = {
      amountIn: request.amount,
      amountOut: route.outputAmount,
      minOut: route.outputAmountMin,
      // Rango's contract pulls the token (txTo; approveData names it when the allowance is short).
      spender: request.from.native || !tx ? null : tx.txTo,
      tx: tx && {
        to: tx.txTo,
        data: tx.txData ?? '0x',
        value: tx.value ?? '0',
        gas: tx.gasLimit && tx.gasLimit !== '0' ? tx.gasLimit : undefined,
      },
      // Rango names no expiry; its flow asks again after about 30 s (the kit's default).
      expiresAt: expiresIn(),
      steps: stepsOf(route),
      etaSeconds: route.estimatedTimeInSeconds,
      ...feesUsd(route),
      reference: answer.requestId,
    };
    return result;
  },

  async status(client, request) {
    if (!request.reference)
      throw client.fail('rejected', 'Rango tracks a transfer by its requestId, which is missing');
    const answer = await client.status(request.reference, request.txHash, request.signal);
    return fromRangoStatus(answer);
  },
});
