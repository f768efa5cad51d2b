import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageSafeText, renderSharedImage } from '@/lib/seo/render-shared-image';

// Width and height from the PNG header (IHDR chunk, right after the 8-byte signature).
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

// next/og loads its layout engine from a data: URL (in process); anything else is the network.
function unreachableNetwork() {
  const realFetch = globalThis.fetch;
  const network = vi.fn((url: string) => url);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith('data:')) return realFetch(input, init);
    network(url);
    throw new Error(`the shared image must not use the network (${url})`);
  });
  return network;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('shared social image', () => {
  it('renders a 1200x630 PNG without the network', async () => {
    const network = unreachableNetwork();
    const response = await renderSharedImage();
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(String.fromCharCode(...bytes.slice(1, 4))).toBe('PNG');
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    expect(network).not.toHaveBeenCalled();
  });

  it('draws every character it keeps with the bundled font (no font download)', async () => {
    const kept: string[] = [];
    for (let code = 0x20; code <= 0x2100; code++) {
      const char = String.fromCharCode(code);
      if (imageSafeText(`a${char}a`) === `a${char}a`) kept.push(char);
    }
    expect(kept.length).toBeGreaterThan(300);
    const network = unreachableNetwork();
    // Through the brand name, 40 characters at a time (its length limit).
    for (let i = 0; i < kept.length; i += 40) {
      vi.stubEnv('BRAND_NAME', `a${kept.slice(i, i + 40).join('')}`.slice(0, 40));
      vi.resetModules();
      const fresh = await import('@/lib/seo/render-shared-image');
      await (await fresh.renderSharedImage()).arrayBuffer();
    }
    expect(network).not.toHaveBeenCalled();
  }, 120_000);

  it('drops characters the bundled font lacks instead of fetching a font', () => {
    expect(imageSafeText('Swaplens')).toBe('Swaplens');
    expect(imageSafeText('Łódź Swap – “best”')).toBe('Łódź Swap – “best”');
    expect(imageSafeText('スワップ Swap 🚀')).toBe('Swap');
  });
});
