import type { Metadata } from 'next';

// The brand's favicon (app/icon.svg/route.ts serves the brand file's), linked from every root
// layout and page; the pages' own metadata (lib/seo/page-metadata.ts) adds everything else.
export const brandIcons: NonNullable<Metadata['icons']> = {
  icon: [{ url: '/icon.svg', type: 'image/svg+xml', sizes: 'any' }],
};
