import type { TokenRef } from '../../kit/contract';
import type { DexQuoteResult } from '../kind';
import { EEEE_NATIVE, expiresIn, gasUnitsOf, minOutAfterSlippage, routeLegs } from '../vendor';
import type { OneinchQuote, OneinchSwap } from './schema';

// 1inch spells the native coin with the 0xEeee… sentinel, as our contract does. It returns no
// minimum (the router's minReturn is dstAmount less the slippage, as computed here), no price
// impact and no expiry (the kit's short default).

export function oneinchToken(ref: TokenRef): string {
  return ref.native ? EEEE_NATIVE : ref.address;
}

/** Slippage in 1inch's unit: percent (50 bps → 0.5). */
export function oneinchSlippage(bps: number): number {
  return bps / 100;
}

function legs(protocols: OneinchQuote['protocols']) {
  return routeLegs(
    (protocols ?? []).flatMap((route, r) =>
      route.flatMap((hop, h) =>
        hop.map((item) => ({
          name: item.name.replace(/_/g, ' '),
          share: item.part / 100,
          hop: `${r}:${h}`,
        })),
      ),
    ),
  );
}

export function fromOneinchQuote(
  answer: OneinchQuote,
  request: { amount: string; slippageBps: number },
  spender: string | null,
  now = Date.now(),
): DexQuoteResult {
  return {
    amountIn: request.amount,
    amountOut: answer.dstAmount,
    minOut: minOutAfterSlippage(answer.dstAmount, request.slippageBps),
    spender,
    tx: null,
    expiresAt: expiresIn(undefined, now),
    gasUnits: gasUnitsOf(answer.gas),
    priceImpact: null,
    route: legs(answer.protocols),
  };
}

/** The firm answer: the router the calldata calls is the contract the input is approved to. */
export function fromOneinchSwap(
  answer: OneinchSwap,
  request: { amount: string; slippageBps: number; from: TokenRef },
  now = Date.now(),
): DexQuoteResult {
  const gas = gasUnitsOf(answer.tx.gas);
  return {
    amountIn: request.amount,
    amountOut: answer.dstAmount,
    minOut: minOutAfterSlippage(answer.dstAmount, request.slippageBps),
    spender: request.from.native ? null : answer.tx.to,
    tx: { to: answer.tx.to, data: answer.tx.data, value: answer.tx.value, gas: gas ?? undefined },
    expiresAt: expiresIn(undefined, now),
    gasUnits: gas,
    priceImpact: null,
    route: legs(answer.protocols),
  };
}
