import 'server-only';
import { adapterFacts } from '../../kit/manifest';
import { bridge, defineBridgeAdapter } from '../kind';
import manifest from './adapter.json';
import { LifiClient } from './client';
import { fromLifiQuote, fromLifiRoute, fromLifiStatus, lifiToken } from './mapping';
import { undocumentedContract } from '../documented';

// LI.FI: with the visitor's wallet GET /quote answers the best route as one step with its
// transaction (an exact approval to the Diamond first for an ERC-20); without a wallet the
// indicative POST /advanced/routes. A route naming a spender or a transaction target other than
// the documented Diamond is refused here, before any wallet sees it. Status by the source hash.

const facts = adapterFacts(bridge, 'lifi', manifest);

export const lifi = defineBridgeAdapter({
  ...facts,
  client: (config) => new LifiClient(config),

  async route(client, request) {
    const tokens = { fromToken: lifiToken(request.from), toToken: lifiToken(request.to) };
    const slippage = request.slippageBps / 10_000;
    const route = request.sender
      ? fromLifiQuote(
          await client.quote(
            {
              fromChain: request.from.chainId,
              toChain: request.to.chainId,
              ...tokens,
              fromAmount: request.amount,
              fromAddress: request.sender,
              toAddress: request.recipient ?? request.sender,
              slippage,
            },
            request.signal,
          ),
          request.from,
        )
      : await client
          .routes(
            {
              fromChainId: request.from.chainId,
              toChainId: request.to.chainId,
              fromTokenAddress: tokens.fromToken,
              toTokenAddress: tokens.toToken,
              fromAmount: request.amount,
              toAddress: request.recipient,
              slippage,
            },
            request.signal,
          )
          .then(({ routes }) => {
            const best = routes[0];
            if (!best) throw client.fail('no_route', 'no route in /advanced/routes');
            return fromLifiRoute(best, request.from);
          });
    const refused = undocumentedContract(facts.info, request.from.chainId, route);
    if (refused) throw client.fail('bad_response', refused);
    return route;
  },

  async status(client, request) {
    const answer = await client.status(
      { txHash: request.txHash, fromChain: request.fromChainId, toChain: request.toChainId },
      request.signal,
    );
    return fromLifiStatus(answer);
  },
});
