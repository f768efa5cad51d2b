import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPairImage } from '@/lib/seo/render-pair-image';

// The exchange pair's social image: rendered in process with the bundled font, no network (a
// glyph the font lacks would make next/og fetch one: the arrow is drawn, not written).

function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

afterEach(() => vi.unstubAllGlobals());

describe('pair social image', () => {
  it('renders "BTC → ETH", the rate and the date as a 1200x630 PNG without the network', async () => {
    const realFetch = globalThis.fetch;
    const network = vi.fn();
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.startsWith('data:')) return realFetch(input, init);
      network(url);
      throw new Error(`no network: ${url}`);
    });
    for (const text of [
      { from: 'BTC', to: 'ETH', rate: '1 BTC ~ 41.343874 ETH', date: '2025-06-01' },
      { from: 'USDT', to: 'XMR', rate: null, date: null },
    ]) {
      const response = renderPairImage(text);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    }
    expect(network).not.toHaveBeenCalled();
  });
});
