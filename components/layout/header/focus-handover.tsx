'use client';

import { Component, type ReactNode } from 'react';

/** Marks the element whose focusable children are handed over; one per page. */
const HANDOVER_ROOT = 'data-focus-handover';
/** Names a focusable child so its replacement can be found: the same key on both. */
const HANDOVER_KEY = 'data-focus-key';

interface Props {
  /** Changes when the children are replaced by another implementation of the same controls. */
  version: string;
  children: ReactNode;
}

/**
 * Keeps keyboard focus on the same control when its subtree is swapped for another one (the
 * plain header triggers for Radix's menus). The focused control is read in
 * getSnapshotBeforeUpdate, which React calls synchronously right before it removes the old
 * elements, and its replacement is focused in componentDidUpdate, in the same commit: no key
 * press can land in between, so a Tab pressed at the moment of the swap is never lost. A function
 * component has no hook that runs at that point, hence a class.
 */
export class FocusHandover extends Component<Props> {
  override getSnapshotBeforeUpdate(previous: Props): string | null {
    if (previous.version === this.props.version) return null;
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || !focused.closest(`[${HANDOVER_ROOT}]`)) return null;
    return focused.getAttribute(HANDOVER_KEY);
  }

  override componentDidUpdate(_previous: Props, _state: unknown, key: string | null): void {
    if (!key) return;
    const candidates = document.querySelectorAll<HTMLElement>(
      `[${HANDOVER_ROOT}] [${HANDOVER_KEY}]`,
    );
    for (const element of candidates) {
      if (element.getAttribute(HANDOVER_KEY) === key) return element.focus();
    }
  }

  override render(): ReactNode {
    return this.props.children;
  }
}
