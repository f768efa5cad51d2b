import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { parsePageSegment } from '../catalogue/slugs';
import type { Locale } from '../i18n/locales';
import { routing } from '../i18n/routing';
import type { Path } from '../routing/routes';
import { pageMetadata, type MetadataKey } from '../seo/page-metadata';

// What every page file under app/[locale] starts with, written once.

/** What Next hands a page or a layout below app/[locale] (PageProps, LayoutProps). */
interface LocaleProps {
  params: Promise<{ locale: string }>;
}

/**
 * The page's locale, set as the request's for next-intl so that the page renders statically.
 * proxy.ts has already answered an unknown locale, so the segment is one of ours.
 */
export async function pageLocale(params: LocaleProps['params']): Promise<Locale> {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return locale;
}

/** A root layout's static params: one per locale. */
export function localeStaticParams(): Array<{ locale: Locale }> {
  return routing.locales.map((locale) => ({ locale }));
}

/** A root layout's locale: one the routing does not know is a 404, a known one is set. */
export async function layoutLocale(params: LocaleProps['params']): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/** generateMetadata of a page whose title and description are one entry of one fixed route. */
export function staticMetadata(
  route: Path,
  key: MetadataKey,
  options: { noIndex?: boolean } = {},
): (props: LocaleProps) => Promise<Metadata> {
  return async ({ params }) =>
    pageMetadata({ locale: (await params).locale as Locale, route, key, ...options });
}

/**
 * A page's two exports from two functions of its params: the page file names its route's
 * constants (`revalidate`, `generateStaticParams`) and then
 * `export const generateMetadata = page.generateMetadata; export default page.Page;`.
 */
export function pageExports<Params>(
  metadata: (params: Params) => Promise<Metadata>,
  render: (params: Params) => Promise<ReactNode>,
) {
  return {
    generateMetadata: async ({ params }: { params: Promise<Params> }) => metadata(await params),
    Page: async ({ params }: { params: Promise<Params> }) => render(await params),
  };
}

/**
 * A later page of a listing, /…/page-{n}: proxy.ts has already refused page 0, page 1, malformed
 * numbers and pages past the end, so a segment that still does not parse is a 404.
 */
export function laterListingPage(
  metadata: (locale: Locale, page: number) => Promise<Metadata>,
  render: (locale: Locale, page: number) => Promise<ReactNode> | ReactNode,
) {
  const read = ({ locale, page }: { locale: string; page: string }) => {
    const number = parsePageSegment(page);
    if (number === null) notFound();
    return { locale: locale as Locale, number };
  };
  return pageExports(
    async (params: { locale: string; page: string }) => {
      const { locale, number } = read(params);
      return metadata(locale, number);
    },
    async (params: { locale: string; page: string }) => {
      const { locale, number } = read(params);
      setRequestLocale(locale);
      return render(locale, number);
    },
  );
}

/**
 * A page that loads one view from its params (the loader calls notFound() when there is none)
 * and makes its metadata and its body from it.
 */
export function viewPage<Params extends { locale: string }, View>(
  load: (params: Params) => Promise<View>,
  metadata: (locale: Locale, view: View) => Promise<Metadata>,
  render: (locale: Locale, view: View) => ReactNode,
) {
  return pageExports(
    async (params: Params) => metadata(params.locale as Locale, await load(params)),
    async (params: Params) => {
      const locale = params.locale as Locale;
      setRequestLocale(locale);
      return render(locale, await load(params));
    },
  );
}
