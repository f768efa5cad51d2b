import type { TokenRef } from '../../kit/contract';
import type { DexQuoteResult } from '../kind';
import { EEEE_NATIVE, expiresIn, gasUnitsOf, minOutAfterSlippage, routeLegs } from '../vendor';
import type { VeloraPriceRoute, VeloraTransaction } from './schema';

// Velora spells the native coin with the 0xEeee… sentinel, as our contract does. Its answers
// carry no minimum (Augustus takes destAmount less `slippage` bps, computed here the same way),
// no price impact of its own and no expiry (the kit's short default).

export function veloraToken(ref: TokenRef): string {
  return ref.native ? EEEE_NATIVE : ref.address;
}

function legs(route: VeloraPriceRoute) {
  return routeLegs(
    route.bestRoute.flatMap((path) =>
      path.swaps.flatMap((swap, hop) =>
        swap.swapExchanges.map((exchange) => ({
          name: exchange.exchange,
          share: (path.percent / 100) * (exchange.percent / 100),
          hop: String(hop),
        })),
      ),
    ),
  );
}

/**
 * A priced route (and, for a firm quote, its transaction) in our words. The spender is the
 * route's tokenTransferProxy (Augustus v6.2 itself), none for the native coin.
 */
export function fromVelora(
  route: VeloraPriceRoute,
  request: { from: TokenRef; slippageBps: number },
  tx: VeloraTransaction | null,
  now = Date.now(),
): DexQuoteResult {
  const gas = gasUnitsOf(tx?.gas);
  return {
    amountIn: route.srcAmount,
    amountOut: route.destAmount,
    minOut: minOutAfterSlippage(route.destAmount, request.slippageBps),
    spender: request.from.native ? null : route.tokenTransferProxy,
    tx: tx && { to: tx.to, data: tx.data, value: tx.value, gas: gas ?? undefined },
    expiresAt: expiresIn(undefined, now),
    gasUnits: gas ?? gasUnitsOf(route.gasCost),
    priceImpact: null,
    route: legs(route),
  };
}
