'use client';

import { useRouter } from 'next/navigation';
import { useRef, type ComponentProps } from 'react';
import { Link as IntlLink } from '@/lib/i18n/navigation';
import {
  createPrefetchIntent,
  prefetchablePath,
  type PrefetchIntent,
} from '@/lib/navigation/prefetch';

type IntlLinkProps = ComponentProps<typeof IntlLink>;

export type LinkProps = Omit<IntlLinkProps, 'prefetch'> & {
  /**
   * 'intent' (the default): the route is preloaded when the visitor rests the pointer on the
   * link, focuses it or touches it, never merely because it is on screen. false: never (a link
   * whose target is not a page of this app, or one a list repeats hundreds of times).
   */
  prefetch?: 'intent' | false;
};

/**
 * The site's link: next-intl's locale-aware Link with the prefetch policy of spec section 9
 * (lib/navigation/prefetch.ts). Next's own prefetching is off, so a page full of links, a
 * footer or a catalogue list, loads nothing until the visitor shows interest in one.
 */
export function Link({
  prefetch = 'intent',
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onTouchStart,
  ...props
}: LinkProps) {
  const router = useRouter();
  const intent = useRef<PrefetchIntent | null>(null);
  const target = useRef<HTMLAnchorElement | null>(null);

  const ready = (anchor: HTMLAnchorElement): PrefetchIntent | null => {
    if (prefetch !== 'intent') return null;
    target.current = anchor;
    intent.current ??= createPrefetchIntent(() => {
      const path = target.current
        ? prefetchablePath(target.current.href, new URL(window.location.href))
        : null;
      if (path) router.prefetch(path);
    });
    return intent.current;
  };

  return (
    <IntlLink
      {...props}
      prefetch={false}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        if (event.pointerType === 'mouse') ready(event.currentTarget)?.hover();
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        intent.current?.leave();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        ready(event.currentTarget)?.now();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        ready(event.currentTarget)?.now();
      }}
    />
  );
}
