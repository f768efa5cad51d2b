'use client';

import dynamic from 'next/dynamic';
import { useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { CloseIcon } from '@/components/icons/close-icon';
import { MenuIcon } from '@/components/icons/menu-icon';
import { Button } from '@/components/ui/button';
import { usePathname } from '@/lib/i18n/navigation';
import styles from './mobile-menu.module.css';
import type { HeaderNav } from './types';
import { useScrollLock } from './use-scroll-lock';

const WIDE_QUERY = '(min-width: 992px)';

// The accordion (Radix) is fetched when the menu is first opened, or as the finger or pointer
// reaches the burger; until then the panel holds only the blog link.
const loadSections = () => import('./mobile-menu-sections').then((m) => m.MobileMenuSections);
const MobileMenuSections = dynamic(loadSections, { ssr: false });

// The narrow-screen menu (991 px and below): a burger disclosing an accordion with one section
// open at a time. The panel covers the page, so page scrolling is locked while it is open and
// the menu closes as soon as focus leaves it, so focus never lands on something hidden below.
// Only this button and the panel's frame are in the first load (see MobileMenuSections).
export function MobileMenu({
  nav,
  buttonLabel,
  shortcuts,
  footer,
}: {
  nav: HeaderNav;
  buttonLabel: string;
  /** Server-rendered links shown above the sections (swap and status). */
  shortcuts?: ReactNode;
  footer?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [shownFor, setShownFor] = useState<string | null>(null);
  const pathname = usePathname();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  useScrollLock(open);

  // A navigation closes the menu.
  if (open && shownFor !== pathname) setOpen(false);

  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(WIDE_QUERY);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onResize = () => wide.matches && setOpen(false);
    document.addEventListener('keydown', onKey);
    wide.addEventListener('change', onResize);
    return () => {
      document.removeEventListener('keydown', onKey);
      wide.removeEventListener('change', onResize);
    };
  }, [open]);

  const toggle = () => {
    setOpened(true);
    setShownFor(pathname);
    setOpen((value) => !value);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };

  return (
    <div className={styles.root} onBlur={onBlur}>
      <Button
        ref={buttonRef}
        variant="ghost"
        iconOnly
        aria-label={buttonLabel}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        onPointerDown={() => void loadSections()}
      >
        {open ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
      </Button>
      <div
        id={panelId}
        className={styles.panel}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as Element).closest('a')) setOpen(false);
        }}
      >
        <nav aria-label={nav.label} className={styles.nav}>
          {shortcuts}
          {opened && <MobileMenuSections sections={nav.sections} />}
          <a className={styles.blog} href={nav.blog.href}>
            {nav.blog.label}
          </a>
        </nav>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}
