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
/** sitemaps.org allows 50 MB; the files stay well under it (tests/unit/seo/sitemap.test.ts). */
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
  const alternates = Object.entries(alternateUrls(entry.path, entry.locales)).map(
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
  return (entry.locales ?? locales).map(
    (locale) =>
      `<url><loc>${escapeXml(absoluteUrl(locale, entry.path))}</loc>${extras.join('')}${alternates.join('')}</url>`,
  );
}

/** Entries read from a source at a time while a file streams out. */
export const SITEMAP_READ_SIZE = 100;

const encoder = new TextEncoder();

/**
 * One part of a source (its entries of page `part`, in every locale) as a stream: the source is
 * read SITEMAP_READ_SIZE entries at a time and each batch is written out before the next read,
 * so a file of 14,000 URLs (about 30 MB) never sits in memory as one string. The source's pages
 * of that size line up with the file's part when `perFile` is a multiple of it; otherwise the
 * part is read as one page.
 */
export function childSitemapStream(
  source: SitemapSource,
  part = 1,
  perFile = ENTRIES_PER_FILE,
): ReadableStream<Uint8Array> {
  const readSize = perFile % SITEMAP_READ_SIZE === 0 ? SITEMAP_READ_SIZE : perFile;
  const reads = perFile / readSize;
  const firstPage = (part - 1) * reads + 1;
  // Two spellings of one page ("/blog/x" and "/blog/x/") must not produce duplicate <loc>s.
  const seen = new Set<string>();
  let read = 0;
  let urls = 0;
  let bytes = 0;
  const write = (controller: ReadableStreamDefaultController<Uint8Array>, text: string) => {
    const chunk = encoder.encode(text);
    bytes += chunk.byteLength;
    controller.enqueue(chunk);
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      write(controller, `${PROLOG}\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`);
    },
    async pull(controller) {
      const entries = read < reads ? await source.entries(firstPage + read, readSize) : [];
      read += 1;
      const lines: string[] = [];
      for (const entry of entries) {
        const key = absoluteUrl(entry.locales?.[0] ?? defaultLocale, entry.path);
        if (seen.has(key)) continue;
        seen.add(key);
        for (const line of urlElements(entry)) lines.push(line);
      }
      urls += lines.length;
      if (lines.length > 0) write(controller, `${lines.join('\n')}\n`);
      if (entries.length === readSize && read < reads) return;
      write(controller, '</urlset>\n');
      controller.close();
      // The URL cap holds by construction (lib/seo/sitemap.ts); only very long paths could
      // pass the size cap.
      if (urls > MAX_URLS_PER_FILE || bytes > MAX_BYTES_PER_FILE) {
        log.warn('sitemap file over its limits', { sitemap: source.name, part, urls, bytes });
      }
    },
  });
}

/** The same file as one string (tests, and the bench's count of every file). */
export async function childSitemapXml(
  source: SitemapSource,
  part = 1,
  perFile = ENTRIES_PER_FILE,
): Promise<string> {
  return new Response(childSitemapStream(source, part, perFile)).text();
}

const CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

export function xmlResponse(body: string | ReadableStream<Uint8Array>): Response {
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE_CONTROL },
  });
}
