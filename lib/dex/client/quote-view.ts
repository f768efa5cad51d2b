import type {
  DexFailureCode,
  DexQuoteFailure,
  DexQuotesResponse,
  DexRouteLegView,
  RankedDexQuote,
} from '../contract';

// What a row of the quotes list shows, from the server's ranked answer: the server's order is
// kept (it ranks by net after gas); the screen adds which quote is chosen, which warn, and
// whether one can still be sent.

/** Above this price impact (a fraction) a row warns. */
export const HIGH_PRICE_IMPACT = 0.03;
/** Seconds before a quote's expiry at which the screen asks for fresh ones. */
export const REFRESH_LEAD_SECONDS = 5;

export interface QuoteRow {
  /** The aggregator's id: a quote is chosen by it. */
  id: string;
  name: string;
  sandbox: boolean;
  best: boolean;
  amountOut: bigint;
  minOut: bigint;
  gasCostWei: bigint | null;
  gasCostInTo: bigint | null;
  netOut: bigint | null;
  amountOutUsd: string | null;
  gasCostUsd: string | null;
  netOutUsd: string | null;
  priceImpact: string | null;
  highImpact: boolean;
  /** How far below the best net, as a fraction; null for the best and when unknown. */
  lossVsBest: string | null;
  route: readonly DexRouteLegView[];
  spender: string | null;
  /** The quote carries calldata (firm); an indicative one cannot be sent. */
  firm: boolean;
  expiresAt: number;
}

export interface FailureRow {
  id: string;
  name: string;
  sandbox: boolean;
  code: DexFailureCode;
  /** amount_too_low / amount_too_high: the bound in `from`'s base units. */
  limit: bigint | null;
}

const big = (value: string | null): bigint | null => (value === null ? null : BigInt(value));

export function quoteRow(quote: RankedDexQuote, index: number): QuoteRow {
  const impact = quote.priceImpact === null ? null : Number(quote.priceImpact);
  const loss = quote.lossVsBest;
  return {
    id: quote.aggregator.id,
    name: quote.aggregator.name,
    sandbox: quote.aggregator.sandbox,
    best: index === 0,
    amountOut: BigInt(quote.amountOut),
    minOut: BigInt(quote.minOut),
    gasCostWei: big(quote.gasCostWei),
    gasCostInTo: big(quote.gasCostInTo),
    netOut: big(quote.netOut),
    amountOutUsd: quote.amountOutUsd,
    gasCostUsd: quote.gasCostUsd,
    netOutUsd: quote.netOutUsd,
    priceImpact: quote.priceImpact,
    highImpact: impact !== null && impact > HIGH_PRICE_IMPACT,
    lossVsBest: index === 0 || loss === null || Number(loss) === 0 ? null : loss,
    route: quote.route,
    spender: quote.spender,
    firm: quote.tx !== null,
    expiresAt: Date.parse(quote.expiresAt),
  };
}

export function failureRow(failure: DexQuoteFailure): FailureRow {
  return {
    id: failure.aggregator.id,
    name: failure.aggregator.name,
    sandbox: failure.aggregator.sandbox,
    code: failure.error,
    limit: failure.limit === undefined ? null : BigInt(failure.limit),
  };
}

/** The rows of an answer, in the server's order. */
export function quoteRows(answer: DexQuotesResponse): {
  quotes: QuoteRow[];
  failures: FailureRow[];
} {
  return { quotes: answer.quotes.map(quoteRow), failures: answer.failures.map(failureRow) };
}

/** The chosen quote: the visitor's choice while it is still offered, else the best. */
export function chosenQuote(
  answer: DexQuotesResponse | null,
  chosenId: string | null,
): RankedDexQuote | null {
  if (!answer) return null;
  return (
    answer.quotes.find((quote) => quote.aggregator.id === chosenId) ?? answer.quotes[0] ?? null
  );
}

/** Whole seconds since the quotes were fetched. */
export function quoteAgeSeconds(quotedAt: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(quotedAt)) / 1000));
}

export function isExpired(quote: { expiresAt: string }, now: number): boolean {
  return Date.parse(quote.expiresAt) <= now;
}

/** Milliseconds until the screen should ask again: a little before the earliest expiry. */
export function refreshDelay(answer: DexQuotesResponse, now: number): number | null {
  const expiries = answer.quotes.map((quote) => Date.parse(quote.expiresAt));
  if (expiries.length === 0) return null;
  return Math.max(1000, Math.min(...expiries) - REFRESH_LEAD_SECONDS * 1000 - now);
}

/**
 * Whether the panel says "Sandbox": once quotes are in, their answer's word (it names the
 * aggregators actually asked); before, and when they fail, the token list's, the server's fact for
 * the chain, so a sandbox is labelled before any quote is asked. Neither known yet: no label.
 */
export function showsSandbox(
  listSandbox: boolean | undefined,
  answer: Pick<DexQuotesResponse, 'sandbox'> | null,
): boolean {
  return answer ? answer.sandbox : listSandbox === true;
}
