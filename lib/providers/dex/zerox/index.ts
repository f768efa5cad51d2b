import 'server-only';
import { adapterFacts } from '../../kit/manifest';
import { dex, defineDexAdapter } from '../kind';
import manifest from './adapter.json';
import { ZeroxClient, type ZeroxParams } from './client';
import { fromZerox, zeroxToken } from './mapping';

// 0x Swap API v2 on the AllowanceHolder flow: an exact ERC-20 approval to AllowanceHolder, then
// one transaction to it (no Permit2 signature). Without a taker the indicative /price answers
// (no calldata, tx null); with one the firm /quote. liquidityAvailable: false is no route.

export const zerox = defineDexAdapter({
  ...adapterFacts(dex, 'zerox', manifest),
  client: (config) => new ZeroxClient(config),

  async quote(client, request) {
    const params: ZeroxParams = {
      chainId: request.chainId,
      sellToken: zeroxToken(request.from),
      buyToken: zeroxToken(request.to),
      sellAmount: request.amount,
      slippageBps: request.slippageBps,
    };
    const noRoute = (zid: string | null | undefined) =>
      client.fail('no_route', `liquidityAvailable: false (zid ${zid ?? '?'})`);
    if (!request.taker) {
      const price = await client.price(params, request.signal);
      if (!price.liquidityAvailable) throw noRoute(price.zid);
      return fromZerox(price, request.from, null);
    }
    const quote = await client.quote({ ...params, taker: request.taker }, request.signal);
    if (!quote.liquidityAvailable) throw noRoute(quote.zid);
    return fromZerox(quote, request.from, quote.transaction);
  },
});
