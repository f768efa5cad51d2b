'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { ChevronDownIcon } from '@/components/icons/chevron-down-icon';
import type { DesktopNavMenuProps } from './desktop-nav-menu';
import styles from './desktop-nav.module.css';
import { FocusHandover } from './focus-handover';
import type { HeaderNav } from './types';

const WIDE_QUERY = '(min-width: 992px)';

let menuModule: Promise<ComponentType<DesktopNavMenuProps>> | undefined;
const loadMenu = () => (menuModule ??= import('./desktop-nav-menu').then((m) => m.DesktopNavMenu));

/** The loaded menus, and which trigger was clicked before they arrived. */
interface Loaded {
  Menu: ComponentType<DesktopNavMenuProps>;
  open?: string;
}

/**
 * The wide-screen menus. Until the visitor reaches for them, this renders the same triggers as
 * plain buttons, so Radix's navigation menu (desktop-nav-menu.tsx) stays out of the first load.
 * It is fetched when the browser is idle on a wide screen, or at once on the first pointer or
 * focus in the bar; a trigger clicked meanwhile is opened in its place, and whatever has focus
 * at the moment of the swap keeps it (focus-handover.tsx).
 * Phones never fetch it: the bar is hidden below 992 px.
 */
export function DesktopNav({ nav }: { nav: HeaderNav }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const clicked = useRef<string | undefined>(undefined);

  const load = useCallback(() => {
    void loadMenu().then((Menu) => {
      setLoaded((current) => current ?? { Menu, open: clicked.current });
    });
  }, []);

  useEffect(() => {
    if (!window.matchMedia(WIDE_QUERY).matches) return;
    if (typeof window.requestIdleCallback !== 'function') return load();
    const handle = window.requestIdleCallback(load);
    return () => window.cancelIdleCallback(handle);
  }, [load]);

  if (loaded) {
    const { Menu } = loaded;
    return (
      <FocusHandover version="menu">
        <Menu nav={nav} initialOpen={loaded.open} />
      </FocusHandover>
    );
  }
  return (
    <FocusHandover version="plain">
      <PlainNav nav={nav} load={load} clicked={clicked} />
    </FocusHandover>
  );
}

/** The triggers as plain buttons, with the same structure as Radix's list. */
function PlainNav({
  nav,
  load,
  clicked,
}: {
  nav: HeaderNav;
  load: () => void;
  clicked: { current: string | undefined };
}) {
  return (
    <nav
      data-focus-handover=""
      aria-label={nav.label}
      className={styles.root}
      onPointerEnter={load}
      onFocus={load}
    >
      {/* The same structure as Radix's list, so nothing moves when it takes over. */}
      <div style={{ position: 'relative' }}>
        <ul className={styles.list}>
          {nav.sections.map((section) => (
            <li key={section.id} className={styles.item}>
              <button
                type="button"
                className={styles.trigger}
                aria-expanded={false}
                data-state="closed"
                data-section={section.id}
                data-focus-key={section.id}
                onClick={() => {
                  clicked.current = section.id;
                  load();
                }}
              >
                {section.title}
                <ChevronDownIcon size={16} className={styles.chevron} />
              </button>
            </li>
          ))}
          <li className={styles.item}>
            <a className={styles.trigger} href={nav.blog.href} data-focus-key="blog">
              {nav.blog.label}
            </a>
          </li>
        </ul>
      </div>
    </nav>
  );
}
