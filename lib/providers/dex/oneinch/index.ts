import 'server-only';
import { adapterFacts } from '../../kit/manifest';
import { dex, defineDexAdapter } from '../kind';
import manifest from './adapter.json';
import { OneinchClient } from './client';
import { fromOneinchQuote, fromOneinchSwap, oneinchSlippage, oneinchToken } from './mapping';

// 1inch Swap API v6.0 (Classic swap through the Aggregation Router v6). Without a taker the
// /quote endpoint answers (tx null; the spender from /approve/spender for an ERC-20 sell); with
// one, /swap builds the router call for that wallet.

export const oneinch = defineDexAdapter({
  ...adapterFacts(dex, 'oneinch', manifest),
  client: (config) => new OneinchClient(config),

  async quote(client, request) {
    const pair = {
      src: oneinchToken(request.from),
      dst: oneinchToken(request.to),
      amount: request.amount,
    };
    if (!request.taker) {
      const [answer, spender] = await Promise.all([
        client.quote(request.chainId, pair, request.signal),
        request.from.native ? null : client.spender(request.chainId),
      ]);
      return fromOneinchQuote(answer, request, spender);
    }
    const answer = await client.swap(
      request.chainId,
      {
        ...pair,
        from: request.taker,
        origin: request.taker,
        slippage: oneinchSlippage(request.slippageBps),
      },
      request.signal,
    );
    return fromOneinchSwap(answer, request);
  },
});
