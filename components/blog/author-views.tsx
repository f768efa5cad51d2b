import { getTranslations } from 'next-intl/server';
import type { BlogAuthor, BlogTag } from '@/lib/blog/types';
import { locales, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';
import { routes, type Path } from '@/lib/routing/routes';
import { AuthorAvatar } from './author-avatar';
import { BlogBand } from './blog-band';
import { BlogLink } from './blog-link';
import { OtherLanguages } from './other-languages';
import styles from './blog.module.css';

/** What an author's page links to: a page of this site, named by its own menu label. */
const LINK_LABELS: Record<
  string,
  | 'howItWorks'
  | 'faq'
  | 'swap'
  | 'providers'
  | 'compare'
  | 'contact'
  | 'kycAml'
  | 'transactionStatus'
> = {
  '/how-it-works': 'howItWorks',
  '/faq': 'faq',
  '/swap': 'swap',
  '/providers': 'providers',
  '/compare': 'compare',
  '/contact': 'contact',
  '/kyc-aml': 'kycAml',
  '/transaction-status': 'transactionStatus',
};

/** Labels exist for these pages only (tests/unit/blog/source.test.ts checks authors.yaml). */
export const AUTHOR_LINK_PATHS = Object.keys(LINK_LABELS);

/** /blog/authors/: every author with avatar, bio and article count. */
export async function AuthorsView({
  locale,
  authors,
  counts,
}: {
  locale: Locale;
  authors: readonly BlogAuthor[];
  counts: ReadonlyMap<string, number>;
}) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return (
    <>
      <BlogBand locale={locale} current="authors" />
      <header className={styles.listingHeader}>
        <h1>{t('authors.title')}</h1>
        <p className="lead">{t('authors.intro')}</p>
        <OtherLanguages
          id="blog-languages"
          path={routes.blogAuthors()}
          locales={locales.filter((other) => other !== locale)}
          label={t('otherLanguages')}
          collapsed
        />
      </header>
      <ul className={styles.authorList}>
        {authors.map((author) => (
          <li key={author.slug} className={styles.authorCard}>
            <AuthorAvatar
              name={author.name}
              color={author.color}
              size={64}
              className={styles.avatar}
            />
            <div>
              <h2>
                <BlogLink locale={locale} href={routes.blogAuthor(author.slug)}>
                  {author.name}
                </BlogLink>
              </h2>
              <p>{author.bio}</p>
              <p className={styles.count}>
                {t('articleCount', { count: counts.get(author.slug) ?? 0 })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Under an author's name: the avatar and the pages of this site the desk keeps. */
export async function AuthorDetails({ locale, author }: { locale: Locale; author: BlogAuthor }) {
  const [t, tLinks] = await Promise.all([
    getTranslations({ locale, namespace: 'Blog' }),
    getTranslations({ locale, namespace: 'Blog.authorLinks' }),
  ]);
  return (
    <div className={styles.authorHeader}>
      <AuthorAvatar name={author.name} color={author.color} size={64} className={styles.avatar} />
      {author.links.length > 0 && (
        <nav aria-label={t('authors.linksLabel', { author: author.name })}>
          <ul className={styles.authorLinks}>
            {author.links.map((path) => {
              const key = LINK_LABELS[path];
              return key ? (
                <li key={path}>
                  <a href={localizedPath(locale, path as Path)}>{tLinks(key)}</a>
                </li>
              ) : null;
            })}
          </ul>
        </nav>
      )}
    </div>
  );
}

/** /blog/tag/: every tag with its article count. */
export async function TagsView({
  locale,
  tags,
  counts,
}: {
  locale: Locale;
  tags: readonly BlogTag[];
  counts: ReadonlyMap<string, number>;
}) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return (
    <>
      <BlogBand locale={locale} current="tags" />
      <header className={styles.listingHeader}>
        <h1>{t('tags.title')}</h1>
        <p className="lead">{t('tags.intro')}</p>
        <OtherLanguages
          id="blog-languages"
          path={routes.blogTags()}
          locales={locales.filter((other) => other !== locale)}
          label={t('otherLanguages')}
          collapsed
        />
      </header>
      <ul className={styles.tagList}>
        {tags
          .filter((tag) => (counts.get(tag.slug) ?? 0) > 0)
          .map((tag) => (
            <li key={tag.slug}>
              <BlogLink locale={locale} href={routes.blogTag(tag.slug)}>
                {tag.name}
                <span className={styles.count}>
                  {t('articleCount', { count: counts.get(tag.slug) ?? 0 })}
                </span>
              </BlogLink>
            </li>
          ))}
      </ul>
    </>
  );
}
