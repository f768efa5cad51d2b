import type { ImageResponse } from 'next/og';
import { brand } from '../brand';
import { brandedImage } from './branded-image';
import { imageSafeText } from './render-shared-image';
import { SHARED_IMAGE } from './shared-image';

// A blog article's social image (app/social/blog/[file]/route.tsx): its cover, darkened, with
// the brand and the English title.

export interface BlogImageInput {
  /** The cover as a JPEG of the image's size (satori draws PNG and JPEG, not WebP). */
  coverJpeg: Buffer;
  title: string;
}

export function renderBlogImage({ coverJpeg, title }: BlogImageInput): ImageResponse {
  const { width, height } = SHARED_IMAGE;
  return brandedImage(
    <>
      <div style={{ display: 'flex', fontSize: 40, opacity: 0.95 }}>
        {imageSafeText(`${brand().name} · Blog`)}
      </div>
      <div style={{ display: 'flex', fontSize: 68, lineHeight: 1.15, letterSpacing: -1 }}>
        {imageSafeText(title)}
      </div>
    </>,
    {
      justify: 'space-between',
      padding: '64px 80px',
      backdrop: (
        // eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image
        <img
          src={`data:image/jpeg;base64,${coverJpeg.toString('base64')}`}
          width={width}
          height={height}
          alt=""
          style={{ position: 'absolute', top: 0, left: 0 }}
        />
      ),
      shade: 'linear-gradient(180deg, rgba(10,16,40,0.25) 0%, rgba(10,16,40,0.82) 70%)',
      headers: { 'Cache-Control': 'public, max-age=86400' },
    },
  );
}
