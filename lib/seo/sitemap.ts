import { locales, type Locale } from '../i18n/locales';
import { files, type Path } from '../routing/routes';

// Sitemap sources and their files. /sitemap.xml is an index of every part of every source (the
// list is lib/pages/sitemaps/index.ts, read from the page declarations), each served as
// /sitemaps/<name>-<part>.xml. To add pages to the sitemaps, add a source:
//
//   const coins: SitemapSource = {
//     name: 'coins',
//     count: () => countCoins(),
//     entries: async (page, size) => (await listCoins(page, size)).map((c) => ({ path: routes.coin(c.code) })),
//   };
//
// A source returns unprefixed paths; every locale version and its alternates are added for it.
// Sources run per request (the routes are dynamic), so they may read the database: a file is
// streamed out as its entries are read, SITEMAP_READ_SIZE (100) at a time (lib/seo/sitemap-xml.ts),
// so `entries` should read just the page it is asked for (LIMIT/OFFSET or a keyset), in a stable
// order. Only indexable pages belong here: a thin page (noindex) is left out.

export type ChangeFrequency =
  'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';

export interface SitemapEntry {
  /** Unprefixed path from lib/routing/routes, without query. */
  path: Path;
  lastModified?: Date;
  changeFrequency?: ChangeFrequency;
  /** 0.0 to 1.0. */
  priority?: number;
  /** The locales the page exists in when not all (a blog article): only they are listed. */
  locales?: readonly Locale[];
}

export interface SitemapSource {
  /** Lower-case letters, digits and dashes: the files are /sitemaps/<name>-<part>.xml. */
  name: string;
  /** How many entries the source lists in all. */
  count: () => Promise<number>;
  /** Entries of one page (pages count from 1), `size` at most, in a stable order. */
  entries: (page: number, size: number) => Promise<readonly SitemapEntry[]>;
}

/**
 * Entries per file. sitemaps.org caps a file at 50,000 URLs and 50 MB; this site keeps each under
 * 20,000 URLs and well under 50 MB (issue 12). Each entry is one <url> per locale, each carrying
 * its 21 alternates (14 languages, 6 regional variants, x-default): about 2.4 KB for a
 * 30-character path, 3.3 KB for a 70-character one. 1,000 entries are 14,000 URLs and 34 to
 * 46 MB; 500 entries, 7,000 URLs and about 17 to 23 MB.
 */
export const ENTRIES_PER_FILE = 500;
export const MAX_URLS_PER_FILE = 20_000;
// Checked here, so a change of either number or of the locale count cannot break the cap.
if (ENTRIES_PER_FILE * locales.length > MAX_URLS_PER_FILE) {
  throw new Error('ENTRIES_PER_FILE exceeds the 20,000 URLs of one sitemap file');
}

/** A source whose entries are a fixed list, such as the site's own pages. */
export function listSource(name: string, list: readonly SitemapEntry[]): SitemapSource {
  return {
    name,
    count: async () => list.length,
    entries: async (page, size) => list.slice((page - 1) * size, page * size),
  };
}

/** How many files a source of `count` entries takes; an empty source still has its first. */
function partCount(count: number, perFile = ENTRIES_PER_FILE): number {
  return Math.max(1, Math.ceil(count / perFile));
}

export type SitemapFile =
  | { kind: 'part'; source: SitemapSource; part: number }
  /** The name of the files before they were split ("pages.xml"): moved to its first part. */
  | { kind: 'moved'; location: Path };

/** What /sitemaps/<file> serves, or undefined for an unknown or malformed name. */
export async function findSitemapFile(
  file: string,
  sources: readonly SitemapSource[],
  perFile = ENTRIES_PER_FILE,
): Promise<SitemapFile | undefined> {
  const whole = /^([a-z0-9-]+)\.xml$/.exec(file)?.[1];
  const moved = sources.find((source) => source.name === whole);
  if (moved) return { kind: 'moved', location: files.sitemap(moved.name, 1) };
  const match = /^([a-z0-9-]+)-([1-9]\d{0,8})\.xml$/.exec(file);
  const source = match && sources.find((candidate) => candidate.name === match[1]);
  if (!match || !source) return undefined;
  const part = Number(match[2]);
  return part <= partCount(await source.count(), perFile)
    ? { kind: 'part', source, part }
    : undefined;
}

/** Every file of every source, in the order the index lists them. */
export async function sitemapFilePaths(
  sources: readonly SitemapSource[],
  perFile = ENTRIES_PER_FILE,
): Promise<Path[]> {
  const counts = await Promise.all(sources.map((source) => source.count()));
  return sources.flatMap((source, index) =>
    Array.from({ length: partCount(counts[index] ?? 0, perFile) }, (_, part) =>
      files.sitemap(source.name, part + 1),
    ),
  );
}
