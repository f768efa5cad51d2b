import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ListingView } from '@/components/blog/listing-view';
import { blogManifest } from '@/lib/blog/manifest';
import { findTag, listArticles } from '@/lib/blog/queries';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import { blogMetadata, laterPages } from '../blog-route';

// /blog/tag/{slug}/ and /blog/tag/{slug}/{n}/: a tag's articles.

export function tagParams(): Array<{ slug: string }> {
  return [...blogManifest().tags].filter(([, count]) => count > 0).map(([slug]) => ({ slug }));
}

/** Pages 2..n of one tag's listing (called once per tag by Next). */
export function tagPageParams(slug: string): Array<{ page: string }> {
  return laterPages(blogManifest().tags.get(slug) ?? 0);
}

export async function tagMetadata(locale: Locale, slug: string, page: number) {
  const tag = await findTag(slug, locale);
  if (!tag) return {};
  return blogMetadata(locale, routes.blogTag(slug, page), page > 1 ? 'blogTagPage' : 'blogTag', {
    tag: tag.name,
    page,
  });
}

export async function renderTag(locale: Locale, slug: string, page: number) {
  setRequestLocale(locale);
  const [tag, listing, t] = await Promise.all([
    findTag(slug, locale),
    listArticles(locale, page, { tag: slug }),
    getTranslations({ locale, namespace: 'Blog' }),
  ]);
  if (!tag || !listing) notFound();
  return (
    <ListingView
      locale={locale}
      current="tags"
      title={t('tags.tagTitle', { tag: tag.name })}
      intro={t('tags.tagIntro', { count: listing.total, tag: tag.name })}
      listing={listing}
      href={(n) => routes.blogTag(slug, n)}
    />
  );
}
