import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { InfoIcon } from '@/components/icons/info-icon';
import type { MessagingBot } from '@/lib/brand-links';
import { useLeaveFrameTarget } from '@/components/embed/embed-mode';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routing/routes';
import styles from './swap-status.module.css';

// The official channels are the ones the footer lists (lib/footer): the contact page and, when
// the operator has one (lib/brand-links.ts), the messaging bot. Nothing else may be presented as
// support.

/** Shown wherever a visitor may be waiting on a swap: how to recognise real support. */
export function SupportNotice({ bot }: { bot?: MessagingBot | undefined }) {
  const t = useTranslations('SupportNotice');
  const headingId = useId();
  const target = useLeaveFrameTarget();
  return (
    <aside className={styles.support} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.supportTitle}>
        <InfoIcon size={18} />
        {t('title')}
      </h3>
      <p>{t('never')}</p>
      <p>{t('channels')}</p>
      <ul className={styles.links}>
        <li>
          <Link href={routes.contact()} target={target}>
            {t('contact')}
          </Link>
        </li>
        {bot && (
          <li>
            <a href={bot.url} target="_blank" rel="noopener noreferrer">
              {t('bot', { app: bot.app })}
              <span className="visually-hidden"> {t('newTab')}</span>
            </a>
          </li>
        )}
      </ul>
    </aside>
  );
}
