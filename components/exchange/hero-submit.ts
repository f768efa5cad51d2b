import { routes } from '@/lib/routing/routes';
import { selectionParams, validAmount } from './selection';
import type { SwapSelection } from './types';

// What "Compare offers" does with the hero's selection. The form imports this module on submit:
// it brings the offers contract's amount rule (zod), which the first paint does not need.

/** The /swap address of the selection, or null when the offers API would refuse the amount. */
export function swapHref(selection: SwapSelection): string | null {
  const amount = validAmount(selection.amount);
  if (amount === null) return null;
  return routes.swap(selectionParams({ ...selection, amount }));
}
