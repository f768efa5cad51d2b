import { useLocale, useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { localizedPath } from '@/lib/routing/paths';
import { routes } from '@/lib/routing/routes';
import styles from './consent.module.css';
import { buttonClassName } from '@/components/ui/button';

/** The first layer: what cookies are for, and three equally reachable answers. */
export function ConsentBanner({
  onAcceptAll,
  onDecline,
  onOpenSettings,
  settingsButtonRef,
}: {
  onAcceptAll: () => void;
  onDecline: () => void;
  onOpenSettings: () => void;
  settingsButtonRef: Ref<HTMLButtonElement>;
}) {
  const t = useTranslations('Consent');
  const locale = useLocale();
  return (
    <div className={styles.banner}>
      <div className={styles.text}>
        <h2 className={styles.title}>{t('title')}</h2>
        <p className={styles.description}>
          {t('description')}{' '}
          <a href={localizedPath(locale, routes.cookiePolicy())}>{t('policyLink')}</a>
        </p>
      </div>
      <div className={styles.actions}>
        <button type="button" className={buttonClassName()} onClick={onAcceptAll}>
          {t('acceptAll')}
        </button>
        <button type="button" className={buttonClassName()} onClick={onDecline}>
          {t('decline')}
        </button>
        <button
          ref={settingsButtonRef}
          type="button"
          className={buttonClassName({ variant: 'secondary', className: styles.settingsButton })}
          onClick={onOpenSettings}
        >
          {t('openSettings')}
        </button>
      </div>
    </div>
  );
}
