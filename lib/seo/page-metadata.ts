import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { brand } from '../brand';
import type { Locale } from '../i18n/locales';
import type { Messages } from '../i18n/messages';
import type { Path } from '../routing/routes';
import { buildMetadata } from './metadata';

/** A page's entry under Metadata in messages/<locale>.json ({ title, description }). */
export type MetadataKey = Exclude<keyof Messages['Metadata'], 'titleTemplate'>;

/** ICU values the entry's title and description name, e.g. { coin: 'Bitcoin' }. */
export type MetadataValues = Record<string, string | number | Date>;

export interface PageMetadataInput {
  locale: Locale;
  /**
   * The page's address from lib/routing/routes, without query (routes.coin(code)); null for a
   * view shown at whatever path was asked (the 404 page), which gets no canonical and no index.
   */
  route: Path | null;
  key: MetadataKey;
  /** Values of the entry's placeholders; {brand} is always given. */
  values?: MetadataValues;
  noIndex?: boolean;
  /** The page's own social image (lib/seo/metadata.ts `image`); the shared one when omitted. */
  image?: { path: `/${string}`; alt: string };
}

/**
 * Metadata of a page whose title and description live under Metadata.<key>. Titles get
 * "{title} | {brand}" from Metadata.titleTemplate, except the home title, which names the brand
 * itself.
 */
export async function pageMetadata({
  locale,
  route,
  key,
  values,
  noIndex,
  image,
}: PageMetadataInput): Promise<Metadata> {
  const [t, tBrand] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    getTranslations({ locale, namespace: 'Brand' }),
  ]);
  const name = brand().name;
  const all = { ...values, brand: name };
  const pageTitle = t(`${key}.title`, all);
  const title = key === 'home' ? pageTitle : t('titleTemplate', { brand: name, title: pageTitle });
  const description = t(`${key}.description`, all);

  if (route === null) {
    return { title: { absolute: title }, description, robots: { index: false, follow: true } };
  }
  return buildMetadata({
    locale,
    path: route,
    title,
    description,
    noIndex,
    imageAlt: `${name} – ${tBrand('tagline')}`,
    image,
  });
}
