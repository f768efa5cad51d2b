import { getTranslations } from 'next-intl/server';
import { buttonClassName } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import styles from './home.module.css';

/** The business toolkit in one paragraph, leading to the partner programme. */
export async function BusinessTeaser({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HomeSections.business' });
  return (
    <section className={styles.business} aria-labelledby="home-business">
      <h2 id="home-business">{t('title')}</h2>
      <p>{t('text')}</p>
      <Link href={routes.forPartners()} className={buttonClassName()}>
        {t('cta')}
      </Link>
    </section>
  );
}
