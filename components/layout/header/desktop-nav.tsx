'use client';

import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { ChevronDownIcon } from '@/components/icons/chevron-down-icon';
import type { DesktopNavMenuProps } from './desktop-nav-menu';
import styles from './desktop-nav.module.css';
import { FocusHandover } from './focus-handover';
import type { HeaderNav } from './types';

const WIDE_QUERY = '(min-width: 992px)';

let menuModule: Promise<ComponentType<DesktopNavMenuProps>> | undefined;
const loadMenu = () => (menuModule ??= import('./desktop-nav-menu').then((m) => m.DesktopNavMenu));

/**
 * The wide-screen menus. Until the visitor reaches for them, this renders the same triggers as
 * plain buttons, so Radix's navigation menu (desktop-nav-menu.tsx) stays out of the first load.
 * It is fetched when the browser is idle on a wide screen, or at once on the first pointer or
 * focus in the bar; a trigger clicked meanwhile is opened in its place, and whatever has focus
 * at the moment of the swap keeps it (focus-handover.tsx).
 * Phones never fetch it: the bar is hidden below 992 px.
 */
export function DesktopNav({ nav }: { nav: HeaderNav }) {
  const [menus, setMenus] = useState<{ Menu: ComponentType<DesktopNavMenuProps> } | null>(null);
  // State, not a ref: a click that lands after the menus arrived but before React swapped them
  // in is a state update too, so the menus open with it whichever comes first.
  const [clicked, setClicked] = useState<string | undefined>(undefined);

  const load = useCallback(() => {
    void loadMenu().then((Menu) => setMenus((current) => current ?? { Menu }));
  }, []);

  useEffect(() => {
    if (!window.matchMedia(WIDE_QUERY).matches) return;
    if (typeof window.requestIdleCallback !== 'function') return load();
    const handle = window.requestIdleCallback(load);
    return () => window.cancelIdleCallback(handle);
  }, [load]);

  if (menus) {
    const { Menu } = menus;
    return (
      <FocusHandover version="menu">
        <Menu nav={nav} initialOpen={clicked} />
      </FocusHandover>
    );
  }
  return (
    <FocusHandover version="plain">
      <PlainNav
        nav={nav}
        onOpen={(section) => {
          setClicked(section);
          load();
        }}
        load={load}
      />
    </FocusHandover>
  );
}

/** The triggers as plain buttons, with the same structure as Radix's list. */
function PlainNav({
  nav,
  load,
  onOpen,
}: {
  nav: HeaderNav;
  load: () => void;
  /** A trigger was clicked before the menus arrived: they open it. */
  onOpen: (section: string) => void;
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
                onClick={() => onOpen(section.id)}
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
