'use client';

import Image from 'next/image';
import { useState } from 'react';
import type { BlogCover } from '@/lib/blog/types';
import styles from './blog.module.css';

export interface CoverImageProps {
  cover: BlogCover;
  alt: string;
  /** The image's width on the page, for the browser's choice among the sizes (`sizes`). */
  sizes: string;
  /** The article's own cover, in view at once: loaded first, not lazily. */
  priority?: boolean;
  /** Shown in place of the image when it cannot be loaded. */
  failed: string;
}

/**
 * A cover through next/image, with the spec's image rules (next.config.ts: the breakpoints as
 * device sizes, WebP, densities 1 and 2 through `sizes`): the blurred 10x10 preview from the
 * seed step while it loads, and a plain box naming the image when it fails.
 */
export function CoverImage({ cover, alt, sizes, priority = false, failed }: CoverImageProps) {
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <div className={styles.coverFailed} role="img" aria-label={alt}>
        <span aria-hidden="true">{failed}</span>
      </div>
    );
  }
  return (
    <Image
      className={styles.cover}
      src={cover.src}
      alt={alt}
      width={cover.width}
      height={cover.height}
      sizes={sizes}
      quality={75}
      placeholder="blur"
      blurDataURL={cover.blur}
      preload={priority}
      loading={priority ? 'eager' : 'lazy'}
      onError={() => setBroken(true)}
    />
  );
}
