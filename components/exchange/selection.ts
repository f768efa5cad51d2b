import { readAmount, readCurrencyCode, readRateType } from '@/lib/rates/rules';
import { swapQuery, type SwapQuery } from '@/lib/routing/routes';
import { DEFAULT_SELECTION, FLIP_PARAM, directionOf, type SwapSelection } from './types';

// The /swap query string: ?from=btc&to=eth&amount=0.1&rate=floating, or with
// &direction=reverse after the amount when the visitor typed what they want to get (the offers
// API's own word). A link without it is a direct one, as every link was before reverse quotes.
// Anything malformed falls back to the default, so a hand-edited URL never breaks the page. Codes and amounts follow the
// offers API's own rules (lib/rates/rules.ts: no zod, so /swap reads its query before any schema
// library has loaded).

type Params = Record<string, string | string[] | undefined> | URLSearchParams;

// A name given twice counts by its last value: the home hero's no-script select follows the
// form's hidden field of the same name (no-script-picker.ts).
function read(params: Params, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.getAll(key).at(-1);
  const value = params[key];
  return Array.isArray(value) ? value.at(-1) : value;
}

export function parseSelection(params: Params): SwapSelection {
  // A decimal comma ("0,1") is what the hero's GET form sends in German or French before
  // hydration (the field shows the locale's way); grouping never reaches the URL.
  const amount = readAmount(read(params, 'amount')?.replace(',', '.'));
  const selection: SwapSelection = {
    from: readCurrencyCode(read(params, 'from')) ?? DEFAULT_SELECTION.from,
    to: readCurrencyCode(read(params, 'to')) ?? DEFAULT_SELECTION.to,
    amount: amount ?? DEFAULT_SELECTION.amount,
    rateType: readRateType(read(params, 'rate')) ?? 'floating',
  };
  if (read(params, FLIP_PARAM) !== undefined) {
    [selection.from, selection.to] = [selection.to, selection.from];
  }
  // The default amount is an amount to send: a reverse link without a usable amount is a direct
  // one, so "0.1" never silently becomes 0.1 of the coin received.
  if (read(params, 'direction') === 'reverse' && amount !== null) selection.direction = 'reverse';
  return selection;
}

/** The /swap query of a selection, for routes.swap(); direct links stay as they always were. */
export function selectionParams(selection: SwapSelection): SwapQuery {
  const { from, to, amount, rateType } = selection;
  const direction = directionOf(selection) === 'reverse' ? 'reverse' : undefined;
  return { from, to, amount, direction, rate: rateType };
}

export function selectionQuery(selection: SwapSelection): string {
  return swapQuery(selectionParams(selection));
}

/** A positive decimal amount the offers API accepts, or null while the field is incomplete. */
export function validAmount(amount: string): string | null {
  return readAmount(amount);
}
