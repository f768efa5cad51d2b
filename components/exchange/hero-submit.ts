import { refOfSearch, withRef } from '@/lib/api/auth/ref-link';
import { routes } from '@/lib/routing/routes';
import { selectionParams, validAmount } from './selection';
import type { SwapSelection } from './types';

// What "Compare offers" does with the hero's selection. The form imports this module on submit:
// it brings the offers contract's amount rule (zod), which the first paint does not need.

/**
 * The /swap address of the selection, or null when the offers API would refuse the amount. The
 * affiliate link's `ref` in the current page's query (`search`) goes along (ADR 0022).
 */
export function swapHref(selection: SwapSelection, search = ''): string | null {
  const amount = validAmount(selection.amount);
  if (amount === null) return null;
  return withRef(routes.swap(selectionParams({ ...selection, amount })), refOfSearch(search));
}
