import 'server-only';
import { EEEE_NATIVE } from '../../dex/vendor';
import { adapterFacts } from '../../kit/manifest';
import { bridge, defineBridgeAdapter, type BridgeRouteResult } from '../kind';
import manifest from './adapter.json';
import { SocketClient } from './client';
import { bestRoute, stepsOf } from './mapping';
import type { SocketRoute } from './schema';
import { fromSocketStatus } from './status';
import { isDocumentedContract } from '../documented';

// Bungee through Socket Swap V3: one quote call answers executable routes, each with its quote
// id (our `reference`, which the status call takes), its approval and its transaction. The
// transaction goes to Socket's AllowanceHolder (which the visitor approves and which calls
// Socket's OpenRouter); any other target or spender is refused (bad_response). Socket requires
// a user address for transaction routes, so an indicative route asks for a placeholder wallet
// and keeps only the amounts: its transaction is not the visitor's and is dropped.

const facts = adapterFacts(bridge, 'bungee', manifest);

/** A wallet nobody holds, for routes asked before the visitor connects one. */
const PLACEHOLDER = '0x000000000000000000000000000000000000dEaD';

const documented = (chainId: number, address: string) =>
  isDocumentedContract(facts.info, chainId, address);

const token = (ref: { native: boolean; address: string }) =>
  ref.native ? EEEE_NATIVE : ref.address.toLowerCase();

function checked(client: SocketClient, route: SocketRoute, chainId: number, native: boolean) {
  const tx = route.txData?.object;
  if (!tx) throw client.fail('bad_response', `route ${route.quoteId} has no transaction`);
  if (tx.chainId !== chainId)
    throw client.fail('bad_response', `transaction on chain ${tx.chainId}`);
  if (!documented(chainId, tx.to))
    throw client.fail('bad_response', `transaction to ${tx.to}, not a documented Socket contract`);
  const spender = route.approval?.spenderAddress ?? null;
  if (spender && !documented(chainId, spender))
    throw client.fail('bad_response', `approval for ${spender}, not a documented Socket contract`);
  if (!native && !spender)
    throw client.fail('bad_response', `route ${route.quoteId} names no spender for a token`);
  return { tx, spender: native ? null : spender };
}

export const bungee = defineBridgeAdapter({
  ...facts,
  client: (config) => new SocketClient(config),

  async route(client, request) {
    const sender = request.sender;
    const wallet = sender ?? PLACEHOLDER;
    const answer = await client.quote(
      {
        originChainId: request.from.chainId,
        destinationChainId: request.to.chainId,
        inputToken: token(request.from),
        outputToken: token(request.to),
        inputAmount: request.amount,
        userAddress: wallet,
        receiverAddress: sender ? (request.recipient ?? sender) : PLACEHOLDER,
        slippage: request.slippageBps / 100,
      },
      request.signal,
    );
    const route = bestRoute(answer.result.routes);
    if (!route) throw client.fail('no_route', 'Socket answered no transaction route');
    const { tx, spender } = checked(client, route, request.from.chainId, request.from.native);
    const result: BridgeRouteResult = {
      amountIn: answer.result.input.amount,
      amountOut: route.output.amount,
      minOut: route.output.minAmountOut ?? route.output.amount,
      spender: sender ? spender : null,
      tx: sender
        ? { to: tx.to, data: tx.data, value: tx.value ?? '0', gas: tx.gasLimit ?? undefined }
        : null,
      expiresAt: new Date(route.expiresAt * 1000).toISOString(),
      steps: stepsOf(route, request.from.chainId, request.to.chainId),
      etaSeconds: route.estimatedTime,
      // The docs show no fee or gas figure on a v3 route: none is claimed.
      gasCostUsd: null,
      includedFeesUsd: null,
      reference: route.quoteId,
    };
    return result;
  },

  async status(client, request) {
    if (!request.reference)
      throw client.fail('rejected', 'Socket tracks a transfer by its quote id, which is missing');
    const answer = await client.status(request.reference, request.signal);
    // SocketScan, Bungee's explorer, finds a transfer by its source transaction.
    return fromSocketStatus(answer.result, `https://socketscan.io/tx/${request.txHash}`);
  },
});
