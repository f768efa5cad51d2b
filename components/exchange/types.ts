import type { RateType } from '@/lib/rates/contract';

/** What steps 1 and 2 keep in the URL so a reload keeps the visitor's choice. */
/** direct: the visitor typed what they send; reverse: what they want to get. */
export type QuoteDirection = 'direct' | 'reverse';

export interface SwapSelection {
  from: string;
  to: string;
  /** Decimal string with '.', as typed (may be empty while editing), on the side `direction` names. */
  amount: string;
  rateType: RateType;
  /** Which side was typed; absent means 'direct' (links and callers from before reverse quotes). */
  direction?: QuoteDirection | undefined;
}

/**
 * A /swap query key sent by the home hero's direction button when it works as a plain GET form's
 * submit button (before hydration, without JavaScript): the form's fields hold the pair as
 * shown, this says to swap it (parseSelection).
 */
export const FLIP_PARAM = 'flip';

/** The side the visitor typed. */
export function directionOf(selection: Pick<SwapSelection, 'direction'>): QuoteDirection {
  return selection.direction === 'reverse' ? 'reverse' : 'direct';
}

export const DEFAULT_SELECTION: SwapSelection = {
  from: 'btc',
  to: 'eth',
  amount: '0.1',
  rateType: 'floating',
};
