import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import styles from './recaptcha-notice.module.css';

const GOOGLE_PRIVACY = 'https://policies.google.com/privacy';
const GOOGLE_TERMS = 'https://policies.google.com/terms';

/** The attribution Google requires when the reCAPTCHA badge is hidden. */
export async function RecaptchaNotice({ locale }: { locale: Locale }) {
  const [t, footer] = await Promise.all([
    getTranslations({ locale, namespace: 'Newsletter' }),
    getTranslations({ locale, namespace: 'Footer' }),
  ]);
  const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
  const hint = <span className="visually-hidden"> {footer('newTab')}</span>;
  return (
    <p className={styles.notice}>
      {t.rich('recaptcha', {
        privacy: (chunks) => (
          <a href={GOOGLE_PRIVACY} {...newTab}>
            {chunks}
            {hint}
          </a>
        ),
        terms: (chunks) => (
          <a href={GOOGLE_TERMS} {...newTab}>
            {chunks}
            {hint}
          </a>
        ),
      })}
    </p>
  );
}
