import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Pagination } from '@/components/ui/pagination';
import type { ArticlePage } from '@/lib/blog/queries';
import type { Locale } from '@/lib/i18n/locales';
import type { Path } from '@/lib/routing/routes';
import { ArticleGrid } from './article-card';
import type { BlogSection } from './blog-band';
import { BlogListingHeader } from './listing-header';
import styles from './blog.module.css';

/**
 * A page of articles: the band, a heading and intro, the same page in the other languages (every
 * locale lists every article), the grid, the pages.
 */
export async function ListingView({
  locale,
  current,
  title,
  intro,
  listing,
  href,
  eyebrow,
  details,
}: {
  locale: Locale;
  current: BlogSection;
  title: string;
  intro?: ReactNode;
  listing: ArticlePage;
  href: (page: number) => Path;
  /** A line above the heading ("Author"). */
  eyebrow?: string;
  /** Under the intro (an author's avatar and pages). */
  details?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return (
    <>
      <BlogListingHeader
        locale={locale}
        current={current}
        path={href(listing.page)}
        {...(eyebrow ? { eyebrow } : {})}
        title={
          <>
            {title}
            {listing.page > 1 && (
              <span className={styles.count}> – {t('page', { page: listing.page })}</span>
            )}
          </>
        }
      >
        {intro && <p className="lead">{intro}</p>}
        {details}
      </BlogListingHeader>
      {listing.articles.length === 0 ? (
        <p className={styles.empty}>{t('noArticles')}</p>
      ) : (
        <ArticleGrid articles={listing.articles} locale={locale} />
      )}
      <Pagination
        locale={locale}
        page={listing.page}
        pageCount={listing.pages}
        href={href}
        label={t('pagesLabel')}
        plain
      />
    </>
  );
}
