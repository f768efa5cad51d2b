import 'server-only';
import { adapterFacts } from '../../kit/manifest';
import { dex, defineDexAdapter, type DexQuoteResult } from '../kind';
import manifest from './adapter.json';
import { KyberswapClient } from './client';
import { KYBERSWAP_CHAINS, priceImpactOf, routeOf, tokenAddress } from './mapping';
import { minOutAfterSlippage } from '../vendor';

// KyberSwap Aggregator (API v1). Every quote asks /routes; a firm one (with a taker) then builds
// the calldata from that route summary with the taker as sender and recipient, our slippage and
// a deadline we choose, which is when the quote expires.

/** An indicative route counts as fresh this long (KyberSwap's routes go stale in about 30 s). */
const ROUTE_TTL_MS = 30_000;
/** The deadline written into firm calldata: past it the router refuses the swap. */
const DEADLINE_SECONDS = 300;
/** KyberSwap caps slippageTolerance at 2000 bps (20 %) unless told to ignore its cap. */
const MAX_SLIPPAGE_BPS = 2000;

export const kyberswap = defineDexAdapter({
  ...adapterFacts(dex, 'kyberswap', manifest),
  client: (config) => new KyberswapClient(config),

  async quote(client, request): Promise<DexQuoteResult> {
    const chain = KYBERSWAP_CHAINS[request.chainId];
    if (!chain) throw client.fail('pair_unavailable', `chain ${request.chainId} is not served`);
    if (request.slippageBps > MAX_SLIPPAGE_BPS) {
      throw client.fail('rejected', `slippage ${request.slippageBps} bps is above KyberSwap's cap`);
    }
    const { summary, raw, routerAddress } = await client.routes(
      chain,
      {
        tokenIn: tokenAddress(request.from),
        tokenOut: tokenAddress(request.to),
        amountIn: request.amount,
      },
      request.signal,
    );
    if (summary.amountOut === '0') {
      throw client.fail('amount_too_low', 'KyberSwap routes nothing out for this amount');
    }
    const native = request.from.native;
    const route = routeOf(summary);

    if (!request.taker) {
      return {
        amountIn: summary.amountIn,
        amountOut: summary.amountOut,
        minOut: minOutAfterSlippage(summary.amountOut, request.slippageBps),
        gasUnits: summary.gas && summary.gas !== '0' ? summary.gas : null,
        priceImpact: priceImpactOf(summary.amountInUsd, summary.amountOutUsd),
        route,
        spender: native ? null : routerAddress,
        tx: null,
        expiresAt: new Date(Date.now() + ROUTE_TTL_MS).toISOString(),
      };
    }

    const deadline = Math.floor(Date.now() / 1000) + DEADLINE_SECONDS;
    const built = await client.build(
      chain,
      {
        routeSummary: raw,
        sender: request.taker,
        recipient: request.taker,
        slippageTolerance: request.slippageBps,
        deadline,
      },
      request.signal,
    );
    const gas = built.gas && built.gas !== '0' ? built.gas : (summary.gas ?? null);
    return {
      amountIn: built.amountIn,
      amountOut: built.amountOut,
      minOut: minOutAfterSlippage(built.amountOut, request.slippageBps),
      gasUnits: gas === '0' ? null : gas,
      priceImpact: priceImpactOf(
        built.amountInUsd ?? summary.amountInUsd,
        built.amountOutUsd ?? summary.amountOutUsd,
      ),
      route,
      // The router both takes the call and spends the input token.
      spender: native ? null : built.routerAddress,
      tx: {
        to: built.routerAddress,
        data: built.data,
        value: built.transactionValue,
        gas: gas && gas !== '0' ? gas : undefined,
      },
      expiresAt: new Date(deadline * 1000).toISOString(),
    };
  },
});
