'use client';

import { UserIcon } from '@/components/icons/user-icon';
import { ButtonLink } from '@/components/ui/button';
import { dispatchTrack } from '@/lib/header/track';
import styles from './account-button.module.css';

/** The link to the separate account site's registration page. */
export function AccountButton({
  href,
  label,
  className,
}: {
  href: string;
  label: string;
  className?: string;
}) {
  return (
    <ButtonLink
      href={href}
      size="sm"
      className={[styles.link, className].filter(Boolean).join(' ')}
      onClick={() => dispatchTrack({ event: 'account_button_click', location: 'header' })}
    >
      <UserIcon size={18} />
      <span className={styles.label}>{label}</span>
    </ButtonLink>
  );
}
