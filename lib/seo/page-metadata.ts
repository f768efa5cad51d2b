import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { brand } from '../brand';
import type { Locale } from '../i18n/locales';
import type { Messages } from '../i18n/messages';
import { buildMetadata } from './metadata';

/** A page's entry under Metadata in messages/<locale>.json ({ title, description }). */
export type MetadataKey = Exclude<keyof Messages['Metadata'], 'titleTemplate'>;

export interface PageMetadataInput {
  locale: Locale;
  /** Unprefixed path: '/', '/swap', '/blog/some-article'. */
  path: string;
  key: MetadataKey;
  noIndex?: boolean;
}

/**
 * Metadata of a page whose title and description live under Metadata.<key>. Titles get
 * "{title} | {brand}" from Metadata.titleTemplate, except the home title, which names the brand
 * itself.
 */
export async function pageMetadata({
  locale,
  path,
  key,
  noIndex,
}: PageMetadataInput): Promise<Metadata> {
  const [t, tBrand] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    getTranslations({ locale, namespace: 'Brand' }),
  ]);
  const values = { brand: brand().name };
  const pageTitle = t(`${key}.title`, values);
  const title = key === 'home' ? pageTitle : t('titleTemplate', { ...values, title: pageTitle });

  return buildMetadata({
    locale,
    path,
    title,
    description: t(`${key}.description`, values),
    noIndex,
    imageAlt: `${values.brand} – ${tBrand('tagline')}`,
  });
}
