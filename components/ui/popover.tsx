'use client';

import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useFloatingShift, type FloatingSide } from './use-floating-shift';
import styles from './popover.module.css';

/** Spec section 9: 5 px from the trigger; the closed panel is removed 150 ms later (fade-out). */
export const POPOVER_DISTANCE_PX = 5;
export const POPOVER_DISPOSE_MS = 150;

interface TriggerProps {
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
}

export interface PopoverProps {
  /** A <button>; it gets aria-expanded and aria-controls and toggles the panel. */
  trigger: ReactElement<TriggerProps>;
  children: ReactNode;
  /** Names the panel for assistive technology. */
  label?: string;
  side?: FloatingSide;
  distance?: number;
  className?: string;
}

/**
 * A disclosure whose content floats next to its button. Focus stays on the button (the panel
 * follows it in tab order); Escape closes and returns focus to the button, as do a click
 * outside and focus leaving the popover.
 */
export function Popover({
  trigger,
  children,
  label,
  side = 'bottom',
  distance = POPOVER_DISTANCE_PX,
  className,
}: PopoverProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const disposeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const position = useFloatingShift(panelRef, mounted, side);

  const show = useCallback(() => {
    clearTimeout(disposeTimer.current);
    setMounted(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    clearTimeout(disposeTimer.current);
    disposeTimer.current = setTimeout(() => setMounted(false), POPOVER_DISPOSE_MS);
  }, []);

  useEffect(() => () => clearTimeout(disposeTimer.current), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
    (wrapperRef.current?.firstElementChild as HTMLElement | null)?.focus();
  };

  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !wrapperRef.current?.contains(next)) close();
  };

  const button = cloneElement(trigger, {
    'aria-expanded': open,
    // Only while the panel exists, so the reference always resolves.
    'aria-controls': mounted ? id : undefined,
  });

  // The trigger's own onClick still runs; this toggles only for clicks on the trigger itself.
  const onClick = (event: MouseEvent) => {
    const triggerElement = wrapperRef.current?.firstElementChild;
    if (!triggerElement?.contains(event.target as Node)) return;
    if (open) close();
    else show();
  };

  return (
    <div
      ref={wrapperRef}
      className={[styles.wrapper, className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onClick={onClick}
    >
      {button}
      {mounted && (
        <div
          ref={panelRef}
          id={id}
          role={label ? 'group' : undefined}
          aria-label={label}
          className={styles.panel}
          data-side={position.side}
          data-state={open ? 'open' : 'closed'}
          inert={!open}
          style={
            {
              '--floating-distance': `${distance}px`,
              '--floating-shift': `${position.shift}px`,
              '--popover-dispose': `${POPOVER_DISPOSE_MS}ms`,
            } as CSSProperties
          }
        >
          {children}
        </div>
      )}
    </div>
  );
}
