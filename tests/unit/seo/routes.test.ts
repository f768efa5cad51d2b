import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as RobotsRoute from '@/app/robots';
import type * as SitemapIndexRoute from '@/app/sitemap.xml/route';
import type * as ChildSitemapRoute from '@/app/sitemaps/[file]/route';

const SITE = 'https://swap.example';
type Routes = {
  index: typeof SitemapIndexRoute;
  child: typeof ChildSitemapRoute;
  robots: typeof RobotsRoute;
};
let routes: Routes;

beforeAll(async () => {
  vi.stubEnv('SITE_URL', SITE);
  vi.resetModules();
  routes = {
    index: await import('@/app/sitemap.xml/route'),
    child: await import('@/app/sitemaps/[file]/route'),
    robots: await import('@/app/robots'),
  };
});
afterAll(() => vi.unstubAllEnvs());

function getChild(file: string): Promise<Response> {
  return routes.child.GET(new Request(`${SITE}/sitemaps/${file}`), {
    params: Promise.resolve({ file }),
  });
}

describe('GET /sitemap.xml', () => {
  it('answers a sitemap index as XML', async () => {
    const response = await routes.index.GET(new Request(`${SITE}/sitemap.xml`), undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const body = await response.text();
    expect(body).toContain('<sitemapindex');
    expect(body).toContain(`<loc>${SITE}/sitemaps/pages-1.xml</loc>`);
  });
});

describe('GET /sitemaps/<name>-<part>.xml', () => {
  it('answers the pages sitemap with every locale URL and its alternates', async () => {
    const response = await getChild('pages-1.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const body = await response.text();
    expect(body).toContain('<urlset');
    expect(body).toContain(`<loc>${SITE}/uk</loc>`);
    expect(body).toContain(`hreflang="x-default" href="${SITE}/"`);
  });

  it('answers 404 for an unknown child or part', async () => {
    expect((await getChild('unknown.xml')).status).toBe(404);
    expect((await getChild('pages.txt')).status).toBe(404);
    expect((await getChild('pages-2.xml')).status).toBe(404);
  });

  it('moves the address the file had before sources were split to part 1', async () => {
    const response = await getChild('pages.xml');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/sitemaps/pages-1.xml');
  });
});

describe('robots.txt', () => {
  it('allows crawling, disallows APIs and maintenance, and names the sitemap and host', () => {
    const robots = routes.robots.default();
    expect(robots).toEqual({
      rules: {
        userAgent: '*',
        allow: '/',
        disallow: expect.arrayContaining([
          '/api/',
          '/apiglobal/',
          '/maintenance',
          '/ja/maintenance',
        ]),
      },
      sitemap: `${SITE}/sitemap.xml`,
      host: SITE,
    });
  });
});
