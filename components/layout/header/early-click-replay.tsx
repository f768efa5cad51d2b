'use client';

import { useEffect } from 'react';
import { takeEarlyClick } from './early-click';

/**
 * Rendered after the header's buttons: its effect runs once they have hydrated, and clicks the
 * button a visitor tapped before that (early-click.ts), so the tap opens what it should.
 */
export function EarlyClickReplay() {
  useEffect(() => {
    takeEarlyClick(window)?.click();
  }, []);
  return null;
}
