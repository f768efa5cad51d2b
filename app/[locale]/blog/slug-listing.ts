import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { listArticles } from '@/lib/blog/queries';
import type { Locale } from '@/lib/i18n/locales';
import { pageExports } from '@/lib/pages/page-params';
import type { Path } from '@/lib/routing/routes';
import type { MetadataKey } from '@/lib/seo/page-metadata';
import { blogLocale, blogMetadata, pageParam } from './blog-route';

// An author's or a tag's listing, /blog/{kind}/{slug}/ and its later pages /{n}/: the two page
// files of each read the same things in the same order, declared once here.

const blogMessages = (locale: Locale) => getTranslations({ locale, namespace: 'Blog' });

export interface ListingParts<Item> {
  locale: Locale;
  item: Item;
  listing: NonNullable<Awaited<ReturnType<typeof listArticles>>>;
  t: Awaited<ReturnType<typeof blogMessages>>;
  href: (page: number) => Path;
}

export interface SlugListing<Item extends { name: string }> {
  find: (slug: string, locale: Locale) => Promise<Item | undefined>;
  route: (slug: string, page: number) => Path;
  /** The Metadata entries of page 1 and of the later pages. */
  keys: readonly [MetadataKey, MetadataKey];
  /** The placeholder the item's name fills in the entries ("author", "tag"). */
  nameValue: string;
  filter: (slug: string) => Parameters<typeof listArticles>[2];
  view: (parts: ListingParts<Item>) => ReactNode;
}

type FirstParams = { locale: string; slug: string };
type LaterParams = FirstParams & { page: string };

/** The exports of a slug's listing pages: `first` for page 1, `later` for pages 2..n. */
export function slugListingPages<Item extends { name: string }>(listing: SlugListing<Item>) {
  const metadata = async (locale: Locale, slug: string, page: number): Promise<Metadata> => {
    const item = await listing.find(slug, locale);
    if (!item) return {};
    const key = page > 1 ? listing.keys[1] : listing.keys[0];
    return blogMetadata(locale, listing.route(slug, page), key, {
      [listing.nameValue]: item.name,
      page,
    });
  };
  const render = async (locale: Locale, slug: string, page: number) => {
    setRequestLocale(locale);
    const [item, articles, t] = await Promise.all([
      listing.find(slug, locale),
      listArticles(locale, page, listing.filter(slug)),
      blogMessages(locale),
    ]);
    if (!item || !articles) notFound();
    const href = (n: number) => listing.route(slug, n);
    return listing.view({ locale, item, listing: articles, t, href });
  };
  return {
    first: pageExports(
      ({ locale, slug }: FirstParams) => metadata(blogLocale(locale), slug, 1),
      ({ locale, slug }: FirstParams) => render(blogLocale(locale), slug, 1),
    ),
    later: pageExports(
      async ({ locale, slug, page }: LaterParams) => {
        const number = pageParam(page);
        return Number.isFinite(number) ? metadata(blogLocale(locale), slug, number) : {};
      },
      async ({ locale, slug, page }: LaterParams) => {
        const number = pageParam(page);
        if (!Number.isFinite(number) || number < 2) notFound();
        return render(blogLocale(locale), slug, number);
      },
    ),
  };
}
