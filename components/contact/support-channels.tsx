import { getTranslations } from 'next-intl/server';
import { ExternalLinkIcon } from '@/components/icons/external-link-icon';
import { InfoIcon } from '@/components/icons/info-icon';
import { MailIcon } from '@/components/icons/mail-icon';
import { supportChannels } from '@/lib/contact/support-channels';
import type { Locale } from '@/lib/i18n/locales';
import styles from './contact.module.css';

/**
 * The official support channels beside the form, with the warning the swap screens give
 * (components/swap-status/support-notice.tsx): support never writes first and never asks for
 * keys, seed phrases or payments.
 */
export async function SupportChannels({ locale }: { locale: Locale }) {
  const [t, notice] = await Promise.all([
    getTranslations({ locale, namespace: 'ContactPage' }),
    getTranslations({ locale, namespace: 'SupportNotice' }),
  ]);
  const { email, bot } = supportChannels();
  return (
    <aside className={styles.channels} aria-labelledby="support-channels-title">
      <h2 id="support-channels-title" className={styles.channelsTitle}>
        <InfoIcon size={20} />
        {notice('title')}
      </h2>
      <p className={styles.never}>{notice('never')}</p>
      <p>{notice('channels')}</p>
      <ul className={styles.channelList}>
        <li>
          <a href="#contact-form-title">{t('formChannel')}</a>
        </li>
        {email && (
          <li>
            <MailIcon size={18} />
            <a href={`mailto:${email}`}>{email}</a>
          </li>
        )}
        {bot && (
          <li>
            <ExternalLinkIcon size={18} />
            <a href={bot.url} target="_blank" rel="noopener noreferrer">
              {notice('bot', { app: bot.app })}
              <span className="visually-hidden"> {notice('newTab')}</span>
            </a>
          </li>
        )}
      </ul>
    </aside>
  );
}
