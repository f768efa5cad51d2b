import { getTranslations } from 'next-intl/server';
import { brand } from '@/lib/brand';
import { socialNetworkName } from '@/lib/brand-links/social';
import type { SocialMedia } from '@/lib/global-data';
import type { Locale } from '@/lib/i18n/locales';
import styles from './site-footer.module.css';

/** The operator's social accounts from global data: icon links with the network in the name. */
export async function SocialLinks({
  locale,
  socialMedias,
}: {
  locale: Locale;
  socialMedias: readonly SocialMedia[];
}) {
  if (socialMedias.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const name = brand().name;
  return (
    <div className={styles.social}>
      <h2 className="visually-hidden">{t('socialHeading', { brand: name })}</h2>
      <ul className={styles.socialList}>
        {socialMedias.map(({ link, logo }) => (
          <li key={link}>
            <a className={styles.socialLink} href={link} target="_blank" rel="noopener noreferrer">
              {/* eslint-disable-next-line @next/next/no-img-element -- monochrome SVG files from
                  public/social, served as they are: next/image would only add client code. */}
              <img
                src={logo}
                alt={t('socialLink', { brand: name, network: socialNetworkName(link) })}
                width={20}
                height={20}
                loading="lazy"
                decoding="async"
              />
              <span className="visually-hidden"> {t('newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
