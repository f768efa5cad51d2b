import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFormatter, createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { MeasuredFigures } from '@/components/catalogue/providers/measured-figures';
import { ProvidersOverview } from '@/components/catalogue/providers/providers-overview';
import type { ProviderRow } from '@/components/catalogue/providers/types';
import type { Locale } from '@/lib/i18n/locales';
import { toPartner } from '@/lib/partners/partners';
import { NO_FIGURES } from '@/lib/rates/provider-figures';

// /providers' two tables, rendered on the server: figures formatted in the visitor's language, a
// provider without measurements says so instead of zeros, simulated providers are labelled, and
// an unknown count is not a zero.

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

const en = JSON.parse(readFileSync('messages/en.json', 'utf8')).ProvidersPage;

function row(id: string, sandbox: boolean, figures = NO_FIGURES): ProviderRow {
  return {
    partner: toPartner({
      id,
      name: `Name ${id}`,
      sandbox,
      kyc: 'rare',
      rating: 4,
      eta: { min: 5, max: 30 },
      website: '',
      rateTypes: ['fixed', 'floating'],
      reverse: true,
    }),
    counts: id === 'b' ? null : { coins: 120, pairs: 14_280 },
    figures,
  };
}

const measured = {
  ...NO_FIGURES,
  7: {
    asked: 40,
    answerRate: 0.975,
    medianAnswerMs: 1_250,
    rounds: 20,
    bestShare: 0.25,
    spreadSamples: 30,
    medianSpread: 0.0123,
  },
};

describe('/providers tables', () => {
  it('shows measured figures, and says so for a provider not measured yet', async () => {
    const html = renderToStaticMarkup(
      await MeasuredFigures({
        locale: 'en',
        days: 7,
        rows: [row('a', true, measured), row('b', true)],
      }),
    );
    expect(html).toContain('Last 7 days.');
    expect(html).toContain(en.figuresSimulated);
    expect(html).toMatch(/<td[^>]*>40<\/td>/);
    expect(html).toContain('97.5%');
    expect(html).toContain('1.3 sec');
    expect(html).toContain('25%');
    expect(html).toContain('1.23%');
    expect(html).toMatch(new RegExp(`colSpan="5"[^>]*>${en.noQuotes}<`));
    expect(html.match(new RegExp(`>${en.simulated}<`, 'g'))).toHaveLength(2);
  });

  it('formats in the visitor’s language, and a real provider carries no simulated label', async () => {
    const html = renderToStaticMarkup(
      await MeasuredFigures({
        locale: 'fr',
        days: 30,
        rows: [row('a', false, { ...measured, 30: measured[7] })],
      }),
    );
    expect(html).toContain('30 derniers jours.');
    expect(html).toMatch(/97,5\s?%/);
    expect(html).not.toContain('Simulé');
  });

  it('lists policies, rates, typical time and counts; an unknown count is not zero', async () => {
    const html = renderToStaticMarkup(
      await ProvidersOverview({ locale: 'en', rows: [row('a', true), row('b', false)] }),
    );
    expect(html).toContain(en.kyc.rare);
    expect(html).toContain(en.rateTypes.both);
    expect(html).toContain('5–30 minutes');
    expect(html).toContain('14,280');
    expect(html).toContain(en.unknown);
    expect(html).toContain(`<caption>${en.overviewCaption}</caption>`);
  });
});
