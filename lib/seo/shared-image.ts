import { env } from '../env';
import { files } from '../routing/routes';

// One social image for the whole site (spec: open-graph and twitter images point to one shared
// image). Rendered by app/og-image.png/route.tsx; lib/seo/metadata.ts points every page at it.

export const SHARED_IMAGE = {
  path: files.sharedImage(),
  width: 1200,
  height: 630,
  type: 'image/png',
} as const;

export function sharedImageUrl(): string {
  return `${env().SITE_URL}${SHARED_IMAGE.path}`;
}
