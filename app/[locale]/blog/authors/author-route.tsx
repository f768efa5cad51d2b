import { AuthorDetails } from '@/components/blog/author-views';
import { ListingView } from '@/components/blog/listing-view';
import { blogManifest } from '@/lib/blog/manifest';
import { findAuthor } from '@/lib/blog/queries';
import { routes } from '@/lib/routing/routes';
import { laterPages } from '../blog-route';
import { slugListingPages } from '../slug-listing';

// /blog/authors/{slug}/ and /blog/authors/{slug}/{n}/: an author's articles.

export function authorParams(): Array<{ slug: string }> {
  return [...blogManifest().authors.keys()].map((slug) => ({ slug }));
}

/** Pages 2..n of one author's listing (called once per author by Next). */
export function authorPageParams(slug: string): Array<{ page: string }> {
  return laterPages(blogManifest().authors.get(slug) ?? 0);
}

export const authorPages = slugListingPages({
  find: findAuthor,
  route: routes.blogAuthor,
  keys: ['blogAuthor', 'blogAuthorPage'],
  nameValue: 'author',
  filter: (slug) => ({ author: slug }),
  view: ({ locale, item: author, listing, t, href }) => (
    <ListingView
      locale={locale}
      current="authors"
      title={author.name}
      listing={listing}
      href={href}
      eyebrow={t('authors.eyebrow')}
      intro={author.bio}
      details={<AuthorDetails locale={locale} author={author} />}
    />
  ),
});
