import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';
import { routes } from '@/lib/routing/routes';
import { BlogLink } from './blog-link';
import styles from './blog.module.css';

export type BlogSection = 'articles' | 'tags' | 'authors' | 'search' | null;

/**
 * The blog layout's band: the blog's name, its sections and its search. The search is a plain
 * GET form to /blog/search/, so it works without JavaScript.
 */
export async function BlogBand({
  locale,
  current,
  query = '',
}: {
  locale: Locale;
  current: BlogSection;
  query?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const sections = [
    { key: 'articles', href: routes.blog() },
    { key: 'tags', href: routes.blogTags() },
    { key: 'authors', href: routes.blogAuthors() },
  ] as const;
  return (
    <div className={styles.band}>
      <nav className={styles.sections} aria-label={t('nav.label')}>
        <BlogLink locale={locale} href={routes.blog()} className={styles.bandTitle}>
          {t('title')}
        </BlogLink>
        <ul>
          {sections.map((section) => (
            <li key={section.key}>
              <BlogLink
                locale={locale}
                href={section.href}
                aria-current={current === section.key ? 'page' : undefined}
              >
                {t(`nav.${section.key}`)}
              </BlogLink>
            </li>
          ))}
        </ul>
      </nav>
      <form
        className={styles.searchForm}
        role="search"
        action={localizedPath(locale, routes.blogSearch())}
        method="get"
      >
        <label htmlFor="blog-search" className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id="blog-search"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={100}
          placeholder={t('search.placeholder')}
          autoComplete="off"
        />
        <button type="submit">{t('search.submit')}</button>
      </form>
    </div>
  );
}
