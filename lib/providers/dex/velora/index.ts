import 'server-only';
import { adapterFacts } from '../../kit/manifest';
import { dex, defineDexAdapter } from '../kind';
import manifest from './adapter.json';
import { VeloraClient } from './client';
import { fromVelora, veloraToken } from './mapping';

// Velora (ParaSwap) Market API v6.2: /prices for the route (all an indicative quote needs), then
// for a firm quote /transactions/{network} with that route, the wallet and the slippage in bps.

export const velora = defineDexAdapter({
  ...adapterFacts(dex, 'velora', manifest),
  client: (config) => new VeloraClient(config),

  async quote(client, request) {
    const tokens = {
      srcToken: veloraToken(request.from),
      srcDecimals: request.from.decimals,
      destToken: veloraToken(request.to),
      destDecimals: request.to.decimals,
    };
    const { priceRoute } = await client.prices(
      { ...tokens, amount: request.amount, network: request.chainId, userAddress: request.taker },
      request.signal,
    );
    if (!request.taker) return fromVelora(priceRoute, request, null);
    const tx = await client.transaction(
      request.chainId,
      {
        ...tokens,
        srcAmount: priceRoute.srcAmount,
        slippage: request.slippageBps,
        priceRoute,
        userAddress: request.taker,
      },
      request.signal,
    );
    return fromVelora(priceRoute, request, tx);
  },
});
