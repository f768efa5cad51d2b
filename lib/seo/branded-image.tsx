import { ImageResponse } from 'next/og';
import type { ReactNode } from 'react';
import { brand } from '../brand';
import { SHARED_IMAGE } from './shared-image';

// The one body of every social image (the shared image, a coin's, a pair's, a catalogue item's,
// a blog article's): 1200x630, the brand file's text colour on its background, the content in a
// column. Each image says only what it shows; the frame, size and colours live here.

export interface BrandedImageOptions {
  /** How the column's lines sit: in the middle (the default), or spread from top to bottom. */
  justify?: 'center' | 'space-between';
  /** CSS padding of the column. */
  padding?: string;
  /** Drawn under the column, filling the image (a blog article's cover), with `shade` over it. */
  backdrop?: ReactNode;
  /** A CSS background over the backdrop, so the text stays readable. */
  shade?: string;
  /** Response headers (Cache-Control). */
  headers?: Record<string, string>;
}

export function brandedImage(content: ReactNode, options: BrandedImageOptions = {}): ImageResponse {
  const { socialImage } = brand();
  const { justify = 'center', padding = '0 96px', backdrop, shade, headers } = options;
  const column = {
    display: 'flex',
    flexDirection: 'column' as const,
    justifyContent: justify,
    padding,
    color: socialImage.text,
  };
  return new ImageResponse(
    backdrop ? (
      <div style={{ width: '100%', height: '100%', display: 'flex', position: 'relative' }}>
        {backdrop}
        <div style={{ ...column, position: 'absolute', inset: 0, background: shade }}>
          {content}
        </div>
      </div>
    ) : (
      <div style={{ ...column, width: '100%', height: '100%', background: socialImage.background }}>
        {content}
      </div>
    ),
    { width: SHARED_IMAGE.width, height: SHARED_IMAGE.height, headers },
  );
}
