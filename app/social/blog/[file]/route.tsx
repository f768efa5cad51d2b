import { readFile } from 'node:fs/promises';
import { ImageResponse } from 'next/og';
import sharp from 'sharp';
import { brand } from '@/lib/brand';
import { blogManifest } from '@/lib/blog/manifest';
import { findArticle } from '@/lib/blog/queries';
import { coverPath } from '@/lib/blog/source';
import { defaultLocale } from '@/lib/i18n/locales';
import { imageSafeText } from '@/lib/seo/render-shared-image';
import { SHARED_IMAGE } from '@/lib/seo/shared-image';

// GET /social/blog/<slug>.png: an article's Open Graph and Twitter image (files.blogImage): its
// cover, darkened, with the brand and the English title. One image serves every language the
// article is written in, like the catalogue's images (lib/seo/entity-image.tsx), since the
// bundled font draws Latin script only. Prerendered with the site; outside proxy.ts.
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
  if (!slug || !article) return new Response('Not found', { status: 404 });
  const { width, height } = SHARED_IMAGE;
  // Satori draws PNG and JPEG, so the WebP cover is converted to the image's size first.
  const cover = await sharp(await readFile(/* turbopackIgnore: true */ coverPath(slug).file))
    .resize(width, height, { fit: 'cover' })
    .jpeg({ quality: 80 })
    .toBuffer();
  return new ImageResponse(
    <div style={{ width: '100%', height: '100%', display: 'flex', position: 'relative' }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image */}
      <img
        src={`data:image/jpeg;base64,${cover.toString('base64')}`}
        width={width}
        height={height}
        alt=""
        style={{ position: 'absolute', top: 0, left: 0 }}
      />
      <div
        style={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '64px 80px',
          background: 'linear-gradient(180deg, rgba(10,16,40,0.25) 0%, rgba(10,16,40,0.82) 70%)',
          color: '#ffffff',
        }}
      >
        <div style={{ display: 'flex', fontSize: 40, opacity: 0.95 }}>
          {imageSafeText(`${brand().name} · Blog`)}
        </div>
        <div style={{ display: 'flex', fontSize: 68, lineHeight: 1.15, letterSpacing: -1 }}>
          {imageSafeText(article.title)}
        </div>
      </div>
    </div>,
    { width, height, headers: { 'Cache-Control': 'public, max-age=86400' } },
  );
}
