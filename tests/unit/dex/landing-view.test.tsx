import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFormatter, createTranslator } from 'next-intl';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { DexNetworkView } from '@/components/dex/network/dex-network-view';
import { DEX_CHAINS, dexChainBySlug, type DexChain } from '@/lib/dex/chains';
import type { DexNetworkLanding } from '@/lib/dex/landing';
import { popularPairs } from '@/lib/dex/popular-pairs';
import { curatedTokens } from '@/lib/dex/tokens';
import type { Locale } from '@/lib/i18n/locales';

// A DEX network's landing as the server renders it (async components and all): the network's
// facts, the sandbox label by /dex's rule or the aggregators by name, the way to the swap, the
// pairs table, the other networks, and the breadcrumb with its structured data.

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
    createTranslator({
      locale,
      namespace,
      messages: JSON.parse(
        readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'),
      ) as Record<string, unknown>,
    }),
  getFormatter: async ({ locale }: { locale: Locale }) => createFormatter({ locale }),
}));

const polygon = dexChainBySlug('polygon') as DexChain;

function landing(sandbox: boolean, aggregators: string[]): DexNetworkLanding {
  return {
    network: { id: 137, slug: 'polygon', name: polygon.name, nativeSymbol: 'POL', aggregators },
    sandbox,
    quotedAt: '2026-12-08T09:30:00.000Z',
    rows: popularPairs(polygon.id).map((pair) => ({ state: 'refused', pair })),
  };
}

async function render(locale: Locale, data: DexNetworkLanding) {
  const { prelude } = await prerender(
    await DexNetworkView({ locale, chain: polygon, landing: data }),
  );
  return new Response(prelude).text();
}

describe('the landing of a DEX network', () => {
  it('states the facts of the network, labels the sandbox and links to the swap', async () => {
    const html = await render('en', landing(true, []));
    expect(html).toContain('<h1 id="dex-network-title">Swap tokens on Polygon</h1>');
    expect(html).toContain('Polygon (chain ID 137) charges its network fee in POL.');
    expect(html).toContain('data-testid="dex-sandbox"');
    expect(html).toContain('<dt>Chain ID</dt><dd>137</dd>');
    // The coin's name is its symbol: said once.
    expect(html).toContain('<dt>Gas coin</dt><dd>POL</dd>');
    expect(html).toContain('<dd>Wrapped POL (WPOL)</dd>');
    expect(html).toContain('Simulated aggregators (sandbox)');
    const tokens = curatedTokens(polygon.id);
    expect(html).toContain(`<dt>${tokens.length} curated tokens</dt>`);
    expect(html).toContain(`<dd>${tokens.map((token) => token.symbol).join(', ')}</dd>`);
    expect(html).toContain('href="/dex?chain=polygon"');
    expect(html).toContain('Swap on Polygon');
    // Every pair's row is there, each saying it has no quote rather than showing a number.
    expect(html.match(/data-testid="dex-pair-unquoted"/g)).toHaveLength(
      popularPairs(polygon.id).length,
    );
  });

  it('names the configured aggregators when there is no sandbox, and none when none serves', async () => {
    const named = await render('en', landing(false, ['0x', '1inch', 'Velora']));
    expect(named).not.toContain('data-testid="dex-sandbox"');
    expect(named).toContain('<dd data-testid="dex-network-aggregators">0x, 1inch, and Velora</dd>');
    const none = await render('en', landing(false, []));
    expect(none).toContain('<dd data-testid="dex-network-aggregators">None configured</dd>');
  });

  it("links the other four networks' landings and carries the breadcrumb, in the page's language", async () => {
    const html = await render('fr', landing(true, []));
    for (const chain of DEX_CHAINS) {
      const link = `href="/fr/dex/${chain.slug}"`;
      if (chain.id === polygon.id) expect(html).not.toContain(link);
      else expect(html).toContain(link);
    }
    expect(html).toContain('Échangez des jetons sur Polygon');
    const jsonLd = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1];
    const trail = JSON.parse(jsonLd ?? '{}') as { itemListElement: { name: string }[] };
    expect(trail.itemListElement.map((step) => step.name)).toEqual([
      'Accueil',
      'Échanges DEX',
      'Polygon',
    ]);
  });
});
