import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { locales, type Locale } from '@/lib/i18n/locales';
import type { Path } from '@/lib/routing/routes';
import { BlogBand, type BlogSection } from './blog-band';
import { OtherLanguages } from './other-languages';
import styles from './blog.module.css';

/**
 * The top of every blog listing (articles, a topic, an author, the authors and topics indexes):
 * the band, an optional line above the heading, the heading, what the page puts under it, and
 * the same page in the other languages (every locale lists every article, author and topic).
 */
export async function BlogListingHeader({
  locale,
  current,
  title,
  path,
  eyebrow,
  children,
}: {
  locale: Locale;
  current: BlogSection;
  title: ReactNode;
  /** This page's path, for its other languages. */
  path: Path;
  eyebrow?: string;
  children?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return (
    <>
      <BlogBand locale={locale} current={current} />
      <header className={styles.listingHeader}>
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1>{title}</h1>
        {children}
        <OtherLanguages
          id="blog-languages"
          path={path}
          locales={locales.filter((other) => other !== locale)}
          label={t('otherLanguages')}
          collapsed
        />
      </header>
    </>
  );
}
