import { getTranslations } from 'next-intl/server';
import { brand } from '@/lib/brand';
import { LEGAL_LINKS } from '@/lib/footer/columns';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { CookieSettingsButton } from './cookie-settings-button';
import styles from './site-footer.module.css';

/** Legal links, the way back into the cookie settings, and the copyright line. */
export async function FooterBottom({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  // A string, so the year is not formatted as a number ("2,026").
  const year = String(new Date().getFullYear());
  return (
    <div className={styles.bottom}>
      <nav aria-label={t('legalLabel')}>
        <ul className={styles.legalList}>
          {LEGAL_LINKS.map(({ key, href }) => (
            <li key={key}>
              <Link href={href} prefetch={false}>
                {t(`legal.${key}`)}
              </Link>
            </li>
          ))}
          <li>
            <CookieSettingsButton className={styles.linkButton} label={t('cookieSettings')} />
          </li>
        </ul>
      </nav>
      <p className={styles.rights}>{t('rights', { year, brand: brand().name })}</p>
    </div>
  );
}
