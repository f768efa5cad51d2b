import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFormatter, createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PopularPairsTable } from '@/components/dex/network/popular-pairs-table';
import { dexChainBySlug, type DexChain } from '@/lib/dex/chains';
import type { DexNetworkLanding, LandingRowState } from '@/lib/dex/landing';
import { popularPairs } from '@/lib/dex/popular-pairs';
import type { Locale } from '@/lib/i18n/locales';

// The popular pairs' table of a DEX network's landing, rendered on the server: the best quote
// of each pair in the page's language, what is left after the network fee or that it is not
// known, a pair without a quote said in words and never as a number, the time in UTC, and a
// link per pair that opens /dex on it.

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

const ethereum = dexChainBySlug('ethereum') as DexChain;
const pairs = popularPairs(ethereum.id);

function landing(states: LandingRowState[]): DexNetworkLanding {
  return {
    network: {
      id: 1,
      slug: 'ethereum',
      name: ethereum.name,
      nativeSymbol: 'ETH',
      aggregators: [],
    },
    sandbox: true,
    quotedAt: '2026-12-08T14:05:09.000Z',
    rows: pairs.map((pair, i) => ({ ...(states[i] ?? { state: 'unavailable' }), pair })),
  };
}

async function render(locale: Locale, states: LandingRowState[]) {
  return renderToStaticMarkup(
    await PopularPairsTable({ locale, chain: ethereum, landing: landing(states) }),
  );
}

const quoted: LandingRowState = {
  state: 'quoted',
  quote: {
    aggregator: 'Sandbox Estuary',
    amountOut: '2493750000',
    netOut: '2491120001',
    rate: '2493.75',
  },
};

describe('the popular pairs table', () => {
  it('shows the best quote, what is left after the network fee, and the rate', async () => {
    const html = await render('en', [quoted]);
    expect(pairs[0]).toMatchObject({ amount: '1' });
    expect(html).toContain('Best quote per pair, as of 14:05 UTC');
    expect(html).toContain('<time dateTime="2026-12-08T14:05:09.000Z">');
    expect(html).toContain('<th scope="row">ETH → USDC</th><td data-label="You send">1 ETH</td>');
    // On a phone each row is a card, and each cell names its column there.
    expect(html).toContain(
      '<td data-label="You receive" data-testid="dex-pair-out">2,493.75 USDC</td>',
    );
    expect(html).toContain('Sandbox Estuary');
    expect(html).toContain('2,493.75 USDC');
    expect(html).toContain('2,491.120001 USDC');
    expect(html).toContain('1 ETH = 2,493.75 USDC');
    expect(html).toContain(
      '<a href="/dex?chain=ethereum&amp;from=eth&amp;to=usdc" aria-label="Swap ETH for USDC">Swap</a>',
    );
  });

  it('says in words why a pair has no quote, with no figure for it', async () => {
    const html = await render('en', [
      { state: 'refused' },
      { state: 'unavailable' },
      { state: 'no_aggregator' },
      { ...quoted, quote: { ...quoted.quote, netOut: null } },
    ]);
    expect(html).toContain('No aggregator has a route for this amount right now.');
    expect(html).toContain('No quote right now: the aggregators did not answer in time.');
    expect(html).toContain('No configured aggregator quotes on this network.');
    expect(html).toContain('Network fee not known');
    expect(html.match(/data-testid="dex-pair-unquoted"/g)).toHaveLength(pairs.length - 1);
    // Every row still links to /dex to try the pair there.
    expect(html.match(/href="\/dex\?chain=ethereum&amp;/g)).toHaveLength(pairs.length);
  });

  it("writes amounts and the time in the page's language, links under its prefix", async () => {
    const html = await render('de', [quoted]);
    expect(html).toContain('Bestes Angebot je Paar, Stand 14:05 UTC');
    expect(html).toContain('2.493,75 USDC');
    expect(html).toContain('href="/de/dex?chain=ethereum&amp;from=eth&amp;to=usdc"');
    const ja = await render('ja', [quoted]);
    expect(ja).toContain('14:05 UTC時点');
  });
});
