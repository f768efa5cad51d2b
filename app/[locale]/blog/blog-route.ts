import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { articleExists, pageCount } from '@/lib/blog/manifest';
import { RESERVED_SLUGS } from '@/lib/blog/source';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { brand } from '@/lib/brand';
import { files, type Path } from '@/lib/routing/routes';
import { pageMetadata, type MetadataKey, type MetadataValues } from '@/lib/seo/page-metadata';
import { siteUrl } from '@/lib/seo/urls';

// What the blog's pages share: their head data with the locale's Atom feed linked, their
// static params (from the same files as the database: lib/blog/manifest.ts), and how a link in
// an article body picks the version of another article to open.
//
// Every blog page but the search exports `dynamic = 'error'`: it is prerendered at build time in
// each locale it exists in, and a change that made it read the request (headers, cookies) fails
// the build instead of silently rendering it per request (without it, Next listed the article
// and listing routes as dynamic).

/** The locale of a page's params (the locale layout has already checked it). */
export function blogLocale(raw: string): Locale {
  return isLocale(raw) ? raw : defaultLocale;
}

/** The Atom feed of `locale`, as the head's alternate link. */
export async function feedAlternate(
  locale: Locale,
): Promise<NonNullable<Metadata['alternates']>['types']> {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return {
    'application/atom+xml': [
      { url: siteUrl(files.blogFeed(locale)), title: t('feed', { brand: brand().name }) },
    ],
  };
}

/** A blog page's head data (Metadata.<key>) with the feed linked. */
export async function blogMetadata(
  locale: Locale,
  route: Path,
  key: MetadataKey,
  values?: MetadataValues,
  noIndex = false,
): Promise<Metadata> {
  const [metadata, types] = await Promise.all([
    pageMetadata({ locale, route, key, values, noIndex }),
    feedAlternate(locale),
  ]);
  return { ...metadata, alternates: { ...metadata.alternates, types } };
}

/** Page numbers 2..n of a listing of `count` articles, as the [page] segment's params. */
export function laterPages(count: number): Array<{ page: string }> {
  return Array.from({ length: pageCount(count) - 1 }, (_, index) => ({ page: String(index + 2) }));
}

/** The page number of a [page] segment (proxy.ts has checked it); NaN otherwise. */
export function pageParam(segment: string): number {
  return /^[1-9]\d{0,5}$/.test(segment) ? Number(segment) : Number.NaN;
}

/**
 * The locale a blog path in an article body opens in: the reader's when the linked article is
 * written in it, else English (every article has English). Listings exist in every locale.
 */
export function linkLocaleFor(locale: Locale): (pathname: string) => Locale {
  return (pathname) => {
    const slug = /^\/blog\/([a-z0-9-]+)\/?$/.exec(pathname)?.[1];
    if (!slug || (RESERVED_SLUGS as readonly string[]).includes(slug)) return locale;
    return articleExists(slug, locale) ? locale : defaultLocale;
  };
}
