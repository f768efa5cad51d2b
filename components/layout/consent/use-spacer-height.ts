'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Measures the fixed panel and pads the end of the body by its height, so the visitor can always
 * scroll the footer above the panel. Only the end of the document grows, so nothing above moves
 * (no layout shift), and the panel itself can sit early in the DOM, where keyboard and
 * screen-reader users meet it first.
 */
export function useSpacerHeight() {
  const [spacerHeight, setSpacerHeight] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);

  const panelRef = useCallback((panel: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!panel) {
      setSpacerHeight(0);
      return;
    }
    observer.current = new ResizeObserver(([entry]) => {
      if (entry)
        setSpacerHeight(Math.ceil(entry.borderBoxSize[0]?.blockSize ?? panel.offsetHeight));
    });
    observer.current.observe(panel);
  }, []);

  useEffect(() => {
    document.body.style.paddingBottom = spacerHeight ? `${spacerHeight}px` : '';
    return () => {
      document.body.style.paddingBottom = '';
    };
  }, [spacerHeight]);

  return { panelRef, spacerHeight };
}
