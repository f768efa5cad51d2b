import { renderSharedImage } from '@/lib/seo/render-shared-image';

// GET /og-image.png – the one social image of the site (1200x630), referenced by every page's
// Open Graph and Twitter tags through lib/seo/metadata.ts.

// Rendered once at build: it depends only on the brand config and the default-locale tagline.
export const dynamic = 'force-static';

export function GET(): Promise<Response> {
  return renderSharedImage();
}
