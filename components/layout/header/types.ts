import type { MenuIconName } from '@/lib/header/menu';

// The header's menus after translation: plain, serialisable props for the client leaves.

export interface NavItem {
  id: string;
  title: string;
  subtitle: string;
  icon: MenuIconName;
  iconColor: string;
  /** An unprefixed internal path (next-intl adds the locale) or an absolute external URL. */
  href: string;
  /** External targets open in a new tab and say so with this text, e.g. "(opens in a new tab)". */
  external: { newTab: string } | false;
}

export interface NavSection {
  id: string;
  title: string;
  items: NavItem[];
}

export interface HeaderNav {
  label: string;
  sections: NavSection[];
  blog: { label: string; href: string };
}
