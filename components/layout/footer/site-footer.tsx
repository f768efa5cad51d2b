import { getTranslations } from 'next-intl/server';
import { Newsletter } from '@/components/newsletter/newsletter';
import { brand } from '@/lib/brand';
import { siteSettings } from '@/lib/site-settings';
import { getGlobalData } from '@/lib/global-data';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';
import { routes } from '@/lib/routing/routes';
import { FooterBottom } from './footer-bottom';
import { FooterNav } from './footer-nav';
import { MonitoringStrip } from './monitoring-strip';
import { SocialLinks } from './social-links';
import styles from './site-footer.module.css';
import { BrandMarkIcon } from '@/components/icons/brand-mark-icon';

/**
 * The site footer: link columns, popular coins and pairs (global data), newsletter, social
 * links, the exchanger-monitor strip and the legal line. Rendered on the server so every link
 * is in the HTML; only the newsletter, the strip's pause button and the cookie-settings button
 * run in the browser.
 */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const [t, common, data] = await Promise.all([
    getTranslations({ locale, namespace: 'Footer' }),
    getTranslations({ locale, namespace: 'Common' }),
    getGlobalData(),
  ]);
  const name = brand().name;

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.about}>
            <a className={styles.logo} href={localizedPath(locale, routes.home())}>
              <BrandMarkIcon className={styles.logoMark} />
              <span className="visually-hidden">{common('homeLink', { brand: name })}</span>
              <span aria-hidden="true">{name}</span>
            </a>
            <p className={styles.aboutText}>{t('about', { brand: name })}</p>
            <SocialLinks locale={locale} socialMedias={data.socialMedias} />
          </div>
          <Newsletter locale={locale} siteKey={siteSettings().recaptchaSiteKey} />
        </div>
        <FooterNav locale={locale} data={data} />
        <MonitoringStrip locale={locale} />
        <FooterBottom locale={locale} />
      </div>
    </footer>
  );
}
