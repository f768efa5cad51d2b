'use client';

import type { MouseEvent } from 'react';
import { BrandMarkIcon } from '@/components/icons/brand-mark-icon';
import { Link } from '@/components/ui/link';
import { usePathname } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routing/routes';
import styles from './site-header.module.css';

// The logo goes home through client navigation; on the home page itself it reloads the page
// (spec section 2), which is what visitors expect when they click it to "start over".
export function LogoLink({ name, label }: { name: string; label: string }) {
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
      <BrandMarkIcon className={styles.mark} />
      <span className="visually-hidden">{label}</span>
      <span aria-hidden="true">{name}</span>
    </Link>
  );
}
