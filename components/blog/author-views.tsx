import { getTranslations } from 'next-intl/server';
import type { BlogAuthor, BlogTag } from '@/lib/blog/types';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';
import { routes, type Path } from '@/lib/routing/routes';
import { AuthorAvatar } from './author-avatar';
import { BlogLink } from './blog-link';
import { BlogListingHeader } from './listing-header';
import chips from '@/components/ui/chips.module.css';
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

/** What an index of the blog (authors, tags) is given: how many articles each entry has. */
interface IndexProps {
  locale: Locale;
  counts: ReadonlyMap<string, number>;
}

/** The top of an index of the blog: its title and introduction (Blog.authors, Blog.tags). */
async function IndexHeader({ locale, index }: { locale: Locale; index: 'authors' | 'tags' }) {
  const t = await getTranslations({ locale, namespace: `Blog.${index}` });
  const path = index === 'authors' ? routes.blogAuthors() : routes.blogTags();
  return (
    <BlogListingHeader locale={locale} current={index} title={t('title')} path={path}>
      <p className="lead">{t('intro')}</p>
    </BlogListingHeader>
  );
}

/** /blog/authors/: every author with avatar, bio and article count. */
export async function AuthorsView({
  locale,
  authors,
  counts,
}: IndexProps & { authors: readonly BlogAuthor[] }) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return (
    <>
      <IndexHeader locale={locale} index="authors" />
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
}: IndexProps & { tags: readonly BlogTag[] }) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return (
    <>
      <IndexHeader locale={locale} index="tags" />
      <ul className={`${chips.chips} ${styles.tagList}`}>
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
