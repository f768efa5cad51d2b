import 'server-only';
import { adapterFacts } from '../../kit/manifest';
import { undocumentedContract } from '../documented';
import { bridge, defineBridgeAdapter } from '../kind';
import manifest from './adapter.json';
import { SquidClient } from './client';
import { fromSquidRoute, fromSquidStatus, squidToken } from './mapping';

// Squid v2: POST /route with the visitor's wallet answers the route and the router's
// transaction (an exact approval to the router first for an ERC-20); without a wallet the same
// call with quoteOnly (no transaction). A route whose target is not the documented router is
// refused here. Status by the source hash with the route's quoteId, which Squid asks for.

const facts = adapterFacts(bridge, 'squid', manifest);

export const squid = defineBridgeAdapter({
  ...facts,
  client: (config) => new SquidClient(config),

  async route(client, request) {
    const answer = await client.route(
      {
        fromChain: String(request.from.chainId),
        toChain: String(request.to.chainId),
        fromToken: squidToken(request.from),
        toToken: squidToken(request.to),
        fromAmount: request.amount,
        fromAddress: request.sender,
        toAddress: request.sender ? (request.recipient ?? request.sender) : request.recipient,
        slippage: request.slippageBps / 100,
        quoteOnly: !request.sender,
      },
      request.signal,
    );
    if (request.sender && !answer.route.transactionRequest) {
      throw client.fail('bad_response', 'a route for a sender without its transactionRequest');
    }
    const route = fromSquidRoute(answer.route, request.from);
    const refused = undocumentedContract(facts.info, request.from.chainId, route);
    if (refused) throw client.fail('bad_response', refused);
    return route;
  },

  async status(client, request) {
    const answer = await client.status(
      {
        transactionId: request.txHash,
        fromChainId: String(request.fromChainId),
        toChainId: String(request.toChainId),
        quoteId: request.reference ?? undefined,
      },
      request.signal,
    );
    return fromSquidStatus(answer);
  },
});
