import { Big } from 'big.js';
import type { DexAggregatorView } from '@/lib/dex/contract';
import type { BridgeRoute } from '@/lib/providers/bridge/contract';
import type { RankedBridgeRoute } from './schema';

// Routes ranked by the USD value that arrives (docs/bridges.md, "Ranking"). Pure: the
// destination token's reference price is handed in. A route's net is amountOut at that price
// less the gas and native fees its vendor names in USD (gasCostUsd), never below 0. Routes whose
// net is known come first, best first; those whose cost or price is unknown follow by their
// output, since nothing fair compares them. Ties go to the faster route.

const USD_PLACES = 4;
const FRACTION_PLACES = 6;

export interface BridgeRankEntry {
  aggregator: DexAggregatorView;
  route: BridgeRoute;
}

export interface BridgeRankInput {
  routes: readonly BridgeRankEntry[];
  /** The destination token's decimals and USD reference price (null when it has none). */
  to: { decimals: number; usd: Big | null };
}

/** A route before ranking, with its net kept beside it (the answer carries it rounded). */
interface Unranked {
  row: Omit<RankedBridgeRoute, 'lossVsBest'>;
  net: Big | null;
}

const usd = (value: Big | null) => (value === null ? null : value.round(USD_PLACES).toString());

/** A vendor's USD figure as a number we can count on, or null. */
function usdFigure(value: string | null): Big | null {
  if (value === null || !/^\d+(\.\d+)?$/.test(value)) return null;
  return new Big(value);
}

function costed({ aggregator, route }: BridgeRankEntry, input: BridgeRankInput): Unranked {
  const outUsd = input.to.usd
    ? new Big(route.amountOut).div(new Big(10).pow(input.to.decimals)).times(input.to.usd)
    : null;
  const gas = usdFigure(route.gasCostUsd);
  const diff = outUsd !== null && gas !== null ? outUsd.minus(gas) : null;
  const net = diff === null ? null : diff.lt(0) ? new Big(0) : diff;
  const row = {
    aggregator,
    amountIn: route.amountIn,
    amountOut: route.amountOut,
    minOut: route.minOut,
    amountOutUsd: usd(outUsd),
    gasCostUsd: usd(gas),
    includedFeesUsd: usd(usdFigure(route.includedFeesUsd)),
    netValueUsd: usd(net),
    etaSeconds: route.etaSeconds,
    steps: route.steps.map((step) => ({ ...step })),
    spender: route.spender,
    tx: route.tx,
    expiresAt: route.expiresAt,
    reference: route.reference,
  };
  return { row, net };
}

const desc = (a: bigint, b: bigint) => (a === b ? 0 : a > b ? -1 : 1);

function order(a: Unranked, b: Unranked): number {
  const byNet = a.net && b.net ? (b.net.cmp(a.net) as number) : 0;
  return (
    byNet ||
    desc(BigInt(a.row.amountOut), BigInt(b.row.amountOut)) ||
    a.row.etaSeconds - b.row.etaSeconds ||
    a.row.aggregator.id.localeCompare(b.row.aggregator.id)
  );
}

/** (best − value) ÷ best as a fraction; "0" for the best, null when the best is 0. */
function lossAgainst(best: Big | undefined, value: Big): string | null {
  if (best === undefined || best.eq(0)) return value.eq(0) ? '0' : null;
  return best.minus(value).div(best).round(FRACTION_PLACES).toString();
}

/**
 * Best first. `lossVsBest` compares each known net with the best net; when no net is known at
 * all, outputs are compared with the best output; a route of unknown net among known ones has none.
 */
export function rankRoutes(input: BridgeRankInput): RankedBridgeRoute[] {
  const all = input.routes.map((entry) => costed(entry, input));
  const known = all.filter((route) => route.net !== null).sort(order);
  const unknown = all.filter((route) => route.net === null).sort(order);
  const bestNet = known[0]?.net ?? undefined;
  const bestOut = unknown[0] ? new Big(unknown[0].row.amountOut) : undefined;
  return [
    ...known.map(({ row, net }) => ({ ...row, lossVsBest: lossAgainst(bestNet, net!) })),
    ...unknown.map(({ row }) => ({
      ...row,
      lossVsBest: known.length === 0 ? lossAgainst(bestOut, new Big(row.amountOut)) : null,
    })),
  ];
}
