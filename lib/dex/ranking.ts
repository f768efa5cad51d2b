import { Big } from 'big.js';
import type { DexQuote } from '@/lib/providers/dex/contract';
import type { DexAggregatorView, RankedDexQuote } from './contract';

// Quotes ranked by what arrives after gas (docs/dex.md, "Ranking"). Pure: the gas price, the
// rollups' L1 data fees (./l1-fee.ts) and the reference prices are handed in. The gas cost is
// gasUnits × gas price in wei, plus the quote's L1 data fee on a rollup, converted into the
// output token at the reference prices of the chain's coin and of `to`; the net is the output
// less that cost (never below 0). Quotes whose net is known come first, best net first; those
// whose gas or prices are unknown follow by their output, since nothing fair compares them.

const NATIVE_DECIMALS = 18;
const USD_PLACES = 4;
const FRACTION_PLACES = 6;

export interface RankSide {
  decimals: number;
  native: boolean;
  /** USD reference price of one whole token, or null when it has none. */
  usd: Big | null;
}

export interface RankEntry {
  aggregator: DexAggregatorView;
  quote: DexQuote;
  /** The L1 data fee in wei a rollup adds to this quote's transaction; absent elsewhere. */
  l1FeeWei?: bigint | undefined;
}

export interface RankInput {
  quotes: readonly RankEntry[];
  /** The chain's gas price in wei, or null when it could not be read. */
  gasPriceWei: bigint | null;
  /** USD reference price of one whole native coin, or null. */
  nativeUsd: Big | null;
  from: RankSide;
  to: RankSide;
}

const whole = (units: Big, decimals: number) => units.div(new Big(10).pow(decimals));
const usd = (value: Big | null) => (value === null ? null : value.round(USD_PLACES).toString());

/** The gas cost in `to`'s base units, rounded up (a cost is never understated), or null. */
function gasInTo(gasWei: bigint, input: RankInput): bigint | null {
  if (input.to.native) return gasWei;
  if (!input.nativeUsd || !input.to.usd || input.to.usd.lte(0)) return null;
  const costUsd = whole(new Big(gasWei.toString()), NATIVE_DECIMALS).times(input.nativeUsd);
  const units = costUsd.div(input.to.usd).times(new Big(10).pow(input.to.decimals));
  return BigInt(units.round(0, Big.roundUp).toFixed(0));
}

/** 1 − value out ÷ value in at the reference prices, or null when a price is unknown. */
function computedImpact(quote: DexQuote, input: RankInput): string | null {
  if (!input.from.usd || !input.to.usd) return null;
  const valueIn = whole(new Big(quote.amountIn), input.from.decimals).times(input.from.usd);
  if (valueIn.lte(0)) return null;
  const valueOut = whole(new Big(quote.amountOut), input.to.decimals).times(input.to.usd);
  return new Big(1).minus(valueOut.div(valueIn)).round(FRACTION_PLACES).toString();
}

type Unranked = Omit<RankedDexQuote, 'lossVsBest'>;

function costed({ aggregator, quote, l1FeeWei }: RankEntry, input: RankInput): Unranked {
  const gasWei =
    quote.gasUnits !== null && input.gasPriceWei !== null
      ? BigInt(quote.gasUnits) * input.gasPriceWei + (l1FeeWei ?? 0n)
      : null;
  const gasTo = gasWei === null ? null : gasInTo(gasWei, input);
  const amountOut = BigInt(quote.amountOut);
  const net = gasTo === null ? null : amountOut > gasTo ? amountOut - gasTo : 0n;
  const toUsd = (units: bigint | null) =>
    units === null || !input.to.usd
      ? null
      : whole(new Big(units.toString()), input.to.decimals).times(input.to.usd);
  const gasUsd =
    gasWei === null || !input.nativeUsd
      ? null
      : whole(new Big(gasWei.toString()), NATIVE_DECIMALS).times(input.nativeUsd);
  return {
    aggregator,
    amountIn: quote.amountIn,
    amountOut: quote.amountOut,
    minOut: quote.minOut,
    gasUnits: quote.gasUnits,
    gasCostWei: gasWei === null ? null : gasWei.toString(),
    gasCostInTo: gasTo === null ? null : gasTo.toString(),
    netOut: net === null ? null : net.toString(),
    amountOutUsd: usd(toUsd(amountOut)),
    gasCostUsd: usd(gasUsd),
    netOutUsd: usd(toUsd(net)),
    priceImpact: quote.priceImpact ?? computedImpact(quote, input),
    route: quote.route.map((leg) => ({ name: leg.name, share: leg.share })),
    spender: quote.spender,
    tx: quote.tx,
    expiresAt: quote.expiresAt,
  };
}

const desc = (a: string, b: string) => {
  const x = BigInt(a);
  const y = BigInt(b);
  return x === y ? 0 : x > y ? -1 : 1;
};

function byValue(key: (quote: Unranked) => string) {
  return (a: Unranked, b: Unranked) =>
    desc(key(a), key(b)) ||
    desc(a.amountOut, b.amountOut) ||
    a.aggregator.id.localeCompare(b.aggregator.id);
}

/** (best − value) ÷ best as a fraction; "0" for the best, null when the best is 0. */
function lossAgainst(best: string | undefined, value: string): string | null {
  if (best === undefined || BigInt(best) === 0n) return BigInt(value) === 0n ? '0' : null;
  const loss = new Big(best).minus(value).div(best);
  return loss.round(FRACTION_PLACES).toString();
}

/**
 * Best first. `lossVsBest` compares each known net with the best net; when no net is known at
 * all (no gas price), outputs are compared with the best output; a quote of unknown net among
 * known ones has none.
 */
export function rankQuotes(input: RankInput): RankedDexQuote[] {
  const all = input.quotes.map((entry) => costed(entry, input));
  const known = all.filter((quote) => quote.netOut !== null).sort(byValue((q) => q.netOut!));
  const unknown = all.filter((quote) => quote.netOut === null).sort(byValue((q) => q.amountOut));
  const bestNet = known[0]?.netOut ?? undefined;
  const bestOut = unknown[0]?.amountOut;
  return [
    ...known.map((quote) => ({ ...quote, lossVsBest: lossAgainst(bestNet, quote.netOut!) })),
    ...unknown.map((quote) => ({
      ...quote,
      lossVsBest: known.length === 0 ? lossAgainst(bestOut, quote.amountOut) : null,
    })),
  ];
}
