'use client';

import { useCallback, useRef, useState } from 'react';

/**
 * Measures the fixed panel so an in-flow spacer of the same height can sit at the end of the
 * page: the visitor can always scroll the footer above the panel. The spacer only grows the end
 * of the document, so nothing above it moves (no layout shift).
 */
export function useSpacerHeight() {
  const [spacerHeight, setSpacerHeight] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);

  const panelRef = useCallback((panel: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!panel) return;
    observer.current = new ResizeObserver(([entry]) => {
      if (entry)
        setSpacerHeight(Math.ceil(entry.borderBoxSize[0]?.blockSize ?? panel.offsetHeight));
    });
    observer.current.observe(panel);
  }, []);

  return { panelRef, spacerHeight };
}
