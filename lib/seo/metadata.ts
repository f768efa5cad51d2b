import type { Metadata } from 'next';
import { brand } from '../brand';
import { env } from '../env';
import { locales, type Locale } from '../i18n/locales';
import { ogLocales } from './locale-tags';
import { SHARED_IMAGE, sharedImageUrl } from './shared-image';
import { absoluteUrl, alternateUrls, siteUrl } from './urls';

export interface BuildMetadataInput {
  locale: Locale;
  /** Unprefixed path: '/', '/swap', '/blog/some-article'. */
  path: string;
  /** The final title; no layout template is applied to it. */
  title: string;
  description: string;
  noIndex?: boolean;
  /** Alt text of the shared image in the page's language; the brand name when omitted. */
  imageAlt?: string;
  /**
   * The page's own social image instead of the shared one (files.socialImage(kind, slug), a
   * 1200x630 PNG from lib/seo/entity-image.tsx) and its alt text in the page's language.
   */
  image?: { path: `/${string}`; alt: string };
  /** The locales the page exists in, when not all (a blog article): its alternates list only them. */
  locales?: readonly Locale[];
}

/** Head data of one page: canonical, reciprocal alternates, Open Graph, Twitter, robots. */
export function buildMetadata(input: BuildMetadataInput): Metadata {
  const { locale, path, title, description, noIndex = false } = input;
  const canonical = absoluteUrl(locale, path);
  const image = {
    url: input.image ? siteUrl(input.image.path) : sharedImageUrl(),
    width: SHARED_IMAGE.width,
    height: SHARED_IMAGE.height,
    alt: input.image?.alt ?? input.imageAlt ?? brand().name,
  };

  return {
    metadataBase: new URL(env().SITE_URL),
    // Absolute so that a layout's title template cannot append the brand a second time.
    title: { absolute: title },
    description,
    alternates: { canonical, languages: alternateUrls(path, input.locales) },
    openGraph: {
      type: 'website',
      siteName: brand().name,
      url: canonical,
      title,
      description,
      locale: ogLocales[locale],
      alternateLocale: (input.locales ?? locales)
        .filter((other) => other !== locale)
        .map((other) => ogLocales[other]),
      images: [{ ...image, type: SHARED_IMAGE.type }],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
