import type { RateType } from '@/lib/providers/exchange/types';
import { swapQuery, type SwapQuery } from '@/lib/routing/routes';
import { DEFAULT_SELECTION, type SwapSelection } from './types';

// The /swap query string: ?from=btc&to=eth&amount=0.1&rate=floating. Anything malformed falls
// back to the default, so a hand-edited URL never breaks the page.

const CODE = /^[a-z0-9]{1,32}$/;
const AMOUNT = /^\d{1,18}(\.\d{1,18})?$/;

type Params = Record<string, string | string[] | undefined> | URLSearchParams;

function read(params: Params, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
}

export function parseSelection(params: Params): SwapSelection {
  const from = read(params, 'from')?.toLowerCase();
  const to = read(params, 'to')?.toLowerCase();
  const amount = read(params, 'amount');
  const rate = read(params, 'rate');
  return {
    from: from && CODE.test(from) ? from : DEFAULT_SELECTION.from,
    to: to && CODE.test(to) ? to : DEFAULT_SELECTION.to,
    amount: amount && AMOUNT.test(amount) ? amount : DEFAULT_SELECTION.amount,
    rateType: rate === 'fixed' || rate === 'floating' ? (rate as RateType) : 'floating',
  };
}

/** The /swap query of a selection, for routes.swap(). */
export function selectionParams(selection: SwapSelection): SwapQuery {
  const { from, to, amount, rateType } = selection;
  return { from, to, amount, rate: rateType };
}

export function selectionQuery(selection: SwapSelection): string {
  return swapQuery(selectionParams(selection));
}

/** A positive decimal amount the offers API accepts, or null while the field is incomplete. */
export function validAmount(amount: string): string | null {
  if (!AMOUNT.test(amount)) return null;
  return Number(amount) > 0 ? amount : null;
}
