import { env } from '../env';
import { defaultLocale, locales } from '../i18n/locales';
import { log } from '../log';
import type { Path } from '../routing/routes';
import {
  ENTRIES_PER_FILE,
  MAX_URLS_PER_FILE,
  type SitemapEntry,
  type SitemapSource,
} from './sitemap';
import { absoluteUrl, alternateUrls } from './urls';

// Sitemap XML (sitemaps.org 0.9) with hreflang alternates as xhtml:link, the form Google
// documents for multilingual sitemaps.

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const MAX_BYTES_PER_FILE = 50 * 1024 * 1024;
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

/** The index of the given files (lib/seo/sitemap.ts: sitemapFilePaths()). */
export function sitemapIndexXml(paths: readonly Path[]): string {
  const items = paths.map(
    (path) => `<sitemap><loc>${escapeXml(env().SITE_URL + path)}</loc></sitemap>`,
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

/** One part of a source: its entries of page `part`, in every locale. */
export async function childSitemapXml(
  source: SitemapSource,
  part = 1,
  perFile = ENTRIES_PER_FILE,
): Promise<string> {
  const entries = await source.entries(part, perFile);
  // Two spellings of one page ("/blog/x" and "/blog/x/") must not produce duplicate <loc>s.
  const seen = new Set<string>();
  const unique = entries.filter((entry) => {
    const key = absoluteUrl(defaultLocale, entry.path);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const urls = unique.flatMap(urlElements);
  const xml = `${PROLOG}\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${urls.join('\n')}\n</urlset>\n`;
  // The URL cap holds by construction (lib/seo/sitemap.ts); only very long paths could pass 50 MB.
  if (urls.length > MAX_URLS_PER_FILE || xml.length > MAX_BYTES_PER_FILE) {
    log.warn('sitemap file over the sitemaps.org limits', {
      sitemap: source.name,
      part,
      urls: urls.length,
      bytes: xml.length,
    });
  }
  return xml;
}

const CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

export function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE_CONTROL },
  });
}
