'use client';

import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { usePathname } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routing/routes';
import styles from './site-header.module.css';

// The logo goes home through client navigation; on the home page itself it reloads the page
// (spec section 2), which is what visitors expect when they click it to "start over".
// The mark is drawn by the server (BrandMarkIcon) and passed in, so no brand reaches the bundle.
export function LogoLink({ name, label, mark }: { name: string; label: string; mark: ReactNode }) {
  const pathname = usePathname();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const plainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (pathname !== routes.home() || !plainClick) return;
    event.preventDefault();
    window.location.assign(event.currentTarget.href);
  };
  return (
    <Link href={routes.home()} className={styles.logo} onClick={onClick}>
      {mark}
      <span className="visually-hidden">{label}</span>
      <span aria-hidden="true">{name}</span>
    </Link>
  );
}
