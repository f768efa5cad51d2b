import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import type { BlogCover } from '@/lib/blog/types';
import styles from './blog.module.css';

export interface CoverImageProps {
  cover: BlogCover;
  alt: string;
  /** The image's width on the page, for the browser's choice among the sizes (`sizes`). */
  sizes: string;
  /** In view at once (an article's cover, a listing's first card): loaded first, not lazily. */
  priority?: boolean;
}

/**
 * A cover with next/image's optimiser and the spec's image rules (next.config.ts: the breakpoints
 * as device sizes, WebP; `sizes` lets the browser pick the 1x or 2x width), rendered on the server
 * as a plain <img> (getImageProps), so a listing of covers adds no client code. Loading: the
 * blurred 10x10 preview the seed step made is the image's background until it has loaded. Error:
 * the preview stays in the image's place at its size, so the layout holds and the card still
 * reads (the covers are decorative: the title beside them says what the article is).
 */
export function CoverImage({ cover, alt, sizes, priority = false }: CoverImageProps) {
  const { props } = getImageProps({
    src: cover.src,
    alt,
    width: cover.width,
    height: cover.height,
    sizes,
    quality: 75,
    placeholder: 'blur',
    blurDataURL: cover.blur,
    preload: priority,
    loading: priority ? 'eager' : 'lazy',
  });
  if (priority) {
    // What next/image's own component does for `preload`: the browser fetches it with the HTML.
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props (getImageProps), alt included
  return <img {...props} className={styles.cover} fetchPriority={priority ? 'high' : undefined} />;
}
