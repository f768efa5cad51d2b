'use client';

import { useLocale } from 'next-intl';
import { useEffect, useRef, type RefObject } from 'react';
import type { WidgetVersion } from '@/lib/widgets/params';
import { createBridge, type WidgetBridge } from './widget-bridge';
import type { WidgetConfig } from './widget-config';

// The two widgets' channel to their host page (docs/widgets.md, "Events"): `ready` once, then
// `resize` whenever the content's height changes, through the bridge that knows which origin may
// hear what (./widget-bridge.ts). The widget posts its other events on the bridge it returns.

/** The content's height as the host should size the frame: the root and the scope's padding. */
function contentHeight(root: HTMLElement): number {
  return Math.ceil(root.getBoundingClientRect().height + 2 * root.offsetTop);
}

export function useHostChannel(
  widget: WidgetVersion,
  config: WidgetConfig,
  root: RefObject<HTMLElement | null>,
): RefObject<WidgetBridge | null> {
  const locale = useLocale();
  const bridge = useRef<WidgetBridge | null>(null);
  useEffect(() => {
    const channel = createBridge(window, config.partner?.allowedOrigins ?? []);
    bridge.current = channel;
    channel.post({
      type: 'ready',
      widget,
      lang: locale,
      ignored: config.ignored.map(({ name, reason }) => ({ name, reason })),
    });
    const element = root.current;
    if (!element) return;
    let last = 0;
    const observer = new ResizeObserver(() => {
      const height = contentHeight(element);
      if (height === last) return;
      last = height;
      channel.post({ type: 'resize', height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [widget, config, locale, root]);
  return bridge;
}
