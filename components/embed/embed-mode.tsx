'use client';

import { createContext, useContext } from 'react';
import type { WidgetErrorCode } from '@/lib/widgets/events';
import type { Offer } from '@/lib/rates/contract';
import type { SwapView } from '@/lib/swaps/contract';

// The site's swap flow inside the embedded widget (/v2/widget, docs/widgets.md): the few places
// where the flow must differ read this context, which is null on the site's own pages. Links that
// would leave the frame open the site in a new tab; the created swap stays in the frame instead
// of navigating to /swap; the widget hears of the offers and the swap to tell its host.

export interface EmbedMode {
  /** The pair is fixed (`lock`): the coins are shown, not chosen, and not swapped. */
  lockPair: boolean;
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
