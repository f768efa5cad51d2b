'use client';

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent,
} from 'react';

// Hover timing of the desktop menus (spec section 4): a menu opens 200 ms after the pointer rests
// on its trigger; with a menu already open, another one takes over after 150 ms; within 300 ms of
// a menu closing the next one opens at once.
//
// Radix only knows two cases: "delayed" (delayDuration) and "skip" (open at once, both while a
// menu is open and during skipDelayDuration after it closed). So Radix's own skip mode is turned
// off (skipDelayDuration 0, every hover is "delayed") and the delay is chosen here on each
// render: 150 ms while a menu is open, 0 inside the 300 ms window, 200 ms otherwise.
export const OPEN_DELAY = 200;
export const SWITCH_DELAY = 150;
export const SKIP_WINDOW = 300;

// Radix closes the old menu 150 ms after the pointer leaves it, which lands just before the
// 150 ms switch to the new one and would flash "no menu" in between. A close that arrives while
// the pointer rests on another trigger it entered this recently is ignored: the switch follows.
const SWITCH_GRACE = SWITCH_DELAY + 100;
// A click on a trigger that hovering opened moments ago confirms the menu instead of closing it.
const CLICK_CONFIRM = 500;

interface Hover {
  id: string;
  since: number;
  /** The trigger was clicked since the pointer arrived: the click decides, not the hover. */
  clicked?: boolean;
  /** When it was last clicked. */
  clickedAt?: number;
}

/** `initial` opens a menu at once (one clicked before the menus had loaded). */
export function useMenuTiming(initial = '') {
  const [value, setValue] = useState(initial);
  const [skipping, setSkipping] = useState(false);
  const current = useRef(initial);
  const hover = useRef<Hover | null>(null);
  const clicking = useRef(false);
  const hoverOpenedAt = useRef<number | null>(null);
  const skipTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    // Escape must always close, even while the pointer rests on another trigger.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hover.current = null;
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.clearTimeout(skipTimer.current);
    };
  }, []);

  const onValueChange = useCallback((next: string) => {
    const previous = current.current;
    // Radix's timers keep the value of the render that started them and may repeat it.
    if (next === previous) return;
    const resting = hover.current;
    if (
      next === '' &&
      resting &&
      resting.id !== previous &&
      performance.now() - resting.since < SWITCH_GRACE
    ) {
      return;
    }
    // Leaving the old menu started Radix's close timer, which a click on the new trigger does not
    // clear: inside the hand-over it would close the menu the click just opened.
    if (
      next === '' &&
      !clicking.current &&
      resting?.id === previous &&
      resting.clickedAt !== undefined &&
      performance.now() - resting.clickedAt < SWITCH_GRACE
    ) {
      return;
    }
    // Radix scheduled a hover-open when the pointer arrived and cannot be told to drop it; a
    // click inside that delay has already decided, so the late open would undo a click's close.
    if (next !== '' && !clicking.current && resting?.id === next && resting.clicked) return;
    current.current = next;
    hoverOpenedAt.current = next !== '' && !clicking.current ? performance.now() : null;
    window.clearTimeout(skipTimer.current);
    if (next === '' && previous !== '') {
      setSkipping(true);
      skipTimer.current = window.setTimeout(() => setSkipping(false), SKIP_WINDOW);
    } else {
      setSkipping(false);
    }
    setValue(next);
  }, []);

  const triggerProps = useCallback(
    (id: string) => ({
      onPointerEnter: (event: PointerEvent) => {
        if (event.pointerType === 'mouse') hover.current = { id, since: performance.now() };
      },
      onPointerLeave: () => {
        if (hover.current?.id === id) hover.current = null;
      },
      onClick: (event: MouseEvent) => {
        if (hover.current?.id === id) {
          hover.current.clicked = true;
          hover.current.clickedAt = performance.now();
        }
        const openedAt = hoverOpenedAt.current;
        if (current.current === id && openedAt !== null) {
          hoverOpenedAt.current = null;
          if (performance.now() - openedAt < CLICK_CONFIRM) {
            event.preventDefault();
            return;
          }
        }
        // Radix handles the click right after this handler, synchronously.
        clicking.current = true;
        queueMicrotask(() => (clicking.current = false));
      },
    }),
    [],
  );

  const delayDuration = value !== '' ? SWITCH_DELAY : skipping ? 0 : OPEN_DELAY;
  return { value, onValueChange, delayDuration, skipDelayDuration: 0, triggerProps };
}
