import { ListingView } from '@/components/blog/listing-view';
import { blogManifest } from '@/lib/blog/manifest';
import { findTag } from '@/lib/blog/queries';
import { routes } from '@/lib/routing/routes';
import { laterPages } from '../blog-route';
import { slugListingPages } from '../slug-listing';

// /blog/tag/{slug}/ and /blog/tag/{slug}/{n}/: a tag's articles.

export function tagParams(): Array<{ slug: string }> {
  return [...blogManifest().tags].filter(([, count]) => count > 0).map(([slug]) => ({ slug }));
}

/** Pages 2..n of one tag's listing (called once per tag by Next). */
export function tagPageParams(slug: string): Array<{ page: string }> {
  return laterPages(blogManifest().tags.get(slug) ?? 0);
}

export const tagPages = slugListingPages({
  find: findTag,
  route: routes.blogTag,
  keys: ['blogTag', 'blogTagPage'],
  nameValue: 'tag',
  filter: (slug) => ({ tag: slug }),
  view: ({ locale, item: tag, listing, t, href }) => (
    <ListingView
      locale={locale}
      current="tags"
      title={t('tags.tagTitle', { tag: tag.name })}
      intro={t('tags.tagIntro', { count: listing.total, tag: tag.name })}
      listing={listing}
      href={href}
    />
  ),
});
