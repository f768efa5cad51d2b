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

/** Spec section 5: a popover sits 5 px from its trigger and is disposed of 150 ms after it is left. */
export const POPOVER_DISTANCE_PX = 5;
export const POPOVER_DISPOSE_DELAY_MS = 150;

interface TriggerProps {
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'aria-haspopup'?: 'dialog';
}

export interface PopoverProps {
  /** One button; it gets aria-expanded and aria-controls and opens or closes the popover. */
  children: ReactElement<TriggerProps>;
  /** The popover's heading, which also names it for assistive technology. */
  title: ReactNode;
  /** What the popover says: text, links, a short list. */
  content: ReactNode;
  side?: FloatingSide;
  distance?: number;
}

/**
 * A small non-modal dialog beside its trigger: longer explanations than a tooltip holds, which
 * may contain links. Opened by its button (click, Enter, Space); focus moves into it and Escape
 * closes it and returns focus to the button. It closes POPOVER_DISPOSE_DELAY_MS after focus or a
 * tap goes elsewhere, so a focus moving between the trigger and the panel never makes it flicker.
 */
export function Popover({
  children,
  title,
  content,
  side = 'bottom',
  distance = POPOVER_DISTANCE_PX,
}: PopoverProps) {
  const id = useId();
  const panelId = `${id}-panel`;
  const titleId = `${id}-title`;
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLSpanElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const disposeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const focusOnOpen = useRef(false);
  const position = useFloatingShift(panelRef, open, side);

  const cancelDispose = useCallback(() => clearTimeout(disposeTimer.current), []);
  const disposeSoon = useCallback(() => {
    cancelDispose();
    disposeTimer.current = setTimeout(() => setOpen(false), POPOVER_DISPOSE_DELAY_MS);
  }, [cancelDispose]);

  useEffect(() => cancelDispose, [cancelDispose]);

  // Into the panel once it is shown, so its text and links come next for a keyboard user.
  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    focusOnOpen.current = false;
    panelRef.current?.focus();
  }, [open]);

  // A tap or click outside starts the dispose delay (touch has no focus to leave).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) disposeSoon();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, disposeSoon]);

  /** The trigger is the wrapper's first child: its clicks bubble here (the panel's do not count). */
  const trigger = () => wrapperRef.current?.firstElementChild as HTMLElement | null | undefined;

  const toggle = (event: MouseEvent) => {
    if (panelRef.current?.contains(event.target as Node)) return;
    cancelDispose();
    focusOnOpen.current = !open;
    setOpen(!open);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    cancelDispose();
    setOpen(false);
    trigger()?.focus();
  };

  const onBlur = (event: FocusEvent) => {
    if (!open) return;
    const next = event.relatedTarget as Node | null;
    if (!next || !wrapperRef.current?.contains(next)) disposeSoon();
  };

  const button = cloneElement(children, {
    'aria-expanded': open,
    'aria-controls': panelId,
    'aria-haspopup': 'dialog',
  });

  return (
    <span
      ref={wrapperRef}
      className={styles.wrapper}
      onKeyDown={onKeyDown}
      onFocus={cancelDispose}
      onBlur={onBlur}
      onClick={toggle}
    >
      {button}
      <div
        ref={panelRef}
        id={panelId}
        role="dialog"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.panel}
        data-side={position.side}
        hidden={!open}
        style={
          {
            '--floating-distance': `${distance}px`,
            '--floating-shift': `${position.shift}px`,
          } as CSSProperties
        }
      >
        <p id={titleId} className={styles.title}>
          {title}
        </p>
        <div className={styles.body}>{content}</div>
      </div>
    </span>
  );
}
