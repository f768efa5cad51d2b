import { getTranslations } from 'next-intl/server';
import styles from '@/components/company/company.module.css';
import { ExternalLink } from '@/components/company/external-link';
import { PressMentions } from '@/components/company/press-mentions';
import { Link } from '@/components/ui/link';
import { brand } from '@/lib/brand';
import { brandLinks } from '@/lib/brand-links';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/pages/page-params';
import { listPressMentions } from '@/lib/press';
import { routes } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';

// Press mentions from content/press (none invented: an empty state until one exists), the
// operator's press kit and press page when configured, and the way for journalists to reach us.

export async function generateMetadata({ params }: PageProps<'/[locale]/press'>) {
  const { locale } = await params;
  return pageMetadata({ locale: locale as Locale, route: routes.press(), key: 'press' });
}

export default async function PressPage({ params }: PageProps<'/[locale]/press'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'PressPage' });
  const name = brand().name;
  const { pressKit, pressPage } = brandLinks();

  return (
    <article className={styles.page} aria-labelledby="press-title">
      <h1 id="press-title">{t('title')}</h1>
      <p className="lead">{t('lead', { brand: name })}</p>

      <section className={styles.section} aria-labelledby="press-mentions">
        <h2 id="press-mentions">{t('mentionsHeading')}</h2>
        <PressMentions locale={locale} brand={name} mentions={listPressMentions()} />
      </section>

      <section className={styles.section} aria-labelledby="press-journalists">
        <h2 id="press-journalists">{t('journalistsHeading')}</h2>
        {(pressKit || pressPage) && (
          <ul className={styles.list}>
            {pressKit && (
              <li>
                <ExternalLink href={pressKit} newTab={t('newTab')}>
                  {t('pressKit')}
                </ExternalLink>
              </li>
            )}
            {pressPage && (
              <li>
                <ExternalLink href={pressPage} newTab={t('newTab')}>
                  {t('pressPage', { brand: name })}
                </ExternalLink>
              </li>
            )}
          </ul>
        )}
        <p>
          {t.rich('contact', {
            link: (chunks) => <Link href={routes.contact()}>{chunks}</Link>,
          })}
        </p>
      </section>
    </article>
  );
}
