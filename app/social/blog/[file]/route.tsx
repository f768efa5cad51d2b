import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { blogManifest } from '@/lib/blog/manifest';
import { findArticle } from '@/lib/blog/queries';
import { coverPath } from '@/lib/blog/source';
import { defaultLocale } from '@/lib/i18n/locales';
import { fileNotFound } from '@/lib/seo/file-route';
import { renderBlogImage } from '@/lib/seo/render-blog-image';
import { SHARED_IMAGE } from '@/lib/seo/shared-image';

// GET /social/blog/<slug>.png: an article's Open Graph and Twitter image (files.blogImage): its
// cover, darkened, with the brand and the English title. One image serves every language the
// article is written in, like the catalogue's images (lib/seo/entity-image.tsx), since the
// bundled font draws Latin script only. Prerendered with the site; outside proxy.ts. Only the
// articles' names exist (dynamicParams = false): Next answers any other name 404 itself, before
// this handler and without a cache entry.
export const revalidate = false;
export const dynamicParams = false;

export function generateStaticParams(): Array<{ file: string }> {
  return [...blogManifest().articles.keys()].map((slug) => ({ file: `${slug}.png` }));
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  const slug = /^([a-z0-9-]{1,120})\.png$/.exec((await params).file)?.[1];
  const article = slug ? await findArticle(slug, defaultLocale) : undefined;
  if (!slug || !article) return fileNotFound();
  const { width, height } = SHARED_IMAGE;
  // Satori draws PNG and JPEG, so the WebP cover is converted to the image's size first.
  const cover = await sharp(await readFile(/* turbopackIgnore: true */ coverPath(slug).file))
    .resize(width, height, { fit: 'cover' })
    .jpeg({ quality: 80 })
    .toBuffer();
  return renderBlogImage({ coverJpeg: cover, title: article.title });
}
