import { env } from '../env';
import { defaultLocale, locales } from '../i18n/locales';
import { log } from '../log';
import { childSitemapPath, type SitemapEntry, type SitemapSource } from './sitemap';
import { absoluteUrl, alternateUrls } from './urls';

// Sitemap XML (sitemaps.org 0.9) with hreflang alternates as xhtml:link, the form Google
// documents for multilingual sitemaps.

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const MAX_URLS_PER_FILE = 50_000;
const PROLOG = '<?xml version="1.0" encoding="UTF-8"?>';

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => xmlEntities[char] ?? char);
}

export function sitemapIndexXml(sources: readonly SitemapSource[]): string {
  const items = sources.map(
    (source) =>
      `<sitemap><loc>${escapeXml(env().SITE_URL + childSitemapPath(source))}</loc></sitemap>`,
  );
  return `${PROLOG}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

function urlElements(entry: SitemapEntry): string[] {
  const alternates = Object.entries(alternateUrls(entry.path)).map(
    ([hreflang, href]) =>
      `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
  );
  const extras = [
    entry.lastModified && `<lastmod>${entry.lastModified.toISOString()}</lastmod>`,
    entry.changeFrequency && `<changefreq>${entry.changeFrequency}</changefreq>`,
    entry.priority !== undefined &&
      `<priority>${Math.min(1, Math.max(0, entry.priority)).toFixed(1)}</priority>`,
  ].filter((part): part is string => typeof part === 'string');

  // Google wants each locale version listed as its own <url>, each carrying the full alternate set.
  return locales.map(
    (locale) =>
      `<url><loc>${escapeXml(absoluteUrl(locale, entry.path))}</loc>${extras.join('')}${alternates.join('')}</url>`,
  );
}

export async function childSitemapXml(source: SitemapSource): Promise<string> {
  const entries = await source.entries();
  // Two spellings of one page ("/blog/x" and "/blog/x/") must not produce duplicate <loc>s.
  const seen = new Set<string>();
  const unique = entries.filter((entry) => {
    const key = absoluteUrl(defaultLocale, entry.path);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const urls = unique.flatMap(urlElements);
  // sitemaps.org caps a file at 50,000 URLs; a source that grows past it must be split in two.
  if (urls.length > MAX_URLS_PER_FILE) {
    log.warn('sitemap over the 50,000 URL limit', { sitemap: source.name, urls: urls.length });
  }
  return `${PROLOG}\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

const CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

export function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE_CONTROL },
  });
}
