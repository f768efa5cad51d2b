import { renderEntityImage } from '@/lib/seo/entity-image';

// e2e-only (built only with SWAPLENS_E2E_FIXTURES=1): a catalogue item's social image as the coin
// and pair pages serve theirs (lib/seo/entity-image.tsx): rendered on its first request, then
// served from the page cache (e2e/page-cache.spec.ts).

export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams(): Array<{ file: string }> {
  return [];
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  const slug = /^([a-z0-9-]{1,40})\.png$/.exec((await params).file)?.[1];
  if (!slug) return new Response('Not found', { status: 404 });
  return renderEntityImage({
    title: slug.toUpperCase(),
    subtitle: 'e2e fixture',
    figure: `${new Date().toISOString()}`,
  });
}
