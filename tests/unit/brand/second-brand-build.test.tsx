// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/components/for-partners/widget-builder/widget-builder.messages';
import type { CompactCurrency } from '@/lib/catalogue/compact';
import { renderIsland } from '@/tests/helpers/render';

// A build with the second brand (docs/white-label.md), without a second `next build`: what the
// build evaluates first (next.config.ts, which parses the environment and the brand file and
// records the brand's look for the server), the server's refusal of a build of another brand,
// and the brand-dependent words of the white-label screens rendered with the second brand. The
// full per-page rendering of a second brand is tests/unit/brand/brand-file.test.tsx.

const TEST_BRAND = './brands/test-brand.json';
const POPULAR: CompactCurrency[] = [
  ['btc', 'BTC', 'Bitcoin', '/coins/btc.svg', 'Bitcoin', 'BTC'],
  ['eth', 'ETH', 'Ethereum', '/coins/eth.svg', 'Ethereum', 'ETH'],
];

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function withBrand(file: string | undefined) {
  vi.stubEnv('BRAND_CONFIG', file ?? '');
  vi.resetModules();
  const [nextConfig, schema, buildConfig, brandModule] = await Promise.all([
    import('@/next.config'),
    import('@/lib/env/schema'),
    import('@/lib/build-config'),
    import('@/lib/brand'),
  ]);
  return {
    env: nextConfig.default.env as Record<string, string>,
    runtime: schema.parseEnv(process.env),
    brandMismatch: buildConfig.brandMismatch,
    brand: brandModule.brand(),
  };
}

describe('a build with the second brand (BRAND_CONFIG=./brands/test-brand.json)', () => {
  it('records the second brand for the server, which refuses to run it as another brand', async () => {
    const second = await withBrand(TEST_BRAND);
    expect(second.brand.name).toBe('Coinbridge');
    expect(JSON.parse(second.env.SWAPLENS_BRAND_COLORS!)).toMatchObject({ primary: '#0b7a3b' });
    expect(second.brandMismatch(second.env.SWAPLENS_BUILD_BRAND, second.runtime)).toEqual([]);
    expect(JSON.parse(second.env.SWAPLENS_BUILD_CONFIG!)).toMatchObject({
      BRAND_NAME: 'Coinbridge',
    });

    const first = await withBrand(undefined);
    expect(first.brand.name).toBe('Swaplens');
    expect(first.env.SWAPLENS_BUILD_BRAND).not.toBe(second.env.SWAPLENS_BUILD_BRAND);
    expect(first.brandMismatch(second.env.SWAPLENS_BUILD_BRAND, first.runtime)).toHaveLength(1);
  });

  it('names the second brand in the widget builder and its snippets, never the first', async () => {
    const { brand } = await withBrand(TEST_BRAND);
    const { WidgetBuilder } =
      await import('@/components/for-partners/widget-builder/widget-builder');
    const { container } = renderIsland(
      <WidgetBuilder
        siteUrl="https://coinbridge.example"
        popular={POPULAR}
        brandName={brand.name}
      />,
      messages,
    );
    expect(screen.getByTestId('widget-preview').getAttribute('title')).toBe(
      'Coinbridge exchange widget',
    );
    expect(screen.getByTestId('snippet-iframe').textContent).toContain(
      'src="https://coinbridge.example/v2/widget?',
    );
    expect(container.textContent).not.toMatch(/swaplens/i);
  });

  it('has no message that names a brand instead of taking {brand}', () => {
    for (const file of readdirSync('messages')) {
      expect(readFileSync(`messages/${file}`, 'utf8'), file).not.toMatch(/swaplens|coinbridge/i);
    }
  });
});
