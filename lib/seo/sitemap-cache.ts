import 'server-only';
import { Lru } from '../cache/lru';
import { dataVersion, type CacheTag } from '../cache/tags';
import { processSingleton } from '../process-singleton.mjs';

// Sitemap parts, made once per data version (security review 2026-12, M5). A part changes with
// the catalogue, the ramp coverage or the blog, not per request; rebuilding a 10-16 MB pairs
// part for each crawler request cost database reads and seconds of CPU. Each part is kept
// gzipped (about 20:1, so every part of the site fits in a few MB) under a key of its file name
// and the version of the data it is made of: invalidating that data (lib/cache/tags.ts) makes
// the next request build it again. The process is one build, so a new build starts empty. Parts
// made of data no tag covers (the providers' listings of pairs) are made again after an hour,
// the files' own Cache-Control.

/** The data the sources read (lib/seo/sitemap.ts). */
const SITEMAP_DATA: readonly CacheTag[] = ['catalogue', 'ramp-coverage', 'blog'];
export const SITEMAP_PART_TTL_MS = 60 * 60_000;

const parts = processSingleton(
  'sitemap-parts',
  () =>
    new Lru<Uint8Array>({
      maxEntries: 512,
      maxBytes: 128 * 1024 * 1024,
      ttlMs: SITEMAP_PART_TTL_MS,
      sizeOf: (bytes) => bytes.byteLength,
    }),
);

async function gzip(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const zipped = stream.pipeThrough(
    new CompressionStream('gzip') as ReadableWritablePair<Uint8Array, Uint8Array>,
  );
  return new Uint8Array(await new Response(zipped).arrayBuffer());
}

/**
 * The body of sitemap file `file`: from the cache when this data version has it, else made by
 * `make` (one make per file at a time, whoever else asks meanwhile waits for it).
 */
export async function cachedSitemapPart(
  file: string,
  make: () => ReadableStream<Uint8Array>,
): Promise<ReadableStream<Uint8Array>> {
  const key = `${dataVersion(SITEMAP_DATA)}:${file}`;
  const zipped = await parts().load(key, () => gzip(make()));
  return new Blob([zipped as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('gzip') as ReadableWritablePair<Uint8Array, Uint8Array>);
}

/** The cache itself (tests). */
export const sitemapPartCache = parts;
