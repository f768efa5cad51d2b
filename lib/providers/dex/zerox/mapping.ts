import type { TokenRef } from '../../kit/contract';
import type { DexQuoteResult } from '../kind';
import { EEEE_NATIVE, expiresIn, gasUnitsOf, routeLegs } from '../vendor';
import type { ZeroxPrice, ZeroxQuote } from './schema';

// 0x spells the native coin with the 0xEeee… sentinel, as our contract does; tokens by address.
// Its answers name no price impact (v2 dropped estimatedPriceImpact) and no expiry: the calldata
// is priced at `blockNumber`, so a quote counts as fresh for the kit's short default.

export function zeroxToken(ref: TokenRef): string {
  return ref.native ? EEEE_NATIVE : ref.address;
}

type Priced = Extract<ZeroxPrice | ZeroxQuote, { liquidityAvailable: true }>;
type ZeroxTx = Extract<ZeroxQuote, { liquidityAvailable: true }>['transaction'];

/**
 * The contract to approve for an ERC-20 sell, as 0x names it: issues.allowance.spender when the
 * taker's allowance is short, else allowanceTarget; none for the native coin.
 */
export function zeroxSpender(answer: Priced, from: TokenRef): string | null {
  if (from.native) return null;
  return answer.issues?.allowance?.spender ?? answer.allowanceTarget ?? null;
}

/** A priced answer in our words; `tx` is the firm quote's transaction (null from /price). */
export function fromZerox(
  answer: Priced,
  from: TokenRef,
  tx: ZeroxTx | null,
  now = Date.now(),
): DexQuoteResult {
  return {
    amountIn: answer.sellAmount,
    amountOut: answer.buyAmount,
    minOut: answer.minBuyAmount,
    spender: zeroxSpender(answer, from),
    tx: tx && {
      to: tx.to,
      data: tx.data,
      value: tx.value,
      gas: gasUnitsOf(tx.gas) ?? undefined,
    },
    expiresAt: expiresIn(undefined, now),
    gasUnits: gasUnitsOf(tx?.gas ?? answer.gas),
    priceImpact: null,
    route: routeLegs(
      (answer.route?.fills ?? []).map((fill) => ({
        name: fill.source.replace(/_/g, ' '),
        share: Number(fill.proportionBps) / 10_000,
        hop: `${fill.from.toLowerCase()}>${fill.to.toLowerCase()}`,
      })),
    ),
  };
}
