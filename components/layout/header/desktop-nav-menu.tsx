'use client';

import * as Nav from '@radix-ui/react-navigation-menu';
import { ChevronDownIcon } from '@/components/icons/chevron-down-icon';
import styles from './desktop-nav.module.css';
import { ItemLink } from './item-link';
import type { HeaderNav } from './types';
import { useMenuTiming } from './use-menu-timing';

// The wide-screen menus: Radix's navigation menu follows the ARIA disclosure-navigation pattern
// (trigger buttons with aria-expanded, Tab into the open list, Escape closes and refocuses the
// trigger, arrow keys move between triggers) and opens on hover or click. Loaded by
// desktop-nav.tsx, which opens the trigger clicked before it arrived; focus is handed over by
// focus-handover.tsx (the same data-focus-key on both versions of each control).
export interface DesktopNavMenuProps {
  nav: HeaderNav;
  initialOpen?: string;
}

export function DesktopNavMenu({ nav, initialOpen }: DesktopNavMenuProps) {
  const timing = useMenuTiming(initialOpen);
  return (
    <Nav.Root
      data-focus-handover=""
      aria-label={nav.label}
      className={styles.root}
      value={timing.value}
      onValueChange={timing.onValueChange}
      delayDuration={timing.delayDuration}
      skipDelayDuration={timing.skipDelayDuration}
    >
      <Nav.List className={styles.list}>
        {nav.sections.map((section) => (
          <Nav.Item key={section.id} value={section.id} className={styles.item}>
            <Nav.Trigger
              className={styles.trigger}
              data-section={section.id}
              data-focus-key={section.id}
              {...timing.triggerProps(section.id)}
            >
              {section.title}
              <ChevronDownIcon size={16} className={styles.chevron} />
            </Nav.Trigger>
            <Nav.Content className={styles.content} data-columns={section.items.length > 4 ? 2 : 1}>
              <ul className={styles.items}>
                {section.items.map((item) => (
                  <li key={item.id}>
                    <Nav.Link asChild>
                      <ItemLink item={item} />
                    </Nav.Link>
                  </li>
                ))}
              </ul>
            </Nav.Content>
          </Nav.Item>
        ))}
        <Nav.Item className={styles.item}>
          {/* A plain link on purpose: the blog is a separate part of the site and loads fresh. */}
          <Nav.Link className={styles.trigger} href={nav.blog.href} data-focus-key="blog">
            {nav.blog.label}
          </Nav.Link>
        </Nav.Item>
      </Nav.List>
    </Nav.Root>
  );
}
