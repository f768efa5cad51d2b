import { blogFeedXml } from '@/lib/blog/feed';
import { isLocale, locales } from '@/lib/i18n/locales';

// GET /feeds/blog-<locale>.xml: the blog's Atom feed in that locale (lib/blog/feed.ts). Built with
// the site and again at most every hour; outside proxy.ts (its matcher skips feeds/*.xml), so
// no page rule applies: an unknown name is a plain 404.
export const revalidate = 3600;
export const dynamicParams = false;

export function generateStaticParams(): Array<{ file: string }> {
  return locales.map((locale) => ({ file: `blog-${locale}.xml` }));
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  const locale = /^blog-([a-z]{2})\.xml$/.exec((await params).file)?.[1];
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  return new Response(await blogFeedXml(locale), {
    headers: {
      'Content-Type': 'application/atom+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400',
    },
  });
}
