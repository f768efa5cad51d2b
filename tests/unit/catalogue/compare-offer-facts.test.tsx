import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { OfferFactRows, type OfferFactSide } from '@/components/catalogue/compare/offer-fact-rows';
import type { Currency } from '@/lib/catalogue/types';
import type { Locale } from '@/lib/i18n/locales';

// The comparison's offer rows, rendered on the server: the fee offers charged with its basis
// (count, date, simulated), its dollar value only with a price, and plain words where nothing
// was recorded or nothing is known yet; the swap time is the providers' statement.

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
    createTranslator({
      locale,
      namespace,
      messages: JSON.parse(
        readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'),
      ) as Record<string, unknown>,
    }),
}));

const coin = (code: string, ticker: string): Currency => ({
  code,
  ticker,
  name: ticker,
  network: {
    code,
    name: ticker,
    badge: ticker,
    addressKind: 'evm',
    memo: null,
    explorerTx: '',
    explorerAddress: '',
  },
  contract: null,
  decimals: 8,
  icon: '',
  popularRank: null,
});

const fees = {
  kind: 'seen' as const,
  median: '0.00042',
  offers: 3,
  observedAt: '2026-11-26T10:00:00.000Z',
  sandbox: false,
  usd: '1.26',
};
const seen: OfferFactSide = { currency: coin('eth', 'ETH'), fees, eta: { min: 5, max: 30 } };

const render = async (locale: Locale, sides: [OfferFactSide, OfferFactSide]) =>
  renderToStaticMarkup(
    <table>
      <tbody>{await OfferFactRows({ locale, sides })}</tbody>
    </table>,
  )
    .replace(/<!-- -->/g, '')
    .replace(/\u00a0|\u202f/g, ' ');

describe('the comparison’s offer rows', () => {
  it('shows the median fee with its basis, and says when none was recorded', async () => {
    const html = await render('en', [
      seen,
      { currency: coin('btc', 'BTC'), fees: { kind: 'none' }, eta: null },
    ]);
    expect(html).toContain('Network fee seen in offers');
    expect(html).toContain('0.00042 ETH (about $1.26)');
    expect(html).toContain('median of 3 offers paying out ETH, Nov 26, 2026');
    expect(html).toContain('No offer paying out BTC recorded in the last 7 days');
    expect(html).toContain('5–30 min from deposit to payout');
    expect(html).toContain('Not known: no provider lists it right now');
  });

  it('labels simulated offers, leaves out dollars without a price, and waits for the build’s pages', async () => {
    const html = await render('de', [
      { ...seen, fees: { ...fees, sandbox: true, offers: 1, usd: null } },
      { currency: coin('btc', 'BTC'), fees: { kind: 'unknown' }, eta: { min: 10, max: 45 } },
    ]);
    expect(html).toContain('0,00042 ETH ');
    expect(html).not.toContain('$');
    expect(html).toContain('Median aus 1 simulierten Angebot mit Auszahlung in ETH, 26.11.2026');
    expect(html).toContain('Noch nicht bekannt');
    expect(html).toContain('10–45 Min. von der Einzahlung bis zur Auszahlung');
  });
});
