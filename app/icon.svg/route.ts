import { brand } from '@/lib/brand';

// GET /icon.svg – the brand's favicon (BRAND_CONFIG), linked from every page by
// app/[locale]/layout.tsx and named by the blog feeds.

// Rendered once at build: it depends only on the brand file.
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(brand().favicon, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
}
