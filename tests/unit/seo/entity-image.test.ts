import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { files } from '@/lib/routing/routes';
import { renderEntityImage } from '@/lib/seo/entity-image';
import { buildMetadata } from '@/lib/seo/metadata';

// A catalogue item's social image (lib/seo/entity-image.tsx) and the head data pointing at it.

const SITE = 'https://swap.example';

beforeEach(() => {
  vi.stubEnv('SITE_URL', `${SITE}/`);
  vi.stubEnv('BRAND_NAME', 'Swaplens');
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('entity social image', () => {
  it('renders a 1200x630 PNG without the network', async () => {
    const realFetch = globalThis.fetch;
    const network = vi.fn();
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.startsWith('data:')) return realFetch(input, init);
      network(url);
      throw new Error(`no network (${url})`);
    });
    const response = renderEntityImage({
      title: 'Bitcoin (BTC)',
      subtitle: 'Bitcoin · Lightning',
      figure: '$97,120.55',
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get('content-type')).toBe('image/png');
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
    expect(network).not.toHaveBeenCalled();
  });

  it('names the image of an item under /social, which proxy.ts leaves to the file routes', () => {
    expect(files.socialImage('coin', 'btc')).toBe('/social/coin/btc.png');
    expect(files.socialImage('pair', 'btc-to-eth')).toBe('/social/pair/btc-to-eth.png');
  });

  it("points Open Graph and Twitter at the page's own image when it has one", () => {
    const metadata = buildMetadata({
      locale: 'fr',
      path: '/coin/btc',
      title: 'Bitcoin',
      description: 'Prix du Bitcoin',
      image: { path: files.socialImage('coin', 'btc'), alt: 'Bitcoin (BTC)' },
    });
    const og = metadata.openGraph?.images as Array<{ url: string; alt: string }>;
    expect(og[0]).toMatchObject({ url: `${SITE}/social/coin/btc.png`, alt: 'Bitcoin (BTC)' });
    const twitter = metadata.twitter?.images as Array<{ url: string }>;
    expect(twitter[0]?.url).toBe(`${SITE}/social/coin/btc.png`);
    const shared = buildMetadata({ locale: 'fr', path: '/faq', title: 'FAQ', description: 'd' });
    expect((shared.openGraph?.images as Array<{ url: string }>)[0]?.url).toBe(
      `${SITE}/og-image.png`,
    );
  });
});
