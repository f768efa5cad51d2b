'use client';

import { useLayoutEffect, useState, type RefObject } from 'react';

const VIEWPORT_MARGIN = 8;

export type FloatingSide = 'top' | 'bottom';

/**
 * Keeps a floating panel (tooltip, popover) inside the viewport: flips it to the other side when
 * it would leave the top or bottom edge and shifts it sideways by the overflowing amount.
 */
export function useFloatingShift(
  ref: RefObject<HTMLElement | null>,
  visible: boolean,
  preferred: FloatingSide,
) {
  const [position, setPosition] = useState({ side: preferred, shift: 0 });

  useLayoutEffect(() => {
    const panel = ref.current;
    if (!visible || !panel) return;
    const measure = () => {
      // Measure at the preferred side with no shift, then write the result back at once so the
      // DOM never disagrees with what React renders from the state.
      panel.dataset.side = preferred;
      panel.style.setProperty('--floating-shift', '0px');
      const rect = panel.getBoundingClientRect();
      const width = document.documentElement.clientWidth;
      let shift = 0;
      if (rect.left < VIEWPORT_MARGIN) shift = VIEWPORT_MARGIN - rect.left;
      else if (rect.right > width - VIEWPORT_MARGIN) shift = width - VIEWPORT_MARGIN - rect.right;
      let side = preferred;
      if (preferred === 'top' && rect.top < VIEWPORT_MARGIN) side = 'bottom';
      if (preferred === 'bottom' && rect.bottom > window.innerHeight - VIEWPORT_MARGIN) {
        side = 'top';
      }
      shift = Math.round(shift);
      panel.dataset.side = side;
      panel.style.setProperty('--floating-shift', `${shift}px`);
      setPosition({ side, shift });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref, visible, preferred]);

  return position;
}
