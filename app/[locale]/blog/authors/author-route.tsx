import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AuthorDetails } from '@/components/blog/author-views';
import { ListingView } from '@/components/blog/listing-view';
import { blogManifest } from '@/lib/blog/manifest';
import { findAuthor, listArticles } from '@/lib/blog/queries';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import { blogMetadata, laterPages } from '../blog-route';

// /blog/authors/{slug}/ and /blog/authors/{slug}/{n}/: an author's articles.

export function authorParams(): Array<{ slug: string }> {
  return [...blogManifest().authors.keys()].map((slug) => ({ slug }));
}

/** Pages 2..n of one author's listing (called once per author by Next). */
export function authorPageParams(slug: string): Array<{ page: string }> {
  return laterPages(blogManifest().authors.get(slug) ?? 0);
}

export async function authorMetadata(locale: Locale, slug: string, page: number) {
  const author = await findAuthor(slug, locale);
  if (!author) return {};
  return blogMetadata(
    locale,
    routes.blogAuthor(slug, page),
    page > 1 ? 'blogAuthorPage' : 'blogAuthor',
    {
      author: author.name,
      page,
    },
  );
}

export async function renderAuthor(locale: Locale, slug: string, page: number) {
  setRequestLocale(locale);
  const [author, listing, t] = await Promise.all([
    findAuthor(slug, locale),
    listArticles(locale, page, { author: slug }),
    getTranslations({ locale, namespace: 'Blog' }),
  ]);
  if (!author || !listing) notFound();
  return (
    <ListingView
      locale={locale}
      current="authors"
      title={author.name}
      listing={listing}
      href={(n) => routes.blogAuthor(slug, n)}
      eyebrow={t('authors.eyebrow')}
      intro={author.bio}
      details={<AuthorDetails locale={locale} author={author} />}
    />
  );
}
