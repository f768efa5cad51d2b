import type { ReactNode } from 'react';
import { ExternalLinkIcon } from '@/components/icons/external-link-icon';
import styles from './company.module.css';

/** A link to another site: new tab, no opener, no referrer, marked by an icon and in words. */
export function ExternalLink({
  href,
  newTab,
  children,
}: {
  href: string;
  /** "(opens in a new tab)", read after the label. */
  newTab: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <ExternalLinkIcon className={styles.externalIcon} size={14} />
      <span className="visually-hidden"> {newTab}</span>
    </a>
  );
}
