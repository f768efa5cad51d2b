'use client';

import type { MouseEvent } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import styles from './site-header.module.css';

// The logo goes home through client navigation; on the home page itself it reloads the page
// (spec section 2), which is what visitors expect when they click it to "start over".
export function LogoLink({ name, label }: { name: string; label: string }) {
  const pathname = usePathname();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const plainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (pathname !== '/' || !plainClick) return;
    event.preventDefault();
    window.location.assign(event.currentTarget.href);
  };
  return (
    <Link href="/" className={styles.logo} onClick={onClick}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <circle cx="14" cy="14" r="7" fill="none" stroke="#fff" strokeWidth="3" />
        <path d="M19.2 19.2 25 25" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">{label}</span>
      <span aria-hidden="true">{name}</span>
    </Link>
  );
}
