'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { WidgetBuilderProps } from './widget-builder';

/** How far ahead of the viewport the builder starts loading. */
const LOAD_MARGIN = '600px 0px';

/**
 * The builder as a deferred island: the page's first load carries only this loader; the builder
 * (its form, the coin pickers, the popovers) loads when the section comes within LOAD_MARGIN of
 * the viewport (before a keyboard user can tab into it) or the pointer reaches it. Until then, and without JavaScript, `fallback` (the
 * server's default snippet and preview) is what the section shows.
 */
export function WidgetBuilderIsland({
  fallback,
  ...props
}: WidgetBuilderProps & { fallback: ReactNode }) {
  const [Builder, setBuilder] = useState<ComponentType<WidgetBuilderProps> | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const started = useRef(false);

  const load = () => {
    if (started.current) return;
    started.current = true;
    void import('./widget-builder').then((module) => setBuilder(() => module.WidgetBuilder));
  };

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      load();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
    // `load` only reads refs; the observer is set up once.
  }, []);

  return (
    // No load on focus: replacing the fallback under the focus would drop it to the page's top.
    <div ref={ref} onPointerEnter={load} data-loaded={Builder ? '' : undefined}>
      {Builder ? <Builder {...props} /> : fallback}
    </div>
  );
}
