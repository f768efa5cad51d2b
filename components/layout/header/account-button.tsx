import { UserIcon } from '@/components/icons/user-icon';
import { ButtonLink } from '@/components/ui/button';
import styles from './account-button.module.css';

/**
 * The link to the separate account site's registration page. Rendered on the server: its click
 * is tracked through its data-track attributes (components/layout/analytics/tracked-clicks.ts).
 */
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
      data-track="account_button_click"
      data-track-location="header"
    >
      <UserIcon size={18} />
      <span className={styles.label}>{label}</span>
    </ButtonLink>
  );
}
