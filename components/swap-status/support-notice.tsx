import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { InfoIcon } from '@/components/icons/info-icon';
import { EXTERNAL_LINKS } from '@/lib/footer/external-links';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routing/routes';
import styles from './swap-status.module.css';

// The official channels are the ones the footer lists (lib/footer): the contact page and the
// operator's messaging bot. Nothing else may be presented as support.
const { messagingBot } = EXTERNAL_LINKS;

/** Shown wherever a visitor may be waiting on a swap: how to recognise real support. */
export function SupportNotice() {
  const t = useTranslations('SupportNotice');
  const headingId = useId();
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
          <Link href={routes.contact()}>{t('contact')}</Link>
        </li>
        <li>
          <a href={messagingBot.url} target="_blank" rel="noopener noreferrer">
            {t('bot', { app: messagingBot.app })}
            <span className="visually-hidden"> {t('newTab')}</span>
          </a>
        </li>
      </ul>
    </aside>
  );
}
