'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { PickerCurrency } from '@/lib/catalogue/contract';
import type { WidgetErrorCode } from '@/lib/widgets/events';
import type { Offer } from '@/lib/rates/contract';
import type { SwapView } from '@/lib/swaps/contract';

// The site's swap flow inside the embedded widget (/v2/widget, docs/widgets.md): the few places
// where the flow must differ read this context, which is null on the site's own pages. Links that
// would leave the frame open the site in a new tab; the created swap stays in the frame instead
// of navigating to /swap; the widget hears of the offers and the swap to tell its host.

/**
 * A coin shown without its picker (./locked-coin.tsx), given the picker's props. Declared here
 * by shape, not by import, so the flow's files do not import the widget's component.
 */
export type LockedCoinComponent = (props: {
  label: string;
  value: string;
  currencies: readonly PickerCurrency[] | undefined;
}) => ReactNode;

export interface EmbedMode {
  /**
   * The pair is fixed (`lock`): each coin is shown by this component instead of its picker, and
   * there is no direction button; undefined lets the visitor choose. (Handed in by the widget,
   * so the site's pages do not load it.)
   */
  lockedCoin: LockedCoinComponent | undefined;
  /** Fixed and floating offers both (`rate=both`): the visitor switches between them. */
  rateChoice: boolean;
  /** The offers' round moved on: its phase, the best offer (null while there is none), the pair. */
  onOffers(
    phase: 'idle' | 'loading' | 'done' | 'error',
    best: Offer | null,
    pair: { from: string; to: string },
  ): void;
  /** The swap was created: the widget shows its status in place. */
  onSwapCreated(swap: SwapView): void;
  /** Something the visitor sees as failed. */
  onError(code: WidgetErrorCode, message: string): void;
}

const EmbedModeContext = createContext<EmbedMode | null>(null);

export const EmbedModeProvider = EmbedModeContext.Provider;

/** The widget's mode, or null on the site's own pages. */
export function useEmbedMode(): EmbedMode | null {
  return useContext(EmbedModeContext);
}

/** A link's target: a new tab inside the widget (the frame stays the swap), none on the site. */
export function useLeaveFrameTarget(): '_blank' | undefined {
  return useContext(EmbedModeContext) ? '_blank' : undefined;
}
