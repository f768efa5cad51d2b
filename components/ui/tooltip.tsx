'use client';

import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useFloatingShift, type FloatingSide } from './use-floating-shift';
import styles from './tooltip.module.css';

/** Spec section 9: shown at once, hidden 300 ms after the pointer or focus leaves, 10 px away. */
export const TOOLTIP_HIDE_DELAY_MS = 300;
export const TOOLTIP_DISTANCE_PX = 10;

interface TriggerProps {
  'aria-describedby'?: string;
}

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button or link); it gets aria-describedby. */
  children: ReactElement<TriggerProps>;
  side?: FloatingSide;
  distance?: number;
}

/**
 * A short description of its trigger, shown on hover, focus, click or touch. It stays while the
 * pointer is over the tooltip itself and closes with Escape (WCAG 1.4.13).
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  distance = TOOLTIP_DISTANCE_PX,
}: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wrapperRef = useRef<HTMLSpanElement>(null);
  const bubbleRef = useRef<HTMLSpanElement>(null);
  const position = useFloatingShift(bubbleRef, open, side);

  const cancelHide = useCallback(() => clearTimeout(hideTimer.current), []);
  const show = useCallback(() => {
    cancelHide();
    setOpen(true);
  }, [cancelHide]);
  const hideSoon = useCallback(() => {
    cancelHide();
    hideTimer.current = setTimeout(() => setOpen(false), TOOLTIP_HIDE_DELAY_MS);
  }, [cancelHide]);

  useEffect(() => cancelHide, [cancelHide]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      cancelHide();
      setOpen(false);
    };
    // A tap elsewhere closes a tooltip opened by touch, which has no "leave".
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, cancelHide]);

  const onPointerEnter = (event: PointerEvent) => event.pointerType !== 'touch' && show();
  const onPointerLeave = (event: PointerEvent) => event.pointerType !== 'touch' && hideSoon();
  const onPointerDown = (event: PointerEvent) => event.pointerType === 'touch' && show();

  const trigger = cloneElement(children, {
    'aria-describedby': [children.props['aria-describedby'], id].filter(Boolean).join(' '),
  });

  return (
    <span
      ref={wrapperRef}
      className={styles.wrapper}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onPointerDown={onPointerDown}
      // Focus and click bubble up from the trigger (and from links inside the tooltip).
      onFocus={show}
      onBlur={hideSoon}
      onClick={show}
    >
      {trigger}
      <span
        ref={bubbleRef}
        id={id}
        role="tooltip"
        className={styles.bubble}
        data-side={position.side}
        hidden={!open}
        style={
          {
            '--floating-distance': `${distance}px`,
            '--floating-shift': `${position.shift}px`,
          } as CSSProperties
        }
      >
        {content}
      </span>
    </span>
  );
}
