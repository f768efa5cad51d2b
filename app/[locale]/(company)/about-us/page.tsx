import { getTranslations } from 'next-intl/server';
import { AboutFigures } from '@/components/company/about-figures';
import styles from '@/components/company/company.module.css';
import { OperatorDetails } from '@/components/company/operator-details';
import { Link } from '@/components/ui/link';
import { brand } from '@/lib/brand';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/pages/page-params';
import { routes } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { siteFigures } from '@/lib/site-figures';

// What the service is and is not, how it earns money, its figures and who runs it. Server-only
// markup: the page loads no JavaScript of its own.

export async function generateMetadata({ params }: PageProps<'/[locale]/about-us'>) {
  const { locale } = await params;
  return pageMetadata({ locale: locale as Locale, route: routes.aboutUs(), key: 'aboutUs' });
}

const NOT = ['exchange', 'custodian', 'bank', 'advice'] as const;

export default async function AboutPage({ params }: PageProps<'/[locale]/about-us'>) {
  const locale = await pageLocale(params);
  const [t, figures] = await Promise.all([
    getTranslations({ locale, namespace: 'AboutPage' }),
    siteFigures(),
  ]);
  const config = brand();
  const values = { brand: config.name };

  return (
    <article className={styles.page} aria-labelledby="about-title">
      <h1 id="about-title">{t('title', values)}</h1>
      <p className="lead">{t('lead', values)}</p>

      <section className={styles.section} aria-labelledby="about-what">
        <h2 id="about-what">{t('what.heading', values)}</h2>
        <p>{t('what.body', values)}</p>
        <p>
          {t.rich('what.partners', {
            link: (chunks) => <Link href={routes.partners()}>{chunks}</Link>,
          })}
        </p>
      </section>

      <section className={styles.section} aria-labelledby="about-not">
        <h2 id="about-not">{t('not.heading', values)}</h2>
        <ul className={styles.list}>
          {NOT.map((key) => (
            <li key={key}>{t(`not.${key}`)}</li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="about-money">
        <h2 id="about-money">{t('money.heading')}</h2>
        <p>{t('money.body', values)}</p>
        <p>{t('money.ranking')}</p>
      </section>

      <AboutFigures locale={locale} brand={config.name} figures={figures} />
      <OperatorDetails locale={locale} brand={config} />
    </article>
  );
}
