import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ExternalLinkIcon } from '@/components/icons/external-link-icon';

/** A link to another site: new tab, no opener, no referrer, and it says so. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const t = useTranslations('SwapStatus');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <ExternalLinkIcon size={14} />
      <span className="visually-hidden"> {t('newTab')}</span>
    </a>
  );
}
